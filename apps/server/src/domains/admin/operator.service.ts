import { operatorPassword, operatorUsername } from '@mcc/contract';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { type OperatorRole, operatorSessions, operators } from './admin.tables.ts';
import type { AuditActor, AuditService } from './audit.service.ts';
import { createOperatorPasswords, newOperatorPassword, parseOrThrow } from './operator-passwords.ts';
import { auditView, createOperatorRows, toOperatorRow } from './operator-rows.ts';
import { createOperatorSignIn } from './operator-sign-in.ts';
import { createOperatorTotp } from './operator-totp.ts';

export { newOperatorPassword } from './operator-passwords.ts';
export { type SignedInOperator, toOperatorRow } from './operator-rows.ts';
export { OPERATOR_SESSION_TTL_MS } from './operator-sign-in.ts';

function isUniqueViolation(e: unknown): boolean {
  for (let err = e as { code?: string; cause?: unknown } | undefined; err; err = err.cause as typeof err) {
    if (err.code === '23505') return true;
  }
  return false;
}

/**
 * The console's operators: created, listed, enabled or disabled here; sign-in and sessions
 * (`operator-sign-in.ts`), TOTP (`operator-totp.ts`) and passwords (`operator-passwords.ts`) apart.
 */
export function createOperatorService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const rows = createOperatorRows(db);
  const { lockRow } = rows;
  const signIn = createOperatorSignIn({ db, clock, audit, rows });
  const totp = createOperatorTotp({ db, clock, audit, rows });
  const passwords = createOperatorPasswords({ db, audit, rows });

  /**
   * Creates an operator. Without `password` a strong one is generated; either way it is answered
   * once and only its Argon2id hash is kept. The audit row commits with the operator.
   */
  async function create(input: { username: string; role: OperatorRole; password?: string }, by: AuditActor) {
    const username = parseOrThrow(operatorUsername, input.username, 'USERNAME_INVALID');
    const password =
      input.password === undefined
        ? newOperatorPassword()
        : parseOrThrow(operatorPassword, input.password, 'OPERATOR_PASSWORD_WEAK');
    const passwordHash = await hashPassword(password);
    try {
      const operator = await db.transaction(async (tx) => {
        const [o] = await tx
          .insert(operators)
          .values({ username, role: input.role, passwordHash, createdAt: clock.now() })
          .returning();
        if (!o) throw new Error('insert returned no row');
        await audit.record(tx, {
          ...by,
          action: 'operator.create',
          targetType: 'operator',
          targetId: o.id,
          before: null,
          after: auditView(o),
        });
        return o;
      });
      return { operator: toOperatorRow(operator), password };
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('USERNAME_TAKEN');
      throw e;
    }
  }

  /** Enables or disables an operator; disabling ends their sessions. No one changes their own status. */
  async function setStatus(operatorId: number, status: 'active' | 'disabled', by: AuditActor) {
    if (by.operator?.id === operatorId) throw new AppError('FORBIDDEN');
    return db.transaction(async (tx) => {
      const before = await lockRow(tx, operatorId);
      const [after] = await tx
        .update(operators)
        .set({ status, loginFailures: 0, lockedUntil: null })
        .where(eq(operators.id, operatorId))
        .returning();
      if (!after) throw new AppError('OPERATOR_NOT_FOUND');
      if (status === 'disabled') {
        await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
      }
      await audit.record(tx, {
        ...by,
        action: status === 'disabled' ? 'operator.disable' : 'operator.enable',
        targetType: 'operator',
        targetId: operatorId,
        before: auditView(before),
        after: auditView(after),
      });
      return toOperatorRow(after);
    });
  }

  async function countAll(): Promise<number> {
    const [{ total = 0 } = {}] = await db.select({ total: count() }).from(operators);
    return total;
  }

  /** Each operator's username by id, for another domain's list that names who did something. */
  async function usernamesOf(ids: number[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ id: operators.id, username: operators.username })
      .from(operators)
      .where(inArray(operators.id, wanted));
    return new Map(rows.map((r) => [r.id, r.username]));
  }

  return {
    create,
    usernamesOf,
    login: signIn.login,
    authenticate: signIn.authenticate,
    logout: signIn.logout,
    enrolTotp: totp.enrolTotp,
    confirmTotp: totp.confirmTotp,
    changePassword: passwords.changePassword,
    resetPassword: passwords.resetPassword,
    setStatus,
    count: countAll,
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;

export const FIRST_OPERATOR = 'admin';

/**
 * First start: when no operator exists, creates `admin` (super) with a generated password and answers
 * it so the caller prints it once. Answers null when any operator exists (or another server won the race).
 */
export async function createFirstOperator(
  service: OperatorService,
): Promise<{ username: string; password: string } | null> {
  if ((await service.count()) > 0) return null;
  try {
    const { password } = await service.create(
      { username: FIRST_OPERATOR, role: 'super' },
      { operator: null, actor: 'system:first-run', ip: '' },
    );
    return { username: FIRST_OPERATOR, password };
  } catch (e) {
    if (e instanceof AppError && e.key === 'USERNAME_TAKEN') return null;
    throw e;
  }
}
