import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The same query API on both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, for job queues that need the raw client. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Two processes must not share one PGlite data dir; the lock file names the owner. */
function acquireLock(dir: string): () => void {
  const lockFile = path.join(dir, 'server.lock');
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${pid}. Stop that server first, ` +
          'reach it through its admin API, or use PostgreSQL (DATABASE_URL).',
      );
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Opens PGlite (in `dataDir`, or in memory when `dataDir` is undefined) and applies migrations. */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireLock(dataDir);
  }
  try {
    const client = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      async close() {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** Connects to PostgreSQL and applies migrations under an advisory lock (several servers may start at once). */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle connection that the server closes (a restart, a failover) must not crash the process:
  // the pool drops it and opens a new one on next use.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
    client.release();
  }
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/** Serialises work on one key inside a transaction (both engines support advisory locks). */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
