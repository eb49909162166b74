import fs from 'node:fs';
import path from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';

/**
 * Backups of the embedded database (`npm run db:backup` / `db:restore`). The database belongs to one
 * server process, so a backup taken while it serves is made by that process: the command leaves a
 * request in the data dir and signals the server (SIGUSR2); the server writes the copy and the answer
 * into the request. With no server running, the command opens the database itself.
 */

/** The request file in DATA_DIR: one backup at a time. */
export const BACKUP_REQUEST = 'backup.request';

export interface BackupRequest {
  /** Where the copy goes (an absolute path). */
  out: string;
  /** Written by the server when it is done. */
  result?: { bytes: number } | { error: string };
}

/** The embedded engine's folder inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * A consistent copy of the whole database, as a gzipped tarball of its folder, taken while nothing
 * else runs on it: PGlite's transaction lock is held (every statement and transaction of the app and
 * the job queue waits behind it, for the time of the copy) and a CHECKPOINT first writes every
 * change into the data files, so the copy opens without replaying the log.
 */
export function dumpEmbedded(client: PGlite): Promise<Blob> {
  return client._runExclusiveTransaction(async () => {
    await client.runExclusive(() =>
      client.execProtocolStream(protocol.serialize.query('CHECKPOINT'), { syncToFs: false }),
    );
    return client.dumpDataDir('gzip');
  });
}

/** Writes `blob` to `file` whole or not at all (a temporary name, then renamed). */
export async function writeAtomically(file: string, blob: Blob): Promise<number> {
  const bytes = Buffer.from(await blob.arrayBuffer());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.partial`;
  fs.writeFileSync(temporary, bytes, { mode: 0o600 });
  fs.renameSync(temporary, file);
  return bytes.length;
}

/**
 * The server's side: on SIGUSR2, the request in `dataDir` is answered with a copy of the database.
 * Answers a function that stops listening (for the server's shutdown).
 */
export function answerBackupRequests(client: PGlite, dataDir: string, log: (line: string) => void) {
  const requestFile = path.join(dataDir, BACKUP_REQUEST);
  let busy = false;
  const onSignal = async () => {
    if (busy) return;
    busy = true;
    try {
      const request = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as BackupRequest;
      if (request.result) return;
      let result: BackupRequest['result'];
      try {
        result = { bytes: await writeAtomically(request.out, await dumpEmbedded(client)) };
        log(`backup written: ${request.out} (${result.bytes} bytes)`);
      } catch (e) {
        result = { error: (e as Error).message };
        log(`backup failed: ${result.error}`);
      }
      fs.writeFileSync(`${requestFile}.answer`, JSON.stringify({ ...request, result }));
      fs.renameSync(`${requestFile}.answer`, requestFile);
    } catch (e) {
      log(`backup request unreadable: ${(e as Error).message}`);
    } finally {
      busy = false;
    }
  };
  const listener = () => void onSignal();
  process.on('SIGUSR2', listener);
  return () => void process.off('SIGUSR2', listener);
}

/**
 * Replaces the database in `dataDir` by the copy in `file`; the one it replaces is kept beside it
 * (answered), and put back if the copy does not open. The server must be stopped.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<{ kept?: string }> {
  const target = pgliteDir(dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const kept = fs.existsSync(target) ? `${target}.before-restore-${stamp}` : undefined;
  if (kept) fs.renameSync(target, kept);
  try {
    const client = new PGlite({ dataDir: target, loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.query('SELECT count(*) FROM drizzle.__drizzle_migrations');
    await client.close();
  } catch (e) {
    fs.rmSync(target, { recursive: true, force: true });
    if (kept) fs.renameSync(kept, target);
    throw new Error(
      `the copy in ${file} does not open as a database (${(e as Error).message}); nothing changed`,
    );
  }
  return kept ? { kept } : {};
}
