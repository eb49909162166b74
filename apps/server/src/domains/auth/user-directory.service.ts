import { and, count, eq, gt, gte, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Tx } from '../../db/client.ts';
import { idIn, likeLiteral } from '../../lib/console-list.ts';
import { users, userTokens } from './auth.tables.ts';
import { createUserRowCache } from './user-row-cache.ts';

export type User = typeof users.$inferSelect;

/**
 * The users a console search finds (`q`): a user id, a UID or a wallet address exactly; a mobile by its
 * start or, from four digits on, its end (the last digits an operator is read out on the phone); an
 * e-mail or a nickname by its start, any case. Each is an index scan (users_*_search_idx).
 */
export function userSearch(q: string): SQL {
  const id = idIn(q);
  const start = `${likeLiteral(q.toLowerCase())}%`;
  const end = `${likeLiteral([...q].reverse().join(''))}%`;
  return or(
    id === undefined ? undefined : eq(users.id, id),
    eq(users.uid, q),
    eq(users.walletAddress, q),
    sql`${users.mobile} like ${start}`,
    // The end of a mobile from four digits on: fewer would find a tenth of the users.
    q.length < 4 ? undefined : sql`reverse(${users.mobile}) like ${end}`,
    sql`lower(${users.email}) like ${start}`,
    sql`lower(${users.nickname}) like ${start}`,
  ) as SQL;
}

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

  /** The ids of the users after `afterId`, in order, `limit` of them: a walk over every user in batches. */
  async function idsAfter(afterId: number, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(gt(users.id, afterId))
      .orderBy(users.id)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** How many users someone invited. */
  const countInvited = (inviterId: number) => db.$count(users, eq(users.inviterId, inviterId));

  /** How many sessions a user has open at `now` (the security page and the console's user detail). */
  const countSessions = (userId: number, now: Date) =>
    db.$count(userTokens, and(eq(userTokens.userId, userId), gt(userTokens.expiresAt, now)));

  /**
   * `column` (a user id in another domain's table) names one of the users `q` finds (`userSearch`):
   * `= any(array(…))`, which the planner reads as an index condition on `column` and can OR with
   * another (a hash, an address); an `in (select …)` would be a join, and the OR a walk of the table.
   */
  const userMatches = (column: SQLWrapper, q: string): SQL =>
    sql`${column} = any(array(select ${users.id} from ${users} where ${userSearch(q)}))`;

  /** The id of the user with this UID as a subquery (none when unknown), for another domain's list. */
  const idOfUidQuery = (uid: string): SQL =>
    sql`(select ${users.id} from ${users} where ${users.uid} = ${uid})`;

  return {
    byId,
    byIds,
    uidsOf,
    idOfUid,
    idOfUidQuery,
    idsAfter,
    userMatches,
    countUsers,
    countInvited,
    countSessions,
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
