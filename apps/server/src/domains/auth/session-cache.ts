import type { ChangeFeed } from '../../db/change-feed.ts';
import type { users } from './auth.tables.ts';

type User = typeof users.$inferSelect;

/** An entry is dropped this long after it was read, whatever the feed says (a bound if a server stops answering it). */
const MAX_AGE_MS = 30_000;
/** Past this many signed-in tokens the oldest entries make room (a Map keeps insertion order). */
const MAX_ENTRIES = 20_000;

interface Entry {
  user: User;
  expiresAt: Date;
  readAt: number;
}

/**
 * Signed-in users by token hash, so a read does not look its token up each time. Exact, not
 * "eventually": an entry goes the moment the change feed reports its user's row or tokens changed
 * (logout, suspension, a new password, a profile edit), writers hold their answer until every server
 * has heard (`ChangeFeed.sync`), and nothing is served while the feed is not listening. A read that
 * raced a change is not kept (the feed's generation moved meanwhile).
 */
export function createSessionCache(feed: ChangeFeed, now: () => number = Date.now) {
  const byHash = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  let hits = 0;
  let misses = 0;

  function drop(hash: string) {
    const entry = byHash.get(hash);
    if (!entry) return;
    byHash.delete(hash);
    const hashes = byUser.get(entry.user.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) byUser.delete(entry.user.id);
  }

  feed.subscribe((change) => {
    if (change.kind === 'reset') {
      byHash.clear();
      byUser.clear();
    } else if (change.kind === 'user') {
      for (const hash of byUser.get(change.userId) ?? []) drop(hash);
    }
  });

  /** The cached user of a token hash, if the entry is still good at `at` (the token's own expiry included). */
  function get(hash: string, at: Date): User | undefined {
    const entry = feed.live() ? byHash.get(hash) : undefined;
    if (entry && entry.expiresAt > at && now() - entry.readAt < MAX_AGE_MS) {
      hits++;
      return entry.user;
    }
    if (entry) drop(hash);
    misses++;
    return undefined;
  }

  /** Keeps what a read found, unless the feed moved since `generation` (taken before the read). */
  function put(hash: string, user: User, expiresAt: Date, generation: number) {
    if (!feed.live() || feed.generation() !== generation) return;
    drop(hash);
    if (byHash.size >= MAX_ENTRIES) {
      const oldest = byHash.keys().next().value;
      if (oldest !== undefined) drop(oldest);
    }
    byHash.set(hash, { user, expiresAt, readAt: now() });
    const hashes = byUser.get(user.id) ?? new Set<string>();
    hashes.add(hash);
    byUser.set(user.id, hashes);
  }

  return { get, put, stats: () => ({ hits, misses, size: byHash.size }) };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
