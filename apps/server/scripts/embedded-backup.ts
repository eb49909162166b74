/**
 * `npm run db:backup -- [file]`: a consistent copy of the embedded database (DATA_DIR), taken while
 * the server runs (it makes the copy itself, pausing its statements for the copy's time) or while it
 * is stopped; by default `DATA_DIR/backups/mcc-<time>.tar.gz`.
 * `npm run db:restore -- <file>`: replaces the embedded database by a copy; the server must be
 * stopped; the database it replaces is kept beside it. PostgreSQL has its own tools (docs/deploy.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { acquireLock, embeddedOwner } from '../src/db/client.ts';
import {
  BACKUP_REQUEST,
  type BackupRequest,
  dumpEmbedded,
  pgliteDir,
  restoreEmbedded,
  writeAtomically,
} from '../src/db/embedded-backup.ts';

/** How long the command waits for a running server's copy. */
const ANSWER_WAIT_MS = 10 * 60_000;

class Refused extends Error {}

/** Asks the running server `pid` for the copy and waits for its answer. */
async function backupThroughServer(dataDir: string, pid: number, out: string): Promise<number> {
  const requestFile = path.join(dataDir, BACKUP_REQUEST);
  try {
    fs.writeFileSync(requestFile, JSON.stringify({ out } satisfies BackupRequest), { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    throw new Refused(`another backup is under way (${requestFile}; remove it if none is)`);
  }
  try {
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + ANSWER_WAIT_MS;
    while (Date.now() < deadline) {
      const { result } = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as BackupRequest;
      if (result && 'error' in result) throw new Refused(`the server could not copy: ${result.error}`);
      if (result) return result.bytes;
      await sleep(100);
    }
    throw new Refused(`the server (process ${pid}) did not answer within ${ANSWER_WAIT_MS / 60_000} minutes`);
  } finally {
    fs.rmSync(requestFile, { force: true });
  }
}

/** The copy made here, with the server stopped (the lock keeps one from starting meanwhile). */
async function backupHere(dataDir: string, out: string): Promise<number> {
  if (!fs.existsSync(pgliteDir(dataDir))) throw new Refused(`no embedded database in ${dataDir}`);
  const release = acquireLock(dataDir);
  try {
    const client = new PGlite({ dataDir: pgliteDir(dataDir) });
    try {
      return await writeAtomically(out, await dumpEmbedded(client));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new Refused(
      'DATABASE_URL is set: back PostgreSQL up with its own tools (pg_basebackup and WAL archiving, or pg_dump; docs/deploy.md)',
    );
  }
  const dataDir = config.dataDir;
  const owner = embeddedOwner(dataDir);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(file ?? path.join(dataDir, 'backups', `mcc-${stamp}.tar.gz`));
    const bytes = owner ? await backupThroughServer(dataDir, owner, out) : await backupHere(dataDir, out);
    console.log(`Backup of ${dataDir}: ${out} (${(bytes / 1_048_576).toFixed(1)} MB)`);
  } else if (command === 'restore' && file) {
    if (owner) throw new Refused(`the server (process ${owner}) is running on ${dataDir}: stop it first`);
    const release = acquireLock(dataDir);
    try {
      const { kept } = await restoreEmbedded(dataDir, path.resolve(file));
      console.log(`Restored ${dataDir} from ${file}.`);
      if (kept) console.log(`The database it replaced is kept in ${kept}.`);
    } finally {
      release();
    }
  } else {
    throw new Refused('usage: npm run db:backup -- [file]  |  npm run db:restore -- <file>');
  }
}

main().catch((e) => {
  console.error(e instanceof Refused || e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
