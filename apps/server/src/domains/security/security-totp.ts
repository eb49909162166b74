import { RECOVERY_CODE_COUNT } from '@mcc/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Place } from '../../lib/device-name.ts';
import { AppError } from '../../lib/errors.ts';
import { newTotpSecret, totpStep, totpUri } from '../../lib/totp.ts';
import { clearTries, failTry, lockedError, releaseTry, reserveTry } from '../../lib/try-counter.ts';
import { newRecoveryCode, recoveryHash } from './recovery-codes.ts';
import { recoveryCodes, userSecurity } from './security.tables.ts';
import type { SecurityEvents } from './security-events.ts';
import type { SecurityLocks } from './security-locks.ts';
import { NO_ORIGIN, type SecurityPorts, securityRow, TOTP_TRIES } from './security-ports.ts';

const TOTP_ISSUER = 'MCC';

/** What a second factor was given as: nothing was asked (2FA off), the app's code, a recovery code. */
export type SecondFactor = 'none' | 'totp' | 'recovery';

/**
 * The user's authenticator (TOTP, RFC 6238) and its ten recovery codes. A code is checked in front of
 * the sensitive calls of every domain (`secondFactor`); its tries count as a password's
 * (lib/try-counter.ts) and a code works once, on any server: the newest step used is kept on the row
 * and moved forward by one conditional UPDATE.
 */
