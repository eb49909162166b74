import type { Language } from '@mcc/contract';
import { eq, or } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { newInviteCode, newUid } from '../../lib/secrets.ts';
import { clearTries, failTry, lockedError, reserveTry } from '../../lib/try-counter.ts';
import type { ConfigService } from '../config/config.service.ts';
import { users, walletNonces } from './auth.tables.ts';
import { placeFrom, type SignInFrom } from './auth-devices.ts';
import type { AuthSessions } from './auth-sessions.ts';
import type { Contact, User } from './auth-user.ts';
import type { CodeService } from './code.service.ts';
import { LOGIN_TRIES } from './failure-lock.ts';
import type { SecurityPort } from './security-port.ts';
import type { SignInContext, SignInExtras, SignInGuard } from './sign-in-guard.ts';
import { checkWalletMessage } from './wallet-message.ts';

/** The constraint a unique violation names, looking through driver errors that drizzle wraps in `cause`. */
export function uniqueViolation(e: unknown): string | undefined {
  for (
    let err = e as { code?: string; constraint?: string; cause?: unknown } | undefined;
    err;
    err = err.cause as typeof err
  ) {
    if (err.code === '23505') return err.constraint ?? '';
  }
  return undefined;
}

/** "138****0001" or "ali***@…" style default nickname, so a new user never shows as blank. */
function defaultNickname(c: Contact): string {
  if (c.mobile) return `${c.mobile.slice(0, 3)}****${c.mobile.slice(-4)}`;
  const name = (c.email ?? '').split('@')[0] ?? '';
  return `${name.slice(0, 3)}***`;
}

/**
 * Becoming a user and signing in: a code sent to a mobile or e-mail, registration with it or with a
 * signed wallet message, password and wallet sign-in, a password reset.
 */
export function createAuthSignIn(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  codes: CodeService;
  settings: ConfigService;
  sessions: Pick<AuthSessions, 'endSessions'>;
  guard: SignInGuard;
  security: SecurityPort;
}) {
  const { db, clock, codes, settings, guard, security } = deps;
  const { endSessions } = deps.sessions;
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
    // The app's clock, as every business row's time: the dashboard's sign-ups count by it.
    const now = clock.now();
    for (let attempt = 0; ; attempt++) {
      try {
        const [u] = await db
          .insert(users)
          .values({ uid: newUid(), inviteCode: newInviteCode(), createdAt: now, updatedAt: now, ...values })
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

  /**
   * A new user proven by a `register` code. The payment password may come with it: the code proves the
   * contact for both, as a `paypwd` code would (one code, one step; changing it later needs its own).
   */
  async function register(
    input: Contact & {
      code: string;
      password: string;
      payPassword?: string;
      inviteCode?: string;
      deviceId?: string;
    },
    at: SignInContext,
  ) {
    const inviterId = await resolveInviter(input.inviteCode);
    if (await findByContact(input)) throw takenError(input);
    await codes.consume([contactTarget(input)], 'register', input.code);
    const [passwordHash, payPasswordHash] = await Promise.all([
      hashPassword(input.password),
      input.payPassword === undefined ? null : hashPassword(input.payPassword),
    ]);
    const user = await createUser({
      mobile: input.mobile ?? null,
      email: input.email ?? null,
      passwordHash,
      payPasswordHash,
      inviterId,
      nickname: defaultNickname(input),
    });
    return guard.welcome(user, { ...at, deviceId: input.deviceId });
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
   * Password sign-in; five failures inside 15 minutes lock the account for 15 minutes. Each try is
   * counted before the password is checked, so parallel guesses cannot outrun the lock. Then 2FA and
   * the device (`sign-in-guard.ts`): asked for only once the password is right.
   */
  async function login(input: { account: string; password: string } & SignInExtras, at: SignInContext) {
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
    return guard.admit(user, input, at);
  }

  const checkWallet = (input: { address: string; message: string; signature: string }) =>
    checkWalletMessage(input, { domains: walletDomains, now: clock.now() });

  /** Spends a nonce; a second use of the same signed message fails. */
  async function spendNonce(nonce: string, address: string) {
    const rows = await db.insert(walletNonces).values({ nonce, address }).onConflictDoNothing().returning();
    if (rows.length === 0) throw new AppError('WALLET_NONCE_USED');
  }

  async function walletLogin(
    input: { address: string; message: string; signature: string } & SignInExtras,
    at: SignInContext,
  ) {
    const { address, nonce } = await checkWallet(input);
    const [user] = await db.select().from(users).where(eq(users.walletAddress, address));
    // An unknown wallet spends nothing, so the same signature can go on to register.
    if (!user) throw new AppError('WALLET_NOT_REGISTERED');
    if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
    // Spent only once nothing more is asked: the same signed message comes back with the code asked for.
    return guard.admit(user, input, at, () => spendNonce(nonce, address));
  }

  async function walletRegister(
    input: {
      address: string;
      message: string;
      signature: string;
      inviteCode?: string;
      deviceId?: string;
    },
    at: SignInContext,
  ) {
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
    return guard.welcome(user, { ...at, deviceId: input.deviceId });
  }

  /**
   * A new password proven by a `resetpwd` code, and the 2FA code when it is on (asked for before the
   * message code is spent, checked after it: a stranger who knows only the number cannot wear the
   * 2FA tries down). Signs out every device and holds withdrawals for a while (docs/security.md).
   */
  async function resetPassword(
    input: Contact & { code: string; newPassword: string; totpCode?: string },
    from: SignInFrom,
  ) {
    const user = await findByContact(input);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    if (input.totpCode === undefined) await security.secondFactor(user.id, undefined);
    await codes.consume([contactTarget(input)], 'resetpwd', input.code);
    if (input.totpCode !== undefined) await security.secondFactor(user.id, input.totpCode);
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
      await security.startLock(user.id, 'password_reset', tx);
      await security.record(user.id, 'password_reset', placeFrom(from), tx);
    });
  }

  return { sendCode, register, login, walletLogin, walletRegister, resetPassword, createUser };
}
