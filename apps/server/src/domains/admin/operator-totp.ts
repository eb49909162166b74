import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { newTotpSecret, totpStep, totpUri } from '../../lib/totp.ts';
import { operators } from './admin.tables.ts';
import type { AuditActor, AuditService } from './audit.service.ts';
import { auditView, type OperatorRows } from './operator-rows.ts';

const TOTP_ISSUER = 'MCC';

/** An operator's second factor: a TOTP secret enrolled, then turned on once a code proves it. */
export function createOperatorTotp(deps: { db: Db; clock: Clock; audit: AuditService; rows: OperatorRows }) {
  const { db, clock, audit } = deps;
  const { get, lockRow } = deps.rows;

  /**
   * Starts TOTP set-up: a new secret, not yet required at sign-in. Calling it again before confirming
   * replaces the secret; once enabled it is refused (turning TOTP off is a separate, audited act).
   */
  async function enrolTotp(operatorId: number) {
    const o = await get(operatorId);
    if (o.totpEnabled) throw new AppError('TOTP_ALREADY_ENABLED');
    const secret = newTotpSecret();
    await db.update(operators).set({ totpSecret: secret }).where(eq(operators.id, o.id));
    return { secret, uri: totpUri(secret, { issuer: TOTP_ISSUER, label: o.username }) };
  }

  /** Turns TOTP on once the operator proves their authenticator produces the enrolled secret's codes. */
  async function confirmTotp(operatorId: number, code: string, by: AuditActor) {
    await db.transaction(async (tx) => {
      const o = await lockRow(tx, operatorId);
      if (o.totpEnabled) throw new AppError('TOTP_ALREADY_ENABLED');
      if (!o.totpSecret) throw new AppError('TOTP_NOT_ENROLLED');
      if (totpStep({ secret: o.totpSecret }, code, clock.now()) === null) throw new AppError('TOTP_INVALID');
      const [after] = await tx
        .update(operators)
        .set({ totpEnabled: true })
        .where(eq(operators.id, o.id))
        .returning();
      await audit.record(tx, {
        ...by,
        action: 'operator.totp.enable',
        targetType: 'operator',
        targetId: o.id,
        before: auditView(o),
        after: after ? auditView(after) : null,
      });
    });
  }

  return { enrolTotp, confirmTotp };
}
