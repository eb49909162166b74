import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type Database, MIGRATIONS_FOLDER, openPglite } from '../db/client.ts';
import { publishOnce } from '../lib/publish-once.ts';

/**
 * A fresh in-memory PGlite with every migration applied, started from a dump of a migrated database.
 * A new PGlite runs initdb and then the migrations (~4–5 s on the CI machine); loading the dump takes
 * ~1.5 s, and a run opens a hundred databases. The dump is made once per set of migrations and kept in
 * `dir` (the temporary directory) under their hash, so a changed migration makes a new one.
 */
export async function freshPglite(dir = os.tmpdir()): Promise<Database> {
  return openPglite(undefined, { loadDataDir: new Blob([new Uint8Array(await migratedDump(dir))]) });
}

/**
 * The dump's bytes, made first if there is none. Test files in other workers (threads of this
 * process, other processes) may be making or loading it at the same moment: the bytes are read whole
 * into memory (a Blob backed by the file breaks if the file is replaced under it), and a new dump is
 * published with `publishOnce` (its own temporary file, linked into place): a dump once there is never
 * replaced, and no one reads half of one.
 */
async function migratedDump(dir: string): Promise<Buffer> {
  const file = path.join(dir, `mcc-pglite-${migrationsHash()}.tar`);
  const kept = await fs.promises.readFile(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (kept) return kept;
  const { pglite, close } = await openPglite();
  if (!pglite) throw new Error('openPglite gave no PGlite');
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  await close();
  await publishOnce(file, dump);
  return dump;
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
