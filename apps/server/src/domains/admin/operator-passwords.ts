import { randomInt } from 'node:crypto';
import { operatorPassword } from '@mcc/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/secrets.ts';
import { operatorSessions, operators } from './admin.tables.ts';
import type { AuditActor, AuditService } from './audit.service.ts';
import { type OperatorRows, toOperatorRow } from './operator-rows.ts';

/** No look-alikes (0/O, 1/l/I), so a password read off a terminal is typed right the first time. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** 20 characters from 55 (~115 bits), always with a letter and a digit so it meets `operatorPassword`. */
export function newOperatorPassword(): string {
  for (;;) {
    let s = '';
    for (let i = 0; i < 20; i++) s += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    if (/[A-Za-z]/.test(s) && /\d/.test(s)) return s;
  }
}

export function parseOrThrow<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  key: 'USERNAME_INVALID' | 'OPERATOR_PASSWORD_WEAK',
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError(key);
  return parsed.data;
}

/** Operators' passwords: changed by their owner, reset from the command line. */
export function createOperatorPasswords(deps: { db: Db; audit: AuditService; rows: OperatorRows }) {
  const { db, audit } = deps;
  const { byUsername, get } = deps.rows;

  /** Changes one's own password; every other session of the operator ends. */
  async function changePassword(
    operatorId: number,
    input: { oldPassword: string; newPassword: string; currentToken: string },
    by: AuditActor,
  ) {
    const o = await get(operatorId);
    if (!(await verifyPassword(o.passwordHash, input.oldPassword))) throw new AppError('OLD_PASSWORD_WRONG');
    const newPassword = parseOrThrow(operatorPassword, input.newPassword, 'OPERATOR_PASSWORD_WEAK');
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.update(operators).set({ passwordHash }).where(eq(operators.id, o.id));
      await tx
        .delete(operatorSessions)
        .where(
          and(
            eq(operatorSessions.operatorId, o.id),
            ne(operatorSessions.tokenHash, sha256(input.currentToken)),
          ),
        );
      await audit.record(tx, {
        ...by,
        action: 'operator.password.change',
        targetType: 'operator',
        targetId: o.id,
        before: null,
        after: null,
      });
    });
  }

  /** Recovery from the command line: a new generated password, the lock lifted, every session ended. */
  async function resetPassword(username: string, by: AuditActor) {
    const found = await byUsername(username);
    if (!found) throw new AppError('OPERATOR_NOT_FOUND');
    const password = newOperatorPassword();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx
        .update(operators)
        .set({ passwordHash, loginFailures: 0, lockedUntil: null })
        .where(eq(operators.id, found.id));
      await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, found.id));
      await audit.record(tx, {
        ...by,
        action: 'operator.password.reset',
        targetType: 'operator',
        targetId: found.id,
        before: null,
        after: null,
      });
    });
    return { operator: toOperatorRow(found), password };
  }

  return { changePassword, resetPassword };
}
