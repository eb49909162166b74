import type { LockReason, SecurityAlerts, SecurityEventKind } from '@mcc/contract';
import type { Tx } from '../../db/client.ts';
import type { Place } from '../../lib/device-name.ts';

/**
 * What auth asks of the security domain (docs/security.md): the second factor at sign-in and for
 * sensitive changes, the hold on withdrawals a change starts, the account's security events and the
 * user centre's alerts of them (the anti-phishing code reaches the code service directly). Security
 * stands above auth (its tables reference users), so auth names the calls here and `auth.domain.ts`
 * hands in the security service's.
 */
export interface SecurityPort {
  /** 'none' while 2FA is off; when on, a missing, wrong or used code is refused (TOTP_REQUIRED, …). */
  secondFactor(
    userId: number,
    code: string | undefined,
    opts?: { recovery?: boolean; from?: Place },
  ): Promise<'none' | 'totp' | 'recovery'>;
  startLock(userId: number, reason: LockReason, tx?: Tx): Promise<unknown>;
  record(userId: number, kind: SecurityEventKind, place: Place, tx?: Tx): Promise<unknown>;
  /** The alarming events the user has not seen on the security page (the user centre's notice). */
  alerts(userId: number): Promise<SecurityAlerts>;
}
