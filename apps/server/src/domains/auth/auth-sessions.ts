import type { UserSession } from '@mcc/contract';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Place } from '../../lib/device-name.ts';
import { AppError } from '../../lib/errors.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { users, userTokens } from './auth.tables.ts';
import { toUserInfo, type User } from './auth-user.ts';
import type { SessionLifetime } from './session-lifetime.ts';
import { createUserRowCache } from './user-row-cache.ts';
import { createActivityRecorder } from './user-stats.service.ts';

/** Where a session signed in from: its device (`user_devices` row) and the place as shown. */
export interface SessionOrigin extends Place {
  deviceId: number | null;
}

/**
 * Sessions: a token issued at sign-in, the signed-in user of a token (renewing it), the user's list of
 * sessions, sign-out of one, of the others or of all. Ending a session deletes its row; the change feed
 * announces it and the request's answer waits until every server has heard (plugins/change-feed.ts),
 * so the token fails on its next call wherever it comes.
 */
export function createAuthSessions(deps: {
  db: Db;
  clock: Clock;
  feed: ChangeFeed;
  lifetime: SessionLifetime;
}) {
  const { db, clock, feed, lifetime } = deps;
  // Signed-in users by token hash: a read does not look its token up each time.
  const sessions = createUserRowCache<string>(feed, 20_000);
  const recordActive = createActivityRecorder({ db });

  /** A new session's row for `token`: unused, it ends after the idle time. */
  function sessionRow(userId: number, token: string, origin?: SessionOrigin) {
    const now = clock.now();
    return {
      userId,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: lifetime.expiryAt(now, now),
      lastSeenAt: now,
      ...origin,
    };
  }

  async function issueToken(user: User, origin?: SessionOrigin) {
    const token = newToken();
    await db.insert(userTokens).values(sessionRow(user.id, token, origin));
    return { userinfo: { ...toUserInfo(user), token, expiresIn: lifetime.idleMs / 1000 } };
  }

  const endSessions = (tx: Db | Tx, userId: number) =>
    tx.delete(userTokens).where(eq(userTokens.userId, userId)).returning({ id: userTokens.id });

  /**
   * The signed-in user of a token, or undefined when it is unknown, expired or the user is suspended.
   * Using a session renews it (see `sessionLifetime`), written at most once per step.
   */
  async function authenticate(token: string): Promise<User | undefined> {
    const now = clock.now();
    const user = await sessionUser(token, now);
    // The dashboard's active users: one write per user and hour at most.
    if (user) await recordActive(user.id, now);
    return user;
  }

  async function sessionUser(token: string, now: Date): Promise<User | undefined> {
    const hash = sha256(token);
    const cached = sessions.get(hash, now);
    if (cached) return cached;
    const generation = feed.generation();
    const [row] = await db
      .select({
        user: users,
        id: userTokens.id,
        createdAt: userTokens.createdAt,
        expiresAt: userTokens.expiresAt,
      })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .where(
        and(
          eq(userTokens.tokenHash, hash),
          gt(userTokens.expiresAt, now),
          gt(userTokens.createdAt, lifetime.signedInAfter(now)),
        ),
      );
    if (row?.user.status !== 'active') return undefined;
    const renewed = lifetime.renewal(row, now);
    // Last seen goes with the renewal: the sessions list knows it to a step, at no extra write.
    if (renewed)
      await db
        .update(userTokens)
        .set({ expiresAt: renewed, lastSeenAt: now })
        .where(eq(userTokens.id, row.id));
    const kept = { createdAt: row.createdAt, expiresAt: renewed ?? row.expiresAt };
    sessions.put(hash, row.user, generation, lifetime.recheckAt(kept));
    return row.user;
  }

  async function logout(token: string) {
    await db.delete(userTokens).where(eq(userTokens.tokenHash, sha256(token)));
  }

  /** "Sign out everywhere": ends every session of the user, the caller's own included. */
  async function logoutEverywhere(userId: number) {
    return { sessions: (await endSessions(db, userId)).length };
  }

  /** The user's live sessions, the most recently used first; `current` marks the caller's. */
  async function listSessions(userId: number, currentToken: string): Promise<UserSession[]> {
    const now = clock.now();
    const current = sha256(currentToken);
    const rows = await db
      .select()
      .from(userTokens)
      .where(
        and(
          eq(userTokens.userId, userId),
          gt(userTokens.expiresAt, now),
          gt(userTokens.createdAt, lifetime.signedInAfter(now)),
        ),
      )
      .orderBy(desc(sql`coalesce(${userTokens.lastSeenAt}, ${userTokens.createdAt})`), desc(userTokens.id));
    return rows.map((r) => ({
      id: r.id,
      device: r.device,
      ip: r.ip,
      signedInAt: r.createdAt.toISOString(),
      lastSeenAt: (r.lastSeenAt ?? r.createdAt).toISOString(),
      current: r.tokenHash === current,
    }));
  }

  /** Ends one of the user's sessions (the caller's own is allowed: it is a sign-out). */
  async function endSession(userId: number, id: number) {
    const ended = await db
      .delete(userTokens)
      .where(and(eq(userTokens.id, id), eq(userTokens.userId, userId)))
      .returning({ id: userTokens.id });
    if (ended.length === 0) throw new AppError('SESSION_NOT_FOUND');
  }

  /** Ends every session of the user but the caller's. */
  async function endOtherSessions(userId: number, currentToken: string) {
    const ended = await db
      .delete(userTokens)
      .where(and(eq(userTokens.userId, userId), ne(userTokens.tokenHash, sha256(currentToken))))
      .returning({ id: userTokens.id });
    return { sessions: ended.length };
  }

  return {
    sessionRow,
    issueToken,
    endSessions,
    authenticate,
    logout,
    logoutEverywhere,
    listSessions,
    endSession,
    endOtherSessions,
    sessionStats: sessions.stats,
  };
}

export type AuthSessions = ReturnType<typeof createAuthSessions>;
