import { eq, sql } from 'drizzle-orm';
import { batched } from '../../db/batched.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Place } from '../../lib/device-name.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { clearTries, failTry, lockedError, reserveTry } from '../../lib/try-counter.ts';
import { users } from './auth.tables.ts';
import type { User } from './auth-user.ts';
import type { CodeService } from './code.service.ts';
import { PAY_TRIES } from './failure-lock.ts';
import { createPayPasswordMemo } from './pay-password-memo.ts';
import type { SecurityPort } from './security-port.ts';

/** The payment password: checked in front of every money-moving call, set or changed by its owner. */
export function createAuthPayPassword(deps: {
  db: Db;
  clock: Clock;
  codes: CodeService;
  security: SecurityPort;
}) {
  const { db, clock, codes, security } = deps;
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

  /**
   * Sets or changes the six-digit payment password. Users with a mobile or e-mail prove it with a
   * `paypwd` code; wallet-only users give the current payment password instead, if one is set; and
   * the 2FA code when it is on (asked for before the message code is spent). A change (not the first
   * payment password: nothing could be paid before it) holds withdrawals for a while (docs/security.md).
   */
  async function setPayPassword(
    signedIn: User,
    input: { payPassword: string; code?: string; oldPayPassword?: string; totpCode?: string },
    place: Place,
  ) {
    // Read afresh: whether a payment password exists decides what must be shown, so no cached row.
    const [user = signedIn] = await db.select().from(users).where(eq(users.id, signedIn.id));
    if (input.totpCode === undefined) await security.secondFactor(user.id, undefined);
    const contacts = [user.mobile, user.email].filter((c): c is string => c !== null);
    if (contacts.length > 0) {
      if (!input.code) throw new AppError('PAY_PASSWORD_CODE_REQUIRED');
      await codes.consume(contacts, 'paypwd', input.code);
    } else if (user.payPasswordHash !== null) {
      if (!input.oldPayPassword || !(await verifyPassword(user.payPasswordHash, input.oldPayPassword))) {
        throw new AppError('PAY_PASSWORD_WRONG');
      }
    }
    if (input.totpCode !== undefined) await security.secondFactor(user.id, input.totpCode);
    const payPasswordHash = await hashPassword(input.payPassword);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          payPasswordHash,
          payFailures: 0,
          payWindowStart: null,
          payLockedUntil: null,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, user.id));
      if (user.payPasswordHash === null) return;
      await security.startLock(user.id, 'pay_password_changed', tx);
      await security.record(user.id, 'pay_password_changed', place, tx);
    });
  }

  return { verifyPayPassword, setPayPassword };
}
