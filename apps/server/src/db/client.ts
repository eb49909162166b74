import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Env, envSchema } from '../config/env.ts';
import { ANNOUNCED_NOTICE } from './change-feed.ts';
import { describeDatabaseError, isDatabaseUnavailable } from './faults.ts';
import { preparedClient } from './pglite-prepared.ts';
import { FaultTolerantClient } from './postgres-client.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The same query API on both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const waiting = new WeakMap<Tx, (() => void)[]>();

/** Runs `fn` once `tx` has committed; never when it rolls back. */
export function afterCommit(tx: Tx, fn: () => void) {
  const fns = waiting.get(tx);
  if (fns) fns.push(fn);
  else waiting.set(tx, [fn]);
}

/**
 * Makes `db.transaction` run its transactions' `afterCommit` work once they commit. Drizzle has no
 * commit hook, and only code that holds the transaction knows what it did; what needs to know that it
 * committed (the answer to a request that moved money) runs after the transaction's call returns.
 * The app has no nested transactions (savepoints), so a transaction's commit is its call's return.
 */
function withAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    let inner: Tx | undefined;
    const result = await transaction((tx) => {
      inner = tx;
      return work(tx);
    }, config);
    for (const fn of (inner && waiting.get(inner)) ?? []) fn();
    return result;
  };
  return db;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, for job queues that need the raw client. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /**
   * The same database for bookkeeping writes whose loss in a database crash is harmless (an
   * idempotency key's claim and answer): on PostgreSQL its commits do not wait for the disk
   * (`synchronous_commit = off`), so they cost no flush. Every later synchronous commit (the money's)
   * flushes them too, the log being written in order. On PGlite, `db` itself.
   */
  asyncCommitDb: Db;
  /** PostgreSQL's connection settings (the job queue's pool uses them too). */
  options?: PostgresOptions;
  /**
   * How many statements on this database's connections have changed something the servers cache so
   * far (the announce triggers' notice, migration 0020). PGlite counts nothing: its one process hears
   * every change as its statement commits (db/change-feed.ts), so no answer has anything to wait for.
   * A request that saw the count unchanged from its start to its answer changed nothing cached.
   */
  announcements(): number;
  /**
   * Runs `work` while holding a database-wide lock named `key` (PostgreSQL: a session advisory lock on a
   * connection of its own, so work of many transactions is serialised across servers; PGlite belongs to
   * one process, which runs it as it is). For start-up work that several servers may begin at once.
   */
  exclusively<T>(key: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Raw rows of `execute` on either driver (node-postgres answers `{ rows }`, PGlite an array or `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/**
 * One field of many items as a single array parameter, for `unnest(...)`: a statement over many rows
 * keeps one text (one prepared statement) whatever the number of rows.
 */
export const columnOf = <I, T>(items: readonly I[], pick: (item: I) => T) => sql.param(items.map(pick));

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Whether the database has every migration this server carries: drizzle records each applied one
 * with its journal time (`when`) as `created_at`.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT max(created_at)::text AS applied FROM drizzle.__drizzle_migrations`,
  );
  const [row] = rowsOf<{ applied: string | null }>(result);
  return Number(row?.applied ?? 0) >= newestMigration();
}

/** The migrations this server carries, as drizzle's journal lists them (oldest first), read once. */
let carried: { tag: string; when: number }[] | undefined;
export function carriedMigrations(): { tag: string; when: number }[] {
  if (carried === undefined) {
    const file = path.join(migrationsFolder, 'meta', '_journal.json');
    carried = (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { tag: string; when: number }[] })
      .entries;
  }
  return carried;
}

/** The journal time of the newest migration this server carries. */
const newestMigration = () => Math.max(...carriedMigrations().map((e) => e.when));

/** The live process (other than this one) that holds the embedded database in `dir`, if any. */
export function embeddedOwner(dir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8'));
    return pid && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    return undefined;
  }
}

