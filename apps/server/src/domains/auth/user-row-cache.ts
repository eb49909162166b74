import type { ChangeFeed } from '../../db/change-feed.ts';
import { createUserTaggedCache } from '../../db/user-tagged-cache.ts';
import type { users } from './auth.tables.ts';

type User = typeof users.$inferSelect;

interface Entry {
  user: User;
  /** Good until then on the app's clock (a session's own expiry), if it has one. */
  until: Date | undefined;
}

/**
 * User rows as last read, by some key (a sign-in token's hash, a user id), so a read does not ask the
 * database each time. Exact, not "eventually" (see `createUserTaggedCache`): an entry goes the moment
 * the change feed reports its user's row or tokens changed (logout, suspension, a new password, a
 * profile edit), and writers hold their answer until every server has heard (`ChangeFeed.sync`).
 */
export function createUserRowCache<K>(feed: ChangeFeed, maxEntries: number, now: () => number = Date.now) {
  const cache = createUserTaggedCache<K, Entry>(feed, maxEntries, now);

  /** The kept user under `key`, if the entry is still good at `at` (its own expiry included). */
  const get = (key: K, at = new Date()): User | undefined =>
    cache.get(key, (e) => e.until === undefined || e.until > at)?.user;

  /** Keeps what a read found, unless the feed moved since `generation` (taken before the read). */
  const put = (key: K, user: User, generation: number, until?: Date) =>
    cache.put(key, { user, until }, [user.id], generation);

  return { get, put, stats: cache.stats };
}
