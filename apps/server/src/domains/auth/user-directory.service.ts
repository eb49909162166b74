import { count, eq, gte, inArray } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from './auth.tables.ts';

export type User = typeof users.$inferSelect;

/**
 * Who users are, for the other domains: they name users (a UID beside an order, a team member's
 * nickname) through these lookups instead of reading auth's tables.
 */
/** A kept row is read again after this long, whatever the feed says (as the session cache's entries). */
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 50_000;

export function createUserDirectory(deps: { db: Db; feed: ChangeFeed }) {
  const { db, feed } = deps;
  // Users as last read by `byIds`, kept exact as the session cache is: dropped the moment the change
  // feed reports their row changed, kept only when no change came during the read, unused while the
  // feed is away. Pages that name other users (a statement's counterparties, a team) read few rows.
  const known = new Map<number, { user: User; readAt: number }>();
  feed.subscribe((change) => {
    if (change.kind === 'reset') known.clear();
    else if (change.kind === 'user') known.delete(change.userId);
  });

  function keptUser(id: number): User | undefined {
    const kept = known.get(id);
    if (kept && Date.now() - kept.readAt < MAX_AGE_MS) return kept.user;
    known.delete(id);
    return undefined;
  }

  function keep(user: User) {
    known.delete(user.id);
    if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value ?? -1);
    known.set(user.id, { user, readAt: Date.now() });
  }

  async function byId(id: number, tx: Db | Tx = db): Promise<User | undefined> {
    const [u] = await tx.select().from(users).where(eq(users.id, id));
    return u;
  }

  /** Users by id, for a page of rows that reference them (ids not found are absent). */
  async function byIds(ids: number[]): Promise<Map<number, User>> {
    const found = new Map<number, User>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const user = feed.live() ? keptUser(id) : undefined;
      if (user) found.set(id, user);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = feed.generation();
    const rows = await db.select().from(users).where(inArray(users.id, missing));
    const exact = feed.live() && feed.generation() === generation;
    for (const user of rows) {
      found.set(user.id, user);
      if (exact) keep(user);
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

  return { byId, byIds, uidsOf, idOfUid, countUsers, countInvited };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
