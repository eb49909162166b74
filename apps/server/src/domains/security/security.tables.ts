import { LOCK_REASONS, NETWORKS, SECURITY_EVENT_KINDS } from '@mcc/contract';
import { bigint, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per user who has touched a protection (no row: nothing is on). The authenticator's secret
 * (set up, then on from `totpEnabledAt`), the newest time step a code was accepted for (a code of that
 * step or an older one is refused: no replay, on any server), the wrong-code counter (the password
 * policy: lib/try-counter.ts), the anti-phishing code, whitelist-only, the hold on withdrawals, and
 * when the user last saw their security events.
 */
export const userSecurity = pgTable('user_security', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totpSecret: text('totp_secret'),
  totpEnabledAt: at('totp_enabled_at'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  totpFailures: integer('totp_failures').notNull().default(0),
  totpWindowStart: at('totp_window_start'),
  totpLockedUntil: at('totp_locked_until'),
  antiPhishing: text('anti_phishing').notNull().default(''),
  whitelistOnly: boolean('whitelist_only').notNull().default(false),
  /** Whitelist-only was switched off: it holds until then. */
  whitelistOffAt: at('whitelist_off_at'),
  /** Withdrawals and resale releases are refused until then, and why. */
  lockedUntil: at('locked_until'),
  lockReason: text('lock_reason', { enum: LOCK_REASONS }),
  /** The user last opened the security page then: the user centre alerts only of events after it. */
  eventsSeenAt: at('events_seen_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The ten recovery codes of a user's 2FA, hashed; each works once. Replaced when 2FA is turned on again. */
export const recoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/** The withdrawal address book: named addresses, each usable from `usableAt` (added + the cooling period). */
export const withdrawAddresses = pgTable(
  'withdraw_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network', { enum: NETWORKS }).notNull(),
    /** In the network's canonical form (`normalizeAddress`), so one address is one row. */
    address: text('address').notNull(),
    label: text('label').notNull(),
    createdAt: at('created_at').notNull(),
    usableAt: at('usable_at').notNull(),
  },
  (t) => [unique('withdraw_addresses_user_address_uq').on(t.userId, t.network, t.address)],
);

/** What changed an account's protection, for the security page (newest first). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    device: text('device').notNull().default(''),
    ip: text('ip').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.at.desc())],
);
