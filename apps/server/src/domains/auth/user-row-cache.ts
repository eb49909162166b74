import type { ChangeFeed } from '../../db/change-feed.ts';
import type { users } from './auth.tables.ts';

type User = typeof users.$inferSelect;

/** An entry is dropped this long after it was read, whatever the feed says (a bound if a server stops answering it). */
const MAX_AGE_MS = 30_000;

interface Entry {
  user: User;
  /** Good until then on the app's clock (a session's own expiry), if it has one. */
  until: Date | undefined;
  readAt: number;
}

/**
 * User rows as last read, by some key (a sign-in token's hash, a user id), so a read does not ask the
 * database each time. Exact, not "eventually": an entry goes the moment the change feed reports its
 * user's row or tokens changed (logout, suspension, a new password, a profile edit), writers hold their
 * answer until every server has heard (`ChangeFeed.sync`), and nothing is served while the feed is not
 * listening. A read that raced a change is not kept (the feed's generation moved meanwhile). Past
 * `maxEntries` the oldest entries make room (a Map keeps insertion order).
 */
export function createUserRowCache<K>(feed: ChangeFeed, maxEntries: number, now: () => number = Date.now) {
  const byKey = new Map<K, Entry>();
  const byUser = new Map<number, Set<K>>();
  let hits = 0;
  let misses = 0;

  function drop(key: K) {
    const entry = byKey.get(key);
    if (!entry) return;
    byKey.delete(key);
    const keys = byUser.get(entry.user.id);
    keys?.delete(key);
    if (keys?.size === 0) byUser.delete(entry.user.id);
  }

  feed.subscribe((change) => {
    if (change.kind === 'reset') {
      byKey.clear();
      byUser.clear();
    } else if (change.kind === 'user') {
      for (const key of byUser.get(change.userId) ?? []) drop(key);
    }
  });

  /** The kept user under `key`, if the entry is still good at `at` (its own expiry included). */
  function get(key: K, at = new Date()): User | undefined {
    const entry = feed.live() ? byKey.get(key) : undefined;
    if (entry && (entry.until === undefined || entry.until > at) && now() - entry.readAt < MAX_AGE_MS) {
      hits++;
      return entry.user;
    }
    if (entry) drop(key);
    misses++;
    return undefined;
  }

  /** Keeps what a read found, unless the feed moved since `generation` (taken before the read). */
  function put(key: K, user: User, generation: number, until?: Date) {
    if (!feed.live() || feed.generation() !== generation) return;
    drop(key);
    if (byKey.size >= maxEntries) {
      const oldest = byKey.keys().next();
      if (!oldest.done) drop(oldest.value);
    }
    byKey.set(key, { user, until, readAt: now() });
    const keys = byUser.get(user.id) ?? new Set<K>();
    keys.add(key);
    byUser.set(user.id, keys);
  }

  return { get, put, stats: () => ({ hits, misses, size: byKey.size }) };
}