/** Two processes must not share one PGlite data dir; the lock file names the owner. */
export function acquireLock(dir: string): () => void {
  const pid = embeddedOwner(dir);
  if (pid) {
    throw new Error(
      `The embedded database in ${dir} is in use by process ${pid}. Stop that server first, ` +
        'reach it through its admin API, or use PostgreSQL (DATABASE_URL).',
    );
  }
  const lockFile = path.join(dir, 'server.lock');
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

/** The folder of the migrations this server carries (a test keys its snapshot of a migrated database on it). */
export const MIGRATIONS_FOLDER = migrationsFolder;

/**
 * Opens PGlite (in `dataDir`, or in memory when `dataDir` is undefined) and applies migrations.
 * `loadDataDir`: start from a dumped data dir (a migrated one makes the migration step a check).
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireLock(dataDir);
  }
  try {
    const client = new PGlite({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
    });
    // drizzle calls only `query` and `transaction` of its client: ours prepares each text once.
    const prepared = preparedClient(client) as unknown as PGlite;
    const db = withAfterCommit(drizzlePglite(prepared, { schema }) as unknown as Db);
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    // Each statement is planned once, for every value, and the plan kept (PostgreSQL plans one anew for
    // each call's values until it judges a kept plan no dearer): planning in the embedded engine costs
    // more than running the app's statements, whose every filter has its index (docs/benchmarks.md).
    await client.exec('SET plan_cache_mode = force_generic_plan');
    return {
      db,
      asyncCommitDb: db,
      kind: 'pglite',
      announcements: () => 0,
      exclusively: (_key, work) => work(),
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

/** Connection settings of PostgreSQL (README "Settings"); PGlite runs in-process and needs none. */
export interface PostgresOptions {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** Connections for requests (the bookkeeping pool and the listener come on top). */
  poolSize: number;
  /** How long to keep retrying an unreachable database before giving up (0: one try). */
  startWaitMs: number;
  /** Told about each failed try at start, with the wait before the next. */
  onRetry?: (reason: string, delayMs: number) => void;
}

const databaseSettings = envSchema.pick({
  DATABASE_CONNECT_TIMEOUT_MS: true,
  DATABASE_STATEMENT_TIMEOUT_MS: true,
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: true,
  DATABASE_START_WAIT_SECONDS: true,
  DATABASE_POOL_SIZE: true,
});

/** The PostgreSQL options the settings ask for (their defaults where `env` leaves them out). */
export function postgresOptions(env: Partial<Env> = {}): PostgresOptions {
  const e = databaseSettings.parse(env);
  return {
    connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    startWaitMs: e.DATABASE_START_WAIT_SECONDS * 1000,
    poolSize: e.DATABASE_POOL_SIZE,
  };
}

/** The pg settings behind the time-outs: also given to the job queue's own pool. */
export function pgTimeouts(opts: PostgresOptions) {
  return {
    connectionTimeoutMillis: opts.connectTimeoutMs,
    // The server cancels a long statement itself; the client's own timer, a second later, is for a
    // network that went silent (the server's answer would never arrive).
    statement_timeout: opts.statementTimeoutMs,
    query_timeout: opts.statementTimeoutMs + 1_000,
    idle_in_transaction_session_timeout: opts.idleInTransactionTimeoutMs,
    keepAlive: true,
  };
}

export class DatabaseUnreachableError extends Error {}

/**
 * Takes a first connection, retrying with back-off (0.5 s doubling to 5 s) while the database is
 * unreachable and `startWaitMs` lasts; other failures (a wrong password, no such database) stop at once.
 */
async function firstConnection(pool: pg.Pool, opts: PostgresOptions): Promise<pg.PoolClient> {
  const deadline = Date.now() + opts.startWaitMs;
  for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      return await pool.connect();
    } catch (e) {
      const reason = describeDatabaseError(e);
      if (!isDatabaseUnavailable(e)) throw new DatabaseUnreachableError(`PostgreSQL refused: ${reason}`);
      const wait = Math.min(delay, deadline - Date.now());
      if (wait <= 0) {
        throw new DatabaseUnreachableError(
          `PostgreSQL is unreachable (${reason}); gave up after ${Math.round(opts.startWaitMs / 1000)} s ` +
            '(DATABASE_START_WAIT_SECONDS)',
        );
      }
      opts.onRetry?.(reason, wait);
      await sleep(wait);
    }
  }
}

/** Connects to PostgreSQL and applies migrations under an advisory lock (several servers may start at once). */
export async function openPostgres(url: string, options: Partial<PostgresOptions> = {}): Promise<Database> {
  const opts = { ...postgresOptions(), ...options };
  let announced = 0;
  const poolOf = (max: number, options?: string) => {
    const p = new pg.Pool({
      connectionString: url,
      max,
      options,
      Client: FaultTolerantClient,
      ...pgTimeouts(opts),
    });
    // An idle connection that the server closes (a restart, a failover) must not crash the process:
    // the pool drops it and opens a new one on next use.
    p.on('error', (err) => console.warn(`PostgreSQL connection lost: ${describeDatabaseError(err)}`));
    // The notice arrives before its statement's answer, so the count has moved by the time the
    // statement's caller goes on.
    p.on('connect', (client) =>
      client.on('notice', (notice) => {
        if (notice.message === ANNOUNCED_NOTICE) announced++;
      }),
    );
    return p;
  };
  const pool = poolOf(opts.poolSize);
  // Its statements go in batches, one under way per kind (db/batched.ts): a few connections are plenty.
  // Planned for each call: they join a batch's rows to `idempotency_keys`, and a plan kept from when
  // the table was small reads the whole table (a hash join over a scan) once it has grown.
  const asyncPool = poolOf(4, '-c synchronous_commit=off -c plan_cache_mode=force_custom_plan');
  const db = withAfterCommit(drizzlePg(pool, { schema }) as unknown as Db);
  const asyncCommitDb = withAfterCommit(drizzlePg(asyncPool, { schema }) as unknown as Db);
  const end = () => Promise.all([pool.end(), asyncPool.end()]).then(() => {});
  try {
    const client = await firstConnection(pool, opts);
    try {
      await client.query('SELECT pg_advisory_lock(727001)');
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
      client.release();
    }
  } catch (e) {
    await end().catch(() => {});
    throw e;
  }
  return {
    db,
    asyncCommitDb,
    kind: 'postgres',
    pool,
    options: opts,
    announcements: () => announced,
    async exclusively(key, work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => {});
        }
      } finally {
        client.release();
      }
    },
    close: end,
  };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  postgres?: Partial<PostgresOptions>;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.postgres) : openPglite(opts.dataDir);
}

/** Serialises work on one key inside a transaction (both engines support advisory locks). */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
