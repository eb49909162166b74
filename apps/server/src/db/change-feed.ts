import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { batched } from './batched.ts';
import { describeDatabaseError } from './faults.ts';

/** The channel the triggers of migrations 0016 and 0017 announce changes on. */
export const CHANGE_CHANNEL = 'mcc_changes';
/**
 * The notice the announce triggers also raise, to the connection whose statement changed something
 * (migration 0020): its server learns that the request behind it must hold a round of `sync`.
 */
export const ANNOUNCED_NOTICE = 'mcc_changes: announced';
/** The listening connections' application name: `sync` counts them in pg_stat_activity. */
export const FEED_APPLICATION = 'mcc-change-feed';

/** A change to something servers cache; `reset` means "forget everything" (the listener was away). */
export type Change =
  | { kind: 'user'; userId: number }
  | { kind: 'settings' }
  | { kind: 'table'; table: string }
  | { kind: 'reset' };

/**
 * What a server cache needs to stay exact: whether it may answer at all, a number that moves with
 * every change (a read that saw the same number before and after may be kept), the changes, and a
 * barrier for writers.
 */
export interface ChangeFeed {
  /** True while the listener is connected: a cache answers only then, else every read goes to the database. */
  live(): boolean;
  /** Moves on every change and every reset. */
  generation(): number;
  subscribe(fn: (change: Change) => void): void;
  /**
   * Resolves once every listening server has applied every change committed before the call, so
   * the writer's next answer can promise that no server still serves the old row.
   */
  sync(): Promise<void>;
  /** Rounds of `sync` held so far (a benchmark and the tests read it). */
  stats(): { rounds: number };
  close(): Promise<void>;
}

/** A feed that never listens: every cache stays off (a database without the announce triggers' channel). */
export const noChangeFeed: ChangeFeed = {
  live: () => false,
  generation: () => 0,
  subscribe() {},
  sync: async () => {},
  stats: () => ({ rounds: 0 }),
  close: async () => {},
};

/** The change an announcement names (`u:<id>`, `s`, `t:<table>`); undefined for the feed's own rounds. */
function changeOf(payload: string): Change | undefined {
  const [kind, a] = payload.split(':');
  if (kind === 'u') return { kind: 'user', userId: Number(a) };
  if (kind === 's') return { kind: 'settings' };
  if (kind === 't' && a) return { kind: 'table', table: a };
  return undefined;
}

/**
 * The change feed on the embedded database: the same announce triggers, heard by the one process that
 * owns it (PGlite delivers a session's own notifications when its transaction commits). The listener
 * is called before the committing statement's caller goes on, so every write's answer already finds
 * this server's caches up to date, and `sync` has nobody else to wait for. Without it every cache was
 * off on PGlite, and each read (sysConfig, a session) queued for the one connection.
 */
export async function openEmbeddedChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const subscribers: ((change: Change) => void)[] = [];
  let generation = 0;
  const unlisten = await client.listen(CHANGE_CHANNEL, (payload) => {
    const change = changeOf(payload);
    if (!change) return;
    generation++;
    for (const fn of subscribers) fn(change);
  });
  return {
    live: () => true,
    generation: () => generation,
    subscribe: (fn) => void subscribers.push(fn),
    sync: async () => {},
    stats: () => ({ rounds: 0 }),
    close: () => unlisten().catch(() => {}),
  };
}

const RECONNECT_MS = 1_000;

/**
 * The change feed on PostgreSQL: one connection of its own LISTENs on `mcc_changes`. `sync` is a
 * round of acknowledgements: it announces `sync:<server>:<n>` and counts the listening connections
 * in the same statement; every listener answers `ack:<server>:<n>` when it reads the announcement,
 * which PostgreSQL delivers after every notification committed before it. A listener that does not
 * answer within `syncTimeoutMs` is logged and waited for no longer (its cache entries expire by
 * their own age).
 */
