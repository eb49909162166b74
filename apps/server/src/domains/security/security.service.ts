import type { Language, SecurityOverview } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Place } from '../../lib/device-name.ts';
import { maskContact } from '../../lib/mask.ts';
import { translate } from '../../lib/messages.ts';
import { userSecurity } from './security.tables.ts';
import { createSecurityAddresses } from './security-addresses.ts';
import { createSecurityAdmin } from './security-admin.ts';
import { createSecurityEvents } from './security-events.ts';
import { createSecurityLocks, lockOf } from './security-locks.ts';
import { lockedSecurityRow, type SecurityPorts, securityRow, whitelistInForce } from './security-ports.ts';
import { createSecurityTotp } from './security-totp.ts';

export type { Actor, SecurityPorts, SecurityUser } from './security-ports.ts';
export type { SecondFactor } from './security-totp.ts';

/**
 * Account security (docs/security.md): the authenticator (`security-totp.ts`), the address book
 * (`security-addresses.ts`), the hold after sensitive changes (`security-locks.ts`), the events
 * (`security-events.ts`), the console's side (`security-admin.ts`); here, the anti-phishing code, the
 * messages that carry it, and the overview. Auth, the wallet and resale call `secondFactor`,
 * `startLock`, `assertUnlocked`, `checkWithdrawAddress`, `antiPhishingOf`/`withAntiPhishing`, `notify`
 * (a notice on each of the user's contacts: the wallet's deposit credited), `record`, `alerts` (the
 * user centre's).
 */
export function createSecurityService(deps: { db: Db; clock: Clock; ports: SecurityPorts }) {
  const { db, clock, ports } = deps;
  const events = createSecurityEvents({ db, clock });
  const locks = createSecurityLocks({ db, clock, ports });
  const totp = createSecurityTotp({ db, clock, ports, events, locks });

  /** The user's anti-phishing code, or '' when they chose none. */
  const antiPhishingOf = async (userId: number) => (await securityRow(db, userId))?.antiPhishing ?? '';

  /** A message to the user, after the line with their anti-phishing code when they chose one. */
  async function withAntiPhishing(userId: number, lang: Language, text: string) {
    const code = await antiPhishingOf(userId);
    return code ? `${translate('ANTI_PHISHING_LINE', lang, { code })}\n${text}` : text;
  }

  /** Tells the user on each contact they have (a message that cannot be sent is logged, not refused). */
  async function notify(userId: number, lang: Language, event: string, text: string) {
    const user = await ports.userOf(userId);
    if (!user) return;
    const contacts = [
      user.mobile ? ({ channel: 'sms', target: user.mobile } as const) : null,
      user.email ? ({ channel: 'email', target: user.email } as const) : null,
    ];
    await Promise.all(contacts.flatMap((c) => (c ? [ports.notify({ ...c, event, text, lang })] : [])));
  }

  const addresses = createSecurityAddresses({
    db,
    clock,
    ports,
    events,
    secondFactor: (userId, code) => totp.secondFactor(userId, code),
    notify,
  });
  const admin = createSecurityAdmin({ db, clock, ports, events, totp, addresses });

  /** Sets the anti-phishing code (the second factor first, when it is on). */
  async function setAntiPhishing(userId: number, input: { code: string; totpCode?: string }, from: Place) {
    await totp.secondFactor(userId, input.totpCode, { from });
    await db.transaction(async (tx) => {
      await lockedSecurityRow(tx, userId);
      await tx
        .update(userSecurity)
        .set({ antiPhishing: input.code, updatedAt: clock.now() })
        .where(eq(userSecurity.userId, userId));
      await events.record(userId, 'anti_phishing_set', from, tx);
    });
  }

  /** What protects the account, and a score: the share of the five protections that are on. */
  async function overview(userId: number): Promise<SecurityOverview> {
    const [user, row, recoveryCodesLeft, count, sessions, recent] = await Promise.all([
      ports.userOf(userId),
      securityRow(db, userId),
      totp.recoveryCodesLeft(userId),
      addresses.countOf(userId),
      ports.sessionsOf(userId),
      events.recent(userId),
    ]);
    const now = clock.now();
    const totpOn = row?.totpEnabledAt != null;
    const antiPhishing = row?.antiPhishing ?? '';
    const whitelistOnly = whitelistInForce(row, now);
    const mobile = user?.mobile ?? null;
    const email = user?.email ?? null;
    const on = [
      totpOn,
      user?.hasPayPassword ?? false,
      antiPhishing !== '',
      whitelistOnly,
      !!(mobile || email),
    ];
    const offAt = row?.whitelistOffAt && row.whitelistOffAt > now ? row.whitelistOffAt.toISOString() : null;
    return {
      score: Math.round((on.filter(Boolean).length / on.length) * 100),
      totp: { on: totpOn, recoveryCodesLeft },
      payPassword: user?.hasPayPassword ?? false,
      mobile: mobile && maskContact({ mobile, email: null, walletAddress: null }),
      email: email && maskContact({ mobile: null, email, walletAddress: null }),
      antiPhishing,
      addresses: { count, whitelistOnly, whitelistOffAt: offAt },
      lock: lockOf(row, now),
      sessions,
      events: recent,
    };
  }

  return {
    // Called by the other domains.
    secondFactor: totp.secondFactor,
    startLock: locks.startLock,
    assertUnlocked: locks.assertUnlocked,
    checkWithdrawAddress: addresses.checkWithdrawAddress,
    antiPhishingOf,
    withAntiPhishing,
    notify,
    record: events.record,
    alerts: events.alerts,
    adminView: admin.adminView,
    // The user's calls.
    overview,
    markEventsSeen: events.markSeen,
    totpSetup: totp.setup,
    totpEnable: totp.enable,
    totpDisable: totp.disable,
    addressBook: addresses.book,
    addAddress: addresses.add,
    removeAddress: addresses.remove,
    setWhitelist: addresses.whitelist,
    setAntiPhishing,
    // The console's.
    resetTotp: admin.resetTotp,
    liftLock: admin.liftLock,
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
