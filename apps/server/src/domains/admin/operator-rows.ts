import type { OperatorInfo, OperatorRow } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { operators } from './admin.tables.ts';

export type Operator = typeof operators.$inferSelect;
/** The signed-in operator, as routes see it on `req.operator`. */
export type SignedInOperator = OperatorInfo;

export const toInfo = (o: Operator): OperatorInfo => ({
  id: o.id,
  username: o.username,
  role: o.role,
  totpEnabled: o.totpEnabled,
});
export const toOperatorRow = (o: Operator): OperatorRow => ({
  ...toInfo(o),
  status: o.status,
  createdAt: o.createdAt.toISOString(),
  lastLoginAt: o.lastLoginAt?.toISOString() ?? null,
});
/** What the audit log keeps of an operator: never the password hash or the TOTP secret. */
export const auditView = (o: Operator) => ({
  username: o.username,
  role: o.role,
  status: o.status,
  totpEnabled: o.totpEnabled,
});

/** An operator's row, by username or id; locked for a change. */
export function createOperatorRows(db: Db) {
  async function byUsername(username: string) {
    const [o] = await db
      .select()
      .from(operators)
      .where(eq(operators.username, username.trim().toLowerCase()));
    return o;
  }

  async function lockRow(tx: Tx, id: number) {
    const [o] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
    if (!o) throw new AppError('OPERATOR_NOT_FOUND');
    return o;
  }

  async function get(id: number) {
    const [o] = await db.select().from(operators).where(eq(operators.id, id));
    if (!o) throw new AppError('OPERATOR_NOT_FOUND');
    return o;
  }

  return { byUsername, lockRow, get };
}

export type OperatorRows = ReturnType<typeof createOperatorRows>;
