import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { totpStep } from '../../lib/totp.ts';
import {
  failTry,
  LOCK_MS,
  lockedError,
  releaseTry,
  reserveTry,
  type TryCounter,
} from '../../lib/try-counter.ts';
import { auditLog, operatorSessions, operators } from './admin.tables.ts';
import type { AuditService } from './audit.service.ts';
import { type OperatorRows, type SignedInOperator, toInfo } from './operator-rows.ts';

export const OPERATOR_SESSION_TTL_MS = 12 * 3_600_000;
/** Five wrong passwords or codes in a row (no window) lock an operator's sign-in for 15 minutes. */
const OPERATOR_TRIES: TryCounter<typeof operators> = {
  table: operators,
  id: 'id',
  tries: 'loginFailures',
  windowStart: null,
  lockedUntil: 'lockedUntil',
  max: 5,
  windowMs: null,
  lockMs: LOCK_MS,
};

/** Operators' sign-in (password, then TOTP once enabled) and the sessions it opens. */
export function createOperatorSignIn(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  rows: OperatorRows;
}) {
  const { db, clock, audit } = deps;
  const { byUsername, lockRow } = deps.rows;

  /** The newest TOTP step a sign-in of this operator used (kept in its audit rows), so no code works twice. */
  async function lastTotpStep(tx: Tx, id: number): Promise<number> {
    const [row] = await tx
      .select({ step: sql<string | null>`max((${auditLog.after}->>'totpStep')::bigint)` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'operator.login'),
          eq(auditLog.targetType, 'operator'),
          eq(auditLog.targetId, String(id)),
        ),
      );
    return row?.step == null ? -1 : Number(row.step);
  }

  /**
   * Password (and, once enabled, TOTP) sign-in; answers a 12-hour bearer token. Wrong passwords and
   * wrong codes count together: five in a row lock the operator for 15 minutes.
   */
  async function login(input: { username: string; password: string; totp?: string; ip: string }) {
    const found = await byUsername(input.username);
    if (!found) {
      await verifyPassword(null, input.password);
      throw new AppError('LOGIN_FAILED');
    }
    const now = clock.now();
    // Counted before the password is checked, so parallel guesses cannot outrun the lock.
    const attempt = await reserveTry(db, OPERATOR_TRIES, found.id, now);
    if (attempt.locked) throw lockedError('ACCOUNT_LOCKED', attempt.lockedUntil, now);
    const failed = async (key: 'LOGIN_FAILED' | 'TOTP_INVALID') => {
      const { lockedUntil } = await failTry(db, OPERATOR_TRIES, found.id, now);
      return lockedUntil ? lockedError('ACCOUNT_LOCKED', lockedUntil, now) : new AppError(key);
    };
    if (!(await verifyPassword(found.passwordHash, input.password))) throw await failed('LOGIN_FAILED');
    // The right password without its code is not a wrong try, but not a success either.
    if (found.status !== 'active' || (found.totpEnabled && input.totp === undefined)) {
      await releaseTry(db, OPERATOR_TRIES, found.id);
      throw new AppError(found.status !== 'active' ? 'OPERATOR_DISABLED' : 'TOTP_REQUIRED');
    }

    const token = newToken();
    const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_TTL_MS);
    const outcome = await db.transaction(async (tx) => {
      // The row lock serialises sign-ins of one operator, so two racing uses of one code cannot both pass.
      const o = await lockRow(tx, found.id);
      let step: number | null = null;
      if (o.totpEnabled) {
        step = o.totpSecret ? totpStep({ secret: o.totpSecret }, input.totp ?? '', now) : null;
        if (step === null || step <= (await lastTotpStep(tx, o.id))) return { ok: false as const };
      }
      const [updated] = await tx
        .update(operators)
        .set({ loginFailures: 0, lockedUntil: null, lastLoginAt: now })
        .where(eq(operators.id, o.id))
        .returning();
      await tx
        .delete(operatorSessions)
        .where(and(eq(operatorSessions.operatorId, o.id), lte(operatorSessions.expiresAt, now)));
      await tx.insert(operatorSessions).values({
        operatorId: o.id,
        tokenHash: sha256(token),
        ip: input.ip,
        createdAt: now,
        expiresAt,
      });
      await audit.record(tx, {
        operator: { id: o.id },
        actor: o.username,
        ip: input.ip,
        action: 'operator.login',
        targetType: 'operator',
        targetId: o.id,
        before: null,
        after: step === null ? null : { totpStep: step },
      });
      return { ok: true as const, operator: updated ?? o };
    });
    if (!outcome.ok) throw await failed('TOTP_INVALID');
    return { token, expiresAt: expiresAt.toISOString(), operator: toInfo(outcome.operator) };
  }

  /** The operator of a session token, or undefined when unknown, expired or disabled. */
  async function authenticate(token: string): Promise<SignedInOperator | undefined> {
    const [row] = await db
      .select({ operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(and(eq(operatorSessions.tokenHash, sha256(token)), gt(operatorSessions.expiresAt, clock.now())));
    return row && row.operator.status === 'active' ? toInfo(row.operator) : undefined;
  }

  async function logout(token: string) {
    await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, sha256(token)));
  }

  return { login, authenticate, logout };
}