export function createSecurityTotp(deps: {
  db: Db;
  clock: Clock;
  ports: Pick<SecurityPorts, 'userOf' | 'verifyPayPassword'>;
  events: SecurityEvents;
  locks: SecurityLocks;
}) {
  const { db, clock, ports, events, locks } = deps;

  /** Spends the authenticator's code: 'used' when its step (or a later one) was used before. */
  async function useTotp(userId: number, secret: string, code: string, now: Date) {
    const step = totpStep({ secret }, code, now);
    if (step === null) return 'wrong' as const;
    const [spent] = await db
      .update(userSecurity)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(userSecurity.userId, userId),
          eq(userSecurity.totpSecret, secret),
          sql`${userSecurity.totpLastStep} < ${step}`,
        ),
      )
      .returning({ userId: userSecurity.userId });
    return spent ? ('totp' as const) : ('used' as const);
  }

  /** Spends a recovery code, once. */
  async function useRecovery(userId: number, code: string, now: Date) {
    const hash = recoveryHash(userId, code);
    const mine = and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash));
    const [spent] = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(mine, isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    if (spent) return 'recovery' as const;
    return (await db.$count(recoveryCodes, mine)) > 0 ? ('used' as const) : ('wrong' as const);
  }

  /**
   * The second factor in front of a sensitive call: nothing to check while 2FA is off; else the
   * authenticator's code, or a recovery code where `recovery` allows one (sign-in, turning 2FA off).
   * Each try is reserved before the code is checked, so parallel guesses get no more than five checks.
   * Call it before the caller's transaction (its tries are counted in their own statements).
   */
  async function secondFactor(
    userId: number,
    code: string | undefined,
    opts: { recovery?: boolean; from?: Place } = {},
  ): Promise<SecondFactor> {
    const row = await securityRow(db, userId);
    if (!row?.totpEnabledAt || !row.totpSecret) return 'none';
    const given = code?.trim() ?? '';
    if (!given) throw new AppError('TOTP_REQUIRED');
    const now = clock.now();
    const attempt = await reserveTry(db, TOTP_TRIES, userId, now);
    if (attempt.locked) throw lockedError('TOTP_LOCKED', attempt.lockedUntil, now);
    const outcome = /^\d{6}$/.test(given)
      ? await useTotp(userId, row.totpSecret, given, now)
      : opts.recovery
        ? await useRecovery(userId, given, now)
        : 'wrong';
    if (outcome === 'used') {
      // A code seen before is no guess: neither right nor wrong.
      await releaseTry(db, TOTP_TRIES, userId);
      throw new AppError('TOTP_USED');
    }
    if (outcome === 'wrong') {
      const { lockedUntil, remaining } = await failTry(db, TOTP_TRIES, userId, now);
      if (lockedUntil) throw lockedError('TOTP_LOCKED', lockedUntil, now);
      throw new AppError('TOTP_INVALID', {}, { remaining });
    }
    await clearTries(db, TOTP_TRIES, userId);
    if (outcome === 'recovery') await events.record(userId, 'recovery_code_used', opts.from ?? NO_ORIGIN);
    return outcome;
  }

  /** A new secret for the app (the QR's `otpauth://` and the key to type); asked for nowhere until enabled. */
  async function setup(userId: number) {
    const user = await ports.userOf(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    const secret = newTotpSecret();
    const [enrolled] = await db
      .insert(userSecurity)
      .values({ userId, totpSecret: secret, updatedAt: clock.now() })
      .onConflictDoUpdate({
        target: userSecurity.userId,
        set: { totpSecret: secret, updatedAt: clock.now() },
        setWhere: isNull(userSecurity.totpEnabledAt),
      })
      .returning({ userId: userSecurity.userId });
    if (!enrolled) throw new AppError('TOTP_ALREADY_ENABLED');
    return { secret, uri: totpUri(secret, { issuer: TOTP_ISSUER, label: user.uid }) };
  }

  /**
   * Turns 2FA on once a code proves the app holds the secret (that code is then spent), and answers
   * the ten recovery codes, shown this once (only their hashes are kept). Withdrawals are held for a
   * while, as after every change of the second factor.
   */
  async function enable(userId: number, code: string, from: Place) {
    const row = await securityRow(db, userId);
    if (row?.totpEnabledAt) throw new AppError('TOTP_ALREADY_ENABLED');
    const secret = row?.totpSecret;
    if (!secret) throw new AppError('TOTP_NOT_ENROLLED');
    const now = clock.now();
    const step = totpStep({ secret }, code, now);
    if (step === null) throw new AppError('TOTP_INVALID');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      const [on] = await tx
        .update(userSecurity)
        .set({
          totpEnabledAt: now,
          totpLastStep: sql`greatest(${userSecurity.totpLastStep}, ${step})`,
          totpFailures: 0,
          totpWindowStart: null,
          totpLockedUntil: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(userSecurity.userId, userId),
            isNull(userSecurity.totpEnabledAt),
            eq(userSecurity.totpSecret, secret),
          ),
        )
        .returning({ userId: userSecurity.userId });
      // Another call came first: it turned 2FA on, or set up a new secret this code is not of.
      if (!on)
        throw new AppError(
          (await securityRow(tx, userId))?.totpEnabledAt ? 'TOTP_ALREADY_ENABLED' : 'TOTP_INVALID',
        );
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx
        .insert(recoveryCodes)
        .values(codes.map((c) => ({ userId, codeHash: recoveryHash(userId, c) })));
      await locks.startLock(userId, 'totp_changed', tx);
      await events.record(userId, 'totp_on', from, tx);
    });
    return { codes };
  }

  /**
   * Turns 2FA off (secret and recovery codes gone) inside `tx`, starting the hold; answers whether it
   * was on. The user's call and the operator's reset both end here.
   */
  async function turnOff(tx: Tx, userId: number): Promise<boolean> {
    const [off] = await tx
      .update(userSecurity)
      .set({ totpSecret: null, totpEnabledAt: null, updatedAt: clock.now() })
      .where(and(eq(userSecurity.userId, userId), isNotNull(userSecurity.totpEnabledAt)))
      .returning({ userId: userSecurity.userId });
    if (!off) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await locks.startLock(userId, 'totp_changed', tx);
    return true;
  }

  /** The user turns 2FA off: the payment password and a current code or a recovery code. */
  async function disable(userId: number, input: { code: string; payPassword: string }, from: Place) {
    if (!(await securityRow(db, userId))?.totpEnabledAt) throw new AppError('TOTP_NOT_ENABLED');
    await ports.verifyPayPassword(userId, input.payPassword);
    await secondFactor(userId, input.code, { recovery: true, from });
    await db.transaction(async (tx) => {
      if (!(await turnOff(tx, userId))) throw new AppError('TOTP_NOT_ENABLED');
      await events.record(userId, 'totp_off', from, tx);
    });
  }

  /** Recovery codes not yet used. */
  const recoveryCodesLeft = (userId: number) =>
    db.$count(recoveryCodes, and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));

  return { secondFactor, setup, enable, disable, turnOff, recoveryCodesLeft };
}

export type SecurityTotp = ReturnType<typeof createSecurityTotp>;