export async function openChangeFeed(opts: {
  url: string;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  syncTimeoutMs?: number;
}): Promise<ChangeFeed> {
  const { url, pool, log, syncTimeoutMs = 2_000 } = opts;
  const server = randomUUID().slice(0, 8);
  const subscribers: ((change: Change) => void)[] = [];
  const waiting = new Map<number, (from: string) => void>();
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let generation = 0;
  let rounds = 0;

  const emit = (change: Change) => {
    generation++;
    for (const fn of subscribers) fn(change);
  };

  function onNotification(payload: string) {
    const change = changeOf(payload);
    if (change) return emit(change);
    const [kind, a, b, c] = payload.split(':');
    if (kind === 'sync' && a) {
      client
        ?.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, `ack:${a}:${b}:${server}`])
        .catch((err) => log.warn(`change feed: could not acknowledge: ${describeDatabaseError(err)}`));
    } else if (kind === 'ack' && a === server) {
      waiting.get(Number(b))?.(c ?? '');
    }
  }

  function lost(err?: unknown) {
    if (!connected && client === undefined) return;
    connected = false;
    client = undefined;
    emit({ kind: 'reset' });
    if (closed) return;
    if (err)
      log.warn(`change feed: listener lost (${describeDatabaseError(err)}); caches off until it is back`);
    setTimeout(() => void connect().catch(() => lost()), RECONNECT_MS).unref();
  }

  async function connect() {
    const c = new pg.Client({
      connectionString: url,
      application_name: FEED_APPLICATION,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    c.on('error', (err) => lost(err));
    c.on('end', () => lost());
    c.on('notification', (n) => {
      if (n.channel === CHANGE_CHANNEL && n.payload) onNotification(n.payload);
    });
    client = c;
    await c.connect();
    await c.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (closed) return void (await c.end());
    // Whatever changed while nobody listened is unknown: the caches start empty.
    emit({ kind: 'reset' });
    connected = true;
  }

  /**
   * Writers share rounds: one round is under way at a time, and whoever asks meanwhile joins the next,
   * which is sent after the current one ends, so it covers every write committed before they asked
   * (never a round already under way).
   */
  const sync = batched(async (writers: undefined[]) => {
    await holdRound();
    return writers;
  });

  /** One round of acknowledgements. Never throws: a write that committed is answered even when the round cannot be held. */
  async function holdRound() {
    if (!connected) return;
    const round = ++rounds;
    const acks = new Set<string>();
    let expected = Number.POSITIVE_INFINITY;
    const { promise: finished, resolve: done } = Promise.withResolvers<void>();
    waiting.set(round, (from) => {
      acks.add(from);
      if (acks.size >= expected) done();
    });
    const timer = setTimeout(() => {
      log.warn({ acks: acks.size, expected }, 'change feed: a server did not acknowledge in time');
      done();
    }, syncTimeoutMs);
    try {
      const { rows } = await pool.query<{ listeners: number }>(
        `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_stat_activity
           WHERE application_name = $3 AND datname = current_database()) AS listeners`,
        [CHANGE_CHANNEL, `sync:${server}:${round}`, FEED_APPLICATION],
      );
      expected = rows[0]?.listeners ?? 0;
      if (acks.size >= expected) done();
      await finished;
    } catch (err) {
      log.warn(`change feed: sync failed: ${describeDatabaseError(err)}`);
    } finally {
      clearTimeout(timer);
      waiting.delete(round);
    }
  }

  // A feed that cannot listen yet leaves the caches off and keeps trying; the server still starts.
  await connect().catch((err) => lost(err));
  return {
    live: () => connected,
    generation: () => generation,
    subscribe: (fn) => void subscribers.push(fn),
    sync: () => sync(undefined),
    stats: () => ({ rounds }),
    async close() {
      closed = true;
      connected = false;
      await client?.end().catch(() => {});
    },
  };
}
