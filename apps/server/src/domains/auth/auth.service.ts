import type { Language, UserInfo } from '@mcc/contract';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config/env.ts';
import { batched } from '../../db/batched.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { newInviteCode, newToken, newUid, sha256 } from '../../lib/secrets.ts';
import { clearTries, failTry, lockedError, reserveTry } from '../../lib/try-counter.ts';
import type { ConfigService } from '../config/config.service.ts';
import { users, userTokens, walletNonces } from './auth.tables.ts';
import type { CodeService } from './code.service.ts';
import { LOGIN_TRIES, PAY_TRIES } from './failure-lock.ts';
import { createPayPasswordMemo } from './pay-password-memo.ts';
import { sessionLifetime } from './session-lifetime.ts';
import { createUserRowCache } from './user-row-cache.ts';
import { checkWalletMessage } from './wallet-message.ts';

export type User = typeof users.$inferSelect;
type Contact = { mobile?: string; email?: string };

export function toUserInfo(u: User): UserInfo {
  return {
    id: u.id,
    uid: u.uid,
    nickname: u.nickname,
    avatar: u.avatar,
    bio: u.bio,
    mobile: u.mobile,
    email: u.email,
    walletAddress: u.walletAddress,
    inviteCode: u.inviteCode,
    hasPayPassword: u.payPasswordHash !== null,
    createdAt: u.createdAt.toISOString(),
  };
}

/**
 * Whether `url` is a file `userId` uploaded: the upload domain's answer, handed in by app.ts (a port:
 * upload stands above auth).
 */
export interface UploadOwnership {
  isUploadedBy(userId: number, url: string): Promise<boolean>;
}

