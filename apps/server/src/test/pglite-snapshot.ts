import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type Database, MIGRATIONS_FOLDER, openPglite } from '../db/client.ts';

/**
 * A fresh in-memory PGlite with every migration applied, started from a dump of a migrated database.
 * A new PGlite runs initdb and then the migrations (~4–5 s on the CI machine); loading the dump takes
 * ~1.5 s, and a run opens a hundred databases. The dump is made once per set of migrations and kept in
 * the temporary directory under their hash, so a changed migration makes a new one.
 */
export async function freshPglite(): Promise<Database> {
  return openPglite(undefined, { loadDataDir: await fs.openAsBlob(await migratedDump()) });
}

/** The dump's file, made first if there is none. */
async function migratedDump(): Promise<string> {
  const file = path.join(os.tmpdir(), `mcc-pglite-${migrationsHash()}.tar`);
  if (fs.existsSync(file)) return file;
  const { pglite, close } = await openPglite();
  if (!pglite) throw new Error('openPglite gave no PGlite');
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  await close();
  // Test files in other workers may be making the same dump: each writes its own and renames it into
  // place, so a reader never sees half a file.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  return file;
}

/** The migrations and the engine's version: a dump is only loaded by the PGlite that made it. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const engine = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
  );
  hash.update(fs.readFileSync(path.join(engine, 'package.json')));
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}
