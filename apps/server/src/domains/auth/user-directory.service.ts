import { count, eq, gte, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from './auth.tables.ts';

export type User = typeof users.$inferSelect;

/**
 * Who users are, for the other domains: they name users (a UID beside an order, a team member's
 * nickname) through these lookups instead of reading auth's tables.
 */
export function createUserDirectory(deps: { db: Db }) {
  const { db } = deps;

  async function byId(id: number, tx: Db | Tx = db): Promise<User | undefined> {
    const [u] = await tx.select().from(users).where(eq(users.id, id));
    return u;
  }

  /** Users by id, for a page of rows that reference them (ids not found are absent). */
  async function byIds(ids: number[]): Promise<Map<number, User>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db.select().from(users).where(inArray(users.id, unique));
    return new Map(rows.map((u) => [u.id, u]));
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

  return { byId, byIds, uidsOf, idOfUid, countUsers, countInvited };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
