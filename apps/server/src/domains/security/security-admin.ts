import type { AdminUserSecurity } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { userSecurity } from './security.tables.ts';
import type { SecurityAddresses } from './security-addresses.ts';
import type { SecurityEvents } from './security-events.ts';
import { lockOf } from './security-locks.ts';
import {
  type Actor,
  lockedSecurityRow,
  NO_ORIGIN,
  type SecurityPorts,
  securityRow,
  whitelistInForce,
} from './security-ports.ts';
import type { SecurityTotp } from './security-totp.ts';

/**
 * A user's protection in the console: read-only facts in the user detail, and the two things an
 * operator may do, each audited with the reason: reset a lost authenticator (which starts the hold,
 * as any change of the second factor does) and lift a hold.
 */
export function createSecurityAdmin(deps: {
  db: Db;
  clock: Clock;
  ports: Pick<SecurityPorts, 'userOf' | 'sessionsOf' | 'audit' | 'detailOf'>;
  events: SecurityEvents;
  totp: SecurityTotp;
  addresses: SecurityAddresses;
}) {
  const { db, clock, ports, events, totp, addresses } = deps;

  async function adminView(userId: number): Promise<AdminUserSecurity> {
    const [row, recoveryCodesLeft, count, sessions] = await Promise.all([
      securityRow(db, userId),
      totp.recoveryCodesLeft(userId),
      addresses.countOf(userId),
      ports.sessionsOf(userId),
    ]);
    const now = clock.now();
    return {
      totpOn: row?.totpEnabledAt != null,
      recoveryCodesLeft,
      antiPhishingSet: (row?.antiPhishing ?? '') !== '',
      addresses: count,
      whitelistOnly: whitelistInForce(row, now),
      lock: lockOf(row, now),
      sessions,
    };
  }

  async function existing(userId: number) {
    if (!(await ports.userOf(userId))) throw new AppError('USER_NOT_FOUND');
  }

  /** The user lost their authenticator: 2FA off, recovery codes gone, withdrawals held (audited). */
  async function resetTotp(userId: number, reason: string, by: Actor) {
    await existing(userId);
    await db.transaction(async (tx) => {
      const before = await lockedSecurityRow(tx, userId);
      if (!(await totp.turnOff(tx, userId))) throw new AppError('TOTP_NOT_ENABLED');
      const after = await securityRow(tx, userId);
      await events.record(userId, 'totp_reset', NO_ORIGIN, tx);
      await ports.audit(tx, {
        ...by,
        action: 'user.totp.reset',
        targetType: 'user',
        targetId: userId,
        before: { totpOn: before.totpEnabledAt !== null, lock: lockOf(before, clock.now()) },
        after: { totpOn: false, lock: lockOf(after, clock.now()), reason },
      });
    });
    return ports.detailOf(userId);
  }

  /** Ends the user's hold on withdrawals at once (audited with the hold that was lifted). */
  async function liftLock(userId: number, reason: string, by: Actor) {
    await existing(userId);
    await db.transaction(async (tx) => {
      const before = await lockedSecurityRow(tx, userId);
      await tx
        .update(userSecurity)
        .set({ lockedUntil: null, lockReason: null, updatedAt: clock.now() })
        .where(eq(userSecurity.userId, userId));
      await events.record(userId, 'lock_lifted', NO_ORIGIN, tx);
      await ports.audit(tx, {
        ...by,
        action: 'user.lock.lift',
        targetType: 'user',
        targetId: userId,
        before: { lock: lockOf(before, clock.now()) },
        after: { lock: null, reason },
      });
    });
    return ports.detailOf(userId);
  }

  return { adminView, resetTotp, liftLock };
}
