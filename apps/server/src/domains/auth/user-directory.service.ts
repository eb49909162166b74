import { and, count, eq, gt, gte, inArray } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users, userTokens } from './auth.tables.ts';
import { createUserRowCache } from './user-row-cache.ts';

export type User = typeof users.$inferSelect;

/**
 * Who users are, for the other domains: they name users (a UID beside an order, a team member's
 * nickname) through these lookups instead of reading auth's tables.
 */
export function createUserDirectory(deps: { db: Db; feed: ChangeFeed }) {
  const { db, feed } = deps;
  // Users as last read by `byIds`, kept exact by the change feed: pages that name other users (a
  // statement's counterparties, a team) read few rows.
  const known = createUserRowCache<number>(feed, 50_000);

  async function byId(id: number, tx: Db | Tx = db): Promise<User | undefined> {
    const [u] = await tx.select().from(users).where(eq(users.id, id));
    return u;
  }

  /** Users by id, for a page of rows that reference them (ids not found are absent). */
  async function byIds(ids: number[]): Promise<Map<number, User>> {
    const found = new Map<number, User>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const user = known.get(id);
      if (user) found.set(id, user);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = feed.generation();
    const rows = await db.select().from(users).where(inArray(users.id, missing));
    for (const user of rows) {
      found.set(user.id, user);
      known.put(user.id, user, generation);
    }
    return found;
  }

  /** The UIDs of users by id. */
  async function uidsOf(ids: number[]): Promise<Map<number, string>> {
    return new Map([...(await byIds(ids))].map(([id, u]) => [id, u.uid]));
  }

  /** The id of the user with this UID, or undefined. */
  async function idOfUid(uid: string): Promise<number | undefined> {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
    return u?.id;
  }

  /** How many users there are, or have signed up since an instant. */
  async function countUsers(since?: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(since ? gte(users.createdAt, since) : undefined);
    return row?.n ?? 0;
  }

  /** How many users someone invited. */
  const countInvited = (inviterId: number) => db.$count(users, eq(users.inviterId, inviterId));

  /** How many sessions a user has open at `now` (the security page and the console's user detail). */
  const countSessions = (userId: number, now: Date) =>
    db.$count(userTokens, and(eq(userTokens.userId, userId), gt(userTokens.expiresAt, now)));

  return { byId, byIds, uidsOf, idOfUid, countUsers, countInvited, countSessions };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