/** The constraint a unique violation names, looking through driver errors that drizzle wraps in `cause`. */
function uniqueViolation(e: unknown): string | undefined {
  for (
    let err = e as { code?: string; constraint?: string; cause?: unknown } | undefined;
    err;
    err = err.cause as typeof err
  ) {
    if (err.code === '23505') return err.constraint ?? '';
  }
  return undefined;
}

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  codes: CodeService;
  settings: ConfigService;
  feed: ChangeFeed;
  uploads: UploadOwnership;
}) {
  const { db, clock, codes, settings, feed, uploads } = deps;
  const lifetime = sessionLifetime(deps.config);
  // Signed-in users by token hash: a read does not look its token up each time.
  const sessions = createUserRowCache<string>(feed, 20_000);
  // Transfer recipients by what the sender typed (a UID, mobile or email): any change to the user's
  // row drops the entry, so a number or email moved to someone else is looked up anew.
  const recipients = createUserRowCache<string>(feed, 20_000);
  const payMemo = createPayPasswordMemo();
  // A payer's row, read fresh for each payment (never from a cache: the tries must be exact); the
  // payments of the same moment read theirs in one statement.
  const payerRows = db
    .select()
    .from(users)
    .where(sql`${users.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('payer_rows');
  const payerRow = batched(async (ids: number[]) => {
    const rows = await payerRows.execute({ ids: [...new Set(ids)] });
    const byId = new Map(rows.map((u) => [u.id, u]));
    return ids.map((id) => byId.get(id));
  });
  const publicHost = new URL(deps.config.publicUrl).host;
  // Without an explicit PUBLIC_URL the app is reached on loopback under either name.
  const walletDomains = deps.config.PUBLIC_URL
    ? [publicHost]
    : [publicHost, `localhost:${deps.config.PORT}`, `127.0.0.1:${deps.config.PORT}`];

  const contactColumn = (c: Contact) =>
    c.mobile !== undefined ? eq(users.mobile, c.mobile) : eq(users.email, c.email ?? '');
  const contactTarget = (c: Contact) => c.mobile ?? c.email ?? '';

  async function findByContact(c: Contact) {
    const [u] = await db.select().from(users).where(contactColumn(c));
    return u;
  }

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

  /** The inviter named by `inviteCode`, or none when the settings allow registering without one. */
  async function resolveInviter(inviteCode: string | undefined): Promise<number | null> {
    if (inviteCode === undefined) {
      if ((await settings.get()).inviteRequired) throw new AppError('INVITE_CODE_REQUIRED');
      return null;
    }
    const [inviter] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, inviteCode));
    if (!inviter) throw new AppError('INVITE_CODE_INVALID');
    return inviter.id;
  }

  /** Inserts a user with fresh public ids, retrying the rare collision of a random UID or invite code. */
  async function createUser(values: Partial<typeof users.$inferInsert>): Promise<User> {
    for (let attempt = 0; ; attempt++) {
      try {
        const [u] = await db
          .insert(users)
          .values({ uid: newUid(), inviteCode: newInviteCode(), ...values })
          .returning();
        if (!u) throw new Error('insert returned no row');
        return u;
      } catch (e) {
        const constraint = uniqueViolation(e);
        if (constraint === undefined) throw e;
        if (constraint.includes('mobile')) throw new AppError('MOBILE_TAKEN');
        if (constraint.includes('email')) throw new AppError('EMAIL_TAKEN');
        if (constraint.includes('wallet')) throw new AppError('WALLET_TAKEN');
        if (attempt >= 5) throw e;
      }
    }
  }

  const takenError = (c: Contact) => new AppError(c.mobile !== undefined ? 'MOBILE_TAKEN' : 'EMAIL_TAKEN');

  /** Checks that a code may be sent for `event` to this contact, then sends it. */
  async function sendCode(input: Contact & { event: string; lang: Language }) {
    const existing = await findByContact(input);
    const mustExist = input.event === 'resetpwd' || input.event === 'paypwd';
    if (mustExist && !existing) throw new AppError('ACCOUNT_NOT_FOUND');
    if (!mustExist && existing) throw takenError(input);
    return codes.send({
      channel: input.mobile !== undefined ? 'sms' : 'email',
      target: contactTarget(input),
      event: input.event,
      lang: input.lang,
    });
  }

  async function register(input: Contact & { code: string; password: string; inviteCode?: string }) {
    const inviterId = await resolveInviter(input.inviteCode);
    if (await findByContact(input)) throw takenError(input);
    await codes.consume([contactTarget(input)], 'register', input.code);
    const user = await createUser({
      mobile: input.mobile ?? null,
      email: input.email ?? null,
      passwordHash: await hashPassword(input.password),
      inviterId,
      nickname: defaultNickname(input),
    });
    return issueToken(user);
  }

  async function findByAccount(account: string) {
    const a = account.trim();
    const [u] = await db
      .select()
      .from(users)
      .where(or(eq(users.mobile, a), eq(users.email, a.toLowerCase()), eq(users.uid, a)));
    return u;
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

  /**
   * Password sign-in; five failures inside 15 minutes lock the account for 15 minutes. Each try is
   * counted before the password is checked, so parallel guesses cannot outrun the lock.
   */
  async function login(input: { account: string; password: string }) {
    const user = await findByAccount(input.account);
    if (!user) {
      await verifyPassword(null, input.password);
      throw new AppError('LOGIN_FAILED');
    }
    const now = clock.now();
    const attempt = await reserveTry(db, LOGIN_TRIES, user.id, now);
    if (attempt.locked) throw lockedError('ACCOUNT_LOCKED', attempt.lockedUntil, now);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      const { lockedUntil } = await failTry(db, LOGIN_TRIES, user.id, now);
      if (lockedUntil) throw lockedError('ACCOUNT_LOCKED', lockedUntil, now);
      throw new AppError('LOGIN_FAILED');
    }
    await clearTries(db, LOGIN_TRIES, user.id);
    if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
    return issueToken(user);
  }

  /**
   * The gate in front of every money-moving call: the user's six-digit payment password. Five wrong
   * tries inside 15 minutes lock money-moving calls for 15 minutes; each try is counted in its own
   * statement before the password is checked, so it counts even though the call fails, and parallel
   * calls get no more than five checks.
   *
   * `held`: the payer's row as the request already has it (its sign-in's). It answers the memo's
   * question as well as a fresh read does: a change to the tries committed before the request began
   * has reached it (a writer's answer waits until every server has heard), and one committed since is
   * concurrent with it. Anything the memo cannot answer reads the row fresh.
   */
  async function verifyPayPassword(userId: number, payPassword: string, held?: User): Promise<void> {
    if (held?.id === userId && memoAnswers(held, payPassword)) return;
    const user = await payerRow(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    const hash = user.payPasswordHash;
    if (hash === null) throw new AppError('PAY_PASSWORD_NOT_SET');
    if (memoAnswers(user, payPassword)) return;
    const now = clock.now();
    const attempt = await reserveTry(db, PAY_TRIES, user.id, now);
    if (attempt.locked) throw lockedError('PAY_PASSWORD_LOCKED', attempt.lockedUntil, now);
    if (await verifyPassword(hash, payPassword)) {
      payMemo.remember(user.id, hash, payPassword);
      return void (await clearTries(db, PAY_TRIES, user.id));
    }
    const { lockedUntil, remaining } = await failTry(db, PAY_TRIES, user.id, now);
    if (lockedUntil) throw lockedError('PAY_PASSWORD_LOCKED', lockedUntil, now);
    throw new AppError('PAY_PASSWORD_WRONG_LEFT', { remaining }, { remaining });
  }

  /**
   * No wrong try counted, none under way and no lock, and the memo knows this password: the counted
   * path would reserve a try, find the password right and clear it again, so the answer is the same
   * answer, without the Argon2.
   */
  const memoAnswers = (user: User, payPassword: string) =>
    user.payPasswordHash !== null &&
    user.payFailures === 0 &&
    user.payLockedUntil === null &&
    payMemo.matches(user.id, user.payPasswordHash, payPassword);

  const checkWallet = (input: { address: string; message: string; signature: string }) =>
    checkWalletMessage(input, { domains: walletDomains, now: clock.now() });

  /** Spends a nonce; a second use of the same signed message fails. */
  async function spendNonce(nonce: string, address: string) {
    const rows = await db.insert(walletNonces).values({ nonce, address }).onConflictDoNothing().returning();
    if (rows.length === 0) throw new AppError('WALLET_NONCE_USED');
  }

  async function walletLogin(input: { address: string; message: string; signature: string }) {
    const { address, nonce } = await checkWallet(input);
    const [user] = await db.select().from(users).where(eq(users.walletAddress, address));
    // An unknown wallet spends nothing, so the same signature can go on to register.
    if (!user) throw new AppError('WALLET_NOT_REGISTERED');
    if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
    await spendNonce(nonce, address);
    return issueToken(user);
  }

  async function walletRegister(input: {
    address: string;
    message: string;
    signature: string;
    inviteCode?: string;
  }) {
    const { address, nonce } = await checkWallet(input);
    const inviterId = await resolveInviter(input.inviteCode);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.walletAddress, address));
    if (existing) throw new AppError('WALLET_TAKEN');
    await spendNonce(nonce, address);
    const user = await createUser({
      walletAddress: address,
      inviterId,
      nickname: `${address.slice(0, 6)}…${address.slice(-4)}`,
    });
    return issueToken(user);
  }

  async function resetPassword(input: Contact & { code: string; newPassword: string }) {
    const user = await findByContact(input);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    await codes.consume([contactTarget(input)], 'resetpwd', input.code);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash,
          loginFailures: 0,
          loginWindowStart: null,
          lockedUntil: null,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, user.id));
      // A new password signs out every device.
      await endSessions(tx, user.id);
    });
  }

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
   * Sets or changes the six-digit payment password. Users with a mobile or e-mail prove it with a
   * `paypwd` code; wallet-only users give the current payment password instead, if one is set.
   */
  async function setPayPassword(
    signedIn: User,
    input: { payPassword: string; code?: string; oldPayPassword?: string },
  ) {
    // Read afresh: whether a payment password exists decides what must be shown, so no cached row.
    const [user = signedIn] = await db.select().from(users).where(eq(users.id, signedIn.id));
    const contacts = [user.mobile, user.email].filter((c): c is string => c !== null);
    if (contacts.length > 0) {
      if (!input.code) throw new AppError('PAY_PASSWORD_CODE_REQUIRED');
      await codes.consume(contacts, 'paypwd', input.code);
    } else if (user.payPasswordHash !== null) {
      if (!input.oldPayPassword || !(await verifyPassword(user.payPasswordHash, input.oldPayPassword))) {
        throw new AppError('PAY_PASSWORD_WRONG');
      }
    }
    await db
      .update(users)
      .set({
        payPasswordHash: await hashPassword(input.payPassword),
        payFailures: 0,
        payWindowStart: null,
        payLockedUntil: null,
        updatedAt: clock.now(),
      })
      .where(eq(users.id, user.id));
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

  async function userCenter(user: User) {
    const row = await centerRow(user.id);
    const inviter =
      row?.uid != null && row.nickname != null ? { uid: row.uid, nickname: row.nickname } : null;
    return { userinfo: toUserInfo(user), inviter, directMembers: Number(row?.directMembers ?? 0) };
  }

  return {
    sendCode,
    register,
    login,
    walletLogin,
    walletRegister,
    resetPassword,
    authenticate,
    sessionRow,
    logout,
    logoutEverywhere,
    updateProfile,
    setPayPassword,
    userCenter,
    createUser,
    verifyPayPassword,
    findRecipient,
    sessionStats: sessions.stats,
  };
}

/** "138****0001" or "ali***@…" style default nickname, so a new user never shows as blank. */
function defaultNickname(c: Contact): string {
  if (c.mobile) return `${c.mobile.slice(0, 3)}****${c.mobile.slice(-4)}`;
  const name = (c.email ?? '').split('@')[0] ?? '';
  return `${name.slice(0, 3)}***`;
}

export type AuthService = ReturnType<typeof createAuthService>;
