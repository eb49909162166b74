import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config/env.ts';
import { batched } from '../../db/batched.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Place } from '../../lib/device-name.ts';
import { AppError } from '../../lib/errors.ts';
import type { ConfigService } from '../config/config.service.ts';
import { users } from './auth.tables.ts';
import { createContactChange } from './auth-contact-change.ts';
import { createAuthDevices } from './auth-devices.ts';
import { createAuthPayPassword } from './auth-pay-password.ts';
import { createAuthSessions } from './auth-sessions.ts';
import { createAuthSignIn } from './auth-sign-in.ts';
import { toUserInfo, type User } from './auth-user.ts';
import type { CodeService } from './code.service.ts';
import type { SecurityPort } from './security-port.ts';
import { sessionLifetime } from './session-lifetime.ts';
import { createSignInGuard } from './sign-in-guard.ts';
import { createUserRowCache } from './user-row-cache.ts';

export { toUserInfo, type User } from './auth-user.ts';

/**
 * Whether `url` is a file `userId` uploaded: the upload domain's answer, handed in by app.ts (a port:
 * upload stands above auth).
 */
export interface UploadOwnership {
  isUploadedBy(userId: number, url: string): Promise<boolean>;
}

/**
 * Users' accounts: sign-up and sign-in (`auth-sign-in.ts`, its 2FA and new-device checks in
 * `sign-in-guard.ts`), sessions and devices (`auth-sessions.ts`, `auth-devices.ts`), the payment
 * password (`auth-pay-password.ts`), a new mobile or e-mail (`auth-contact-change.ts`); here, the
 * profile, the user centre and finding a transfer's recipient.
 */
export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  codes: CodeService;
  settings: ConfigService;
  feed: ChangeFeed;
  uploads: UploadOwnership;
  security: SecurityPort;
}) {
  const { db, clock, codes, settings, feed, uploads, security } = deps;
  const lifetime = sessionLifetime(deps.config);
  // Transfer recipients by what the sender typed (a UID, mobile or email): any change to the user's
  // row drops the entry, so a number or email moved to someone else is looked up anew.
  const recipients = createUserRowCache<string>(feed, 20_000);
  const sessions = createAuthSessions({ db, clock, feed, lifetime });
  const devices = createAuthDevices({ db, clock });
  const guard = createSignInGuard({ codes, settings, security, devices, sessions });
  const signIn = createAuthSignIn({
    db,
    clock,
    config: deps.config,
    codes,
    settings,
    sessions,
    guard,
    security,
  });
  const payPassword = createAuthPayPassword({ db, clock, codes, security });
  const contactChange = createContactChange({
    db,
    clock,
    codes,
    security,
    verifyPayPassword: (userId, pay) => payPassword.verifyPayPassword(userId, pay),
  });

  /** "Sign out everywhere": every session of the user's, the caller's own included. */
  async function logoutEverywhere(userId: number, place: Place) {
    const ended = await sessions.logoutEverywhere(userId);
    await security.record(userId, 'sessions_ended', place);
    return ended;
  }

  /** Ends one session of the user's (SESSION_NOT_FOUND when it is not theirs or has ended). */
  async function endSession(userId: number, id: number, place: Place) {
    await sessions.endSession(userId, id);
    await security.record(userId, 'sessions_ended', place);
  }

  /** Ends every session of the user's but the caller's. */
  async function endOtherSessions(userId: number, currentToken: string, place: Place) {
    const ended = await sessions.endOtherSessions(userId, currentToken);
    if (ended.sessions > 0) await security.record(userId, 'sessions_ended', place);
    return ended;
  }

  /**
   * The user a transfer's `to` names: a UID first, then a mobile, then an e-mail, so a UID that looks
   * like someone's mobile still means the UID's owner. The sender sees who it is before confirming.
   */
  async function findRecipient(to: string): Promise<User | undefined> {
    const t = to.trim();
    const kept = recipients.get(t);
    if (kept) return kept;
    const generation = feed.generation();
    for (const where of [eq(users.uid, t), eq(users.mobile, t), eq(users.email, t.toLowerCase())]) {
      const [u] = await db.select().from(users).where(where);
      if (u) {
        recipients.put(t, u, generation);
        return u;
      }
    }
    return undefined;
  }

  async function updateProfile(userId: number, patch: { nickname?: string; avatar?: string; bio?: string }) {
    // Others see the avatar (the team list): it must be a picture this user uploaded, not someone else's.
    if (patch.avatar !== undefined && !(await uploads.isUploadedBy(userId, patch.avatar)))
      throw new AppError('AVATAR_NOT_YOURS');
    const [u] = await db
      .update(users)
      .set({ ...patch, updatedAt: clock.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!u) throw new AppError('UNAUTHORIZED');
    return toUserInfo(u);
  }

  /**
   * The user centre's figures in one prepared statement: the inviter's UID and nickname (if any) and
   * how many users this one invited (two round trips were most of the page's cost). The user centres
   * asked for at the same moment share the statement.
   */
  const centerQuery = (() => {
    const me = alias(users, 'me');
    const inviter = alias(users, 'inviter');
    return db
      .select({
        id: me.id,
        uid: inviter.uid,
        nickname: inviter.nickname,
        directMembers: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.inviterId} = ${me.id})`,
      })
      .from(me)
      .leftJoin(inviter, eq(inviter.id, me.inviterId))
      .where(sql`${me.id} = ANY(${sql.placeholder('ids')}::int[])`)
      .prepare('user_center');
  })();
  const centerRow = batched(async (ids: number[]) => {
    const rows = await centerQuery.execute({ ids: [...new Set(ids)] });
    return ids.map((id) => rows.find((r) => r.id === id));
  });

  /** The user centre: the figures above, and the security events the user has not seen (security's). */
  async function userCenter(user: User) {
    const [row, securityAlerts] = await Promise.all([centerRow(user.id), security.alerts(user.id)]);
    const inviter =
      row?.uid != null && row.nickname != null ? { uid: row.uid, nickname: row.nickname } : null;
    return {
      userinfo: toUserInfo(user),
      inviter,
      directMembers: Number(row?.directMembers ?? 0),
      securityAlerts,
    };
  }

  return {
    sendCode: signIn.sendCode,
    register: signIn.register,
    login: signIn.login,
    walletLogin: signIn.walletLogin,
    walletRegister: signIn.walletRegister,
    resetPassword: signIn.resetPassword,
    authenticate: sessions.authenticate,
    sessionRow: sessions.sessionRow,
    logout: sessions.logout,
    logoutEverywhere,
    listSessions: sessions.listSessions,
    endSession,
    endOtherSessions,
    changeContact: contactChange.changeContact,
    updateProfile,
    setPayPassword: payPassword.setPayPassword,
    userCenter,
    createUser: signIn.createUser,
    verifyPayPassword: payPassword.verifyPayPassword,
    findRecipient,
    sessionStats: sessions.sessionStats,
    /** The language of the user's newest sign-in, for a message sent outside a request (none: undefined). */
    languageOf: devices.languageOf,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
