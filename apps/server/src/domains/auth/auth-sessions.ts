import { and, eq, gt } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { users, userTokens } from './auth.tables.ts';
import { toUserInfo, type User } from './auth-user.ts';
import type { SessionLifetime } from './session-lifetime.ts';
import { createUserRowCache } from './user-row-cache.ts';

/** Sessions: a token issued at sign-in, the signed-in user of a token (renewing it), sign-out. */
export function createAuthSessions(deps: {
  db: Db;
  clock: Clock;
  feed: ChangeFeed;
  lifetime: SessionLifetime;
}) {
  const { db, clock, feed, lifetime } = deps;
  // Signed-in users by token hash: a read does not look its token up each time.
  const sessions = createUserRowCache<string>(feed, 20_000);

  /** A new session's row for `token`: unused, it ends after the idle time. */
  function sessionRow(userId: number, token: string) {
    const now = clock.now();
    return { userId, tokenHash: sha256(token), createdAt: now, expiresAt: lifetime.expiryAt(now, now) };
  }

  async function issueToken(user: User) {
    const token = newToken();
    await db.insert(userTokens).values(sessionRow(user.id, token));
    return { userinfo: { ...toUserInfo(user), token, expiresIn: lifetime.idleMs / 1000 } };
  }

  const endSessions = (tx: Db | Tx, userId: number) =>
    tx.delete(userTokens).where(eq(userTokens.userId, userId)).returning({ id: userTokens.id });

  /**
   * The signed-in user of a token, or undefined when it is unknown, expired or the user is suspended.
   * Using a session renews it (see `sessionLifetime`), written at most once per step.
   */
  async function authenticate(token: string): Promise<User | undefined> {
    const hash = sha256(token);
    const now = clock.now();
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
    if (renewed) await db.update(userTokens).set({ expiresAt: renewed }).where(eq(userTokens.id, row.id));
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

  return {
    sessionRow,
    issueToken,
    endSessions,
    authenticate,
    logout,
    logoutEverywhere,
    sessionStats: sessions.stats,
  };
}

export type AuthSessions = ReturnType<typeof createAuthSessions>;
