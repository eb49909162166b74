import type {
  AdminUserDetail,
  AuditAction,
  AuditTargetType,
  Language,
  SecuritySettings,
} from '@mcc/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { businessMinute } from '../../lib/business-day.ts';
import type { Place } from '../../lib/device-name.ts';
import { AppError } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { FAILURE_WINDOW_MS, LOCK_MS, MAX_FAILURES, type TryCounter } from '../../lib/try-counter.ts';
import { userSecurity } from './security.tables.ts';

/**
 * What account security needs from the rest of the app, handed in by `security.domain.ts` as plain
 * functions (security imports no other domain: auth, the wallet and resale call it).
 */
export interface SecurityPorts {
  /** Who the user is, for messages, the QR's label and the overview; undefined when there is no such user. */
  userOf(userId: number): Promise<SecurityUser | undefined>;
  /** The payment password, checked with its own try counter (auth). */
  verifyPayPassword(userId: number, payPassword: string): Promise<void>;
  /**
   * Sends a notice to one of the user's contacts, after their anti-phishing code (auth's code service,
   * which writes every message a person gets); a failed delivery is logged there, not thrown.
   */
  notify(message: {
    channel: 'sms' | 'email';
    target: string;
    event: string;
    text: string;
    lang: Language;
  }): Promise<void>;
  /** The console's settings of account security; read inside `tx` when given. */
  settings(tx?: Db | Tx): Promise<SecuritySettings>;
  /** How many sessions the user has open. */
  sessionsOf(userId: number): Promise<number>;
  /** Appends an operator's audit row inside the transaction of the change it describes. */
  audit(tx: Tx, entry: AuditEntry): Promise<void>;
  /** The console's user detail, which the console's security calls answer. */
  detailOf(userId: number): Promise<AdminUserDetail>;
}

export interface SecurityUser {
  uid: string;
  mobile: string | null;
  email: string | null;
  hasPayPassword: boolean;
}

/** An operator acting in the console (`actorOf(req)`). */
export interface Actor {
  operator: { id: number } | null;
  actor: string;
  ip: string;
}
export interface AuditEntry extends Actor {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

/** Where an operator's change comes from on the user's security page: nowhere they could see. */
export const NO_ORIGIN: Place = { device: '', ip: '' };

/** Wrong authenticator codes count as wrong passwords do: five in 15 minutes lock for 15 minutes. */
export const TOTP_TRIES: TryCounter<typeof userSecurity> = {
  table: userSecurity,
  id: 'userId',
  tries: 'totpFailures',
  windowStart: 'totpWindowStart',
  lockedUntil: 'totpLockedUntil',
  max: MAX_FAILURES,
  windowMs: FAILURE_WINDOW_MS,
  lockMs: LOCK_MS,
};

export type SecurityRow = typeof userSecurity.$inferSelect;

/** The user's row (none: nothing is on yet). */
export async function securityRow(tx: Db | Tx, userId: number): Promise<SecurityRow | undefined> {
  const [row] = await tx.select().from(userSecurity).where(eq(userSecurity.userId, userId));
  return row;
}

/**
 * The user's row, made if missing and locked until the transaction ends: one user's changes to the
 * address book and switches run one after the other, on any server, so the book's limit holds.
 */
export async function lockedSecurityRow(tx: Tx, userId: number): Promise<SecurityRow> {
  await tx.insert(userSecurity).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(userSecurity).where(eq(userSecurity.userId, userId)).for('update');
  if (!row) throw new Error(`user_security ${userId} vanished`);
  return row;
}

/** Whitelist-only holds while switched on, and after being switched off until the cooling period ends. */
export const whitelistInForce = (row: SecurityRow | undefined, now: Date) =>
  row !== undefined && (row.whitelistOnly || (row.whitelistOffAt !== null && row.whitelistOffAt > now));

/** A refusal that says until when: the time as users read it in `msg`, the instant in `data.until`. */
export const untilError = (key: MessageKey, until: Date, extra: Record<string, unknown> = {}) =>
  new AppError(key, { until: businessMinute(until) }, { until: until.toISOString(), ...extra });

/** `now` plus whole hours. */
export const hoursAfter = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);
