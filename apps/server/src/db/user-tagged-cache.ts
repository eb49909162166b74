import type { ChangeFeed } from './change-feed.ts';

/** An entry is dropped this long after it was read, whatever the feed says (a bound if a server stops answering it). */
const MAX_AGE_MS = 30_000;

interface Entry<V> {
  value: V;
  users: readonly number[];
  readAt: number;
}

/**
 * Values that show users' rows (a user row itself, a page naming other users), by some key, kept
 * exact by the change feed: an entry goes the moment the feed reports a change to one of the users it
 * shows, everything goes on a reset, and nothing is served while the feed is not listening (always
 * so on PGlite). A read that raced a change is not kept (the feed's generation moved meanwhile).
 * Past `maxEntries` the oldest entries make room (a Map keeps insertion order).
 */
export function createUserTaggedCache<K, V>(
  feed: ChangeFeed,
  maxEntries: number,
  now: () => number = Date.now,
) {
  const byKey = new Map<K, Entry<V>>();
  const byUser = new Map<number, Set<K>>();
  let hits = 0;
  let misses = 0;

  function drop(key: K) {
    const entry = byKey.get(key);
    if (!entry) return;
    byKey.delete(key);
    for (const user of entry.users) {
      const keys = byUser.get(user);
      keys?.delete(key);
      if (keys?.size === 0) byUser.delete(user);
    }
  }

  feed.subscribe((change) => {
    if (change.kind === 'reset') {
      byKey.clear();
      byUser.clear();
    } else if (change.kind === 'user') {
      for (const key of byUser.get(change.userId) ?? []) drop(key);
    }
  });

  /** The value kept under `key`, if `good` (the caller's own condition: an expiry, a version) holds for it. */
  function get(key: K, good: (value: V) => boolean = () => true): V | undefined {
    const entry = feed.live() ? byKey.get(key) : undefined;
    if (entry && now() - entry.readAt < MAX_AGE_MS && good(entry.value)) {
      hits++;
      return entry.value;
    }
    if (entry) drop(key);
    misses++;
    return undefined;
  }

  /** Keeps what a read found, showing `users`, unless the feed moved since `generation` (taken before the read). */
  function put(key: K, value: V, users: readonly number[], generation: number) {
    if (!feed.live() || feed.generation() !== generation) return;
    drop(key);
    if (byKey.size >= maxEntries) {
      const oldest = byKey.keys().next();
      if (!oldest.done) drop(oldest.value);
    }
    byKey.set(key, { value, users, readAt: now() });
    for (const user of users) {
      const keys = byUser.get(user) ?? new Set<K>();
      keys.add(key);
      byUser.set(user, keys);
    }
  }

  return { get, put, stats: () => ({ hits, misses, size: byKey.size }) };
}
