import type { LockReason, SecurityLock } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { userSecurity } from './security.tables.ts';
import {
  hoursAfter,
  type SecurityPorts,
  type SecurityRow,
  securityRow,
  untilError,
} from './security-ports.ts';

/** The hold in force on a row at `now`, or null. */
export const lockOf = (row: SecurityRow | undefined, now: Date): SecurityLock | null =>
  row?.lockedUntil && row.lockReason && row.lockedUntil > now
    ? { until: row.lockedUntil.toISOString(), reason: row.lockReason }
    : null;

/**
 * The hold on withdrawals (and resale releases) after a sensitive change: whoever took over a password,
 * a phone or the authenticator cannot move the money out before the owner notices (docs/security.md).
 */
export function createSecurityLocks(deps: { db: Db; clock: Clock; ports: Pick<SecurityPorts, 'settings'> }) {
  const { db, clock, ports } = deps;

  /**
   * Holds withdrawals for the console's hours after `reason` (a contact change has its own, longer
   * setting). A hold already running past the new end is kept, with its reason: one statement, so
   * changes made at once end with the later hold.
   */
  async function startLock(userId: number, reason: LockReason, tx: Db | Tx = db): Promise<void> {
    const settings = await ports.settings(tx);
    const hours =
      reason === 'contact_changed' ? settings.lockAfterContactHours : settings.lockAfterPasswordHours;
    if (hours <= 0) return;
    const now = clock.now();
    const until = hoursAfter(now, hours);
    const later = sql`${userSecurity.lockedUntil} IS NULL OR ${userSecurity.lockedUntil} < excluded.locked_until`;
    await tx
      .insert(userSecurity)
      .values({ userId, lockedUntil: until, lockReason: reason, updatedAt: now })
      .onConflictDoUpdate({
        target: userSecurity.userId,
        set: {
          lockReason: sql`CASE WHEN ${later} THEN excluded.lock_reason ELSE ${userSecurity.lockReason} END`,
          lockedUntil: sql`greatest(${userSecurity.lockedUntil}, excluded.locked_until)`,
          updatedAt: now,
        },
      });
  }

  /** Refuses with SECURITY_LOCKED (until when, and why) while a hold runs. */
  async function assertUnlocked(userId: number, tx: Db | Tx = db): Promise<void> {
    const lock = lockOf(await securityRow(tx, userId), clock.now());
    if (lock) throw untilError('SECURITY_LOCKED', new Date(lock.until), { reason: lock.reason });
  }

  return { startLock, assertUnlocked };
}

export type SecurityLocks = ReturnType<typeof createSecurityLocks>;
