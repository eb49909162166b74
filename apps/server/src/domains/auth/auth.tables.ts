import { LANGUAGES, USER_STATUSES } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid').notNull().unique(),
    inviteCode: text('invite_code').notNull().unique(),
    inviterId: integer('inviter_id').references((): AnyPgColumn => users.id),
    mobile: text('mobile').unique(),
    email: text('email').unique(),
    walletAddress: text('wallet_address').unique(),
    passwordHash: text('password_hash'),
    payPasswordHash: text('pay_password_hash'),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    bio: text('bio').notNull().default(''),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    /** Failed sign-ins inside the current 15-minute window, and when the window opened. */
    loginFailures: integer('login_failures').notNull().default(0),
    loginWindowStart: at('login_window_start'),
    lockedUntil: at('locked_until'),
    /** Wrong payment passwords inside the current 15-minute window; five lock money-moving calls. */
    payFailures: integer('pay_failures').notNull().default(0),
    payWindowStart: at('pay_window_start'),
    payLockedUntil: at('pay_locked_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('users_inviter_idx').on(t.inviterId),
    // The dashboard's new users per hour (admin-trends.service.ts), and "signed up today".
    index('users_created_idx').on(t.createdAt),
    // The console's search (user-directory.service.ts userSearch): a mobile by its start or its end, an
    // e-mail or a nickname by its start in any case; and the users list sorted by nickname.
    index('users_mobile_search_idx').on(t.mobile.op('text_pattern_ops')),
    index('users_mobile_end_search_idx').using('btree', sql`reverse(${t.mobile}) text_pattern_ops`),
    index('users_email_search_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('users_nickname_search_idx').using('btree', sql`lower(${t.nickname}) text_pattern_ops`),
    index('users_nickname_idx').on(t.nickname, t.id),
  ],
);

/**
 * The devices an account has signed in from: the browser's own random id (hashed), the name read from
 * its user agent, first and last sign-in, the app's language then. A sign-in from an id not here is a new device (docs/security.md).
 */
export const userDevices = pgTable(
  'user_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    name: text('name').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /**
     * The app's language at the device's last sign-in: the newest device's is the user's language for
     * messages sent outside a request (a deposit credited). Null for devices older than the column.
     */
    lang: text('lang', { enum: LANGUAGES }),
  },
  (t) => [unique('user_devices_user_device_uq').on(t.userId, t.deviceHash)],
);

/** Sessions: one per sign-in, with the device and the (masked) address it came from and when last used. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    deviceId: integer('device_id').references(() => userDevices.id, { onDelete: 'set null' }),
    /** The device's name when it signed in (`iPhone · Safari`); empty for sessions older than the column. */
    device: text('device').notNull().default(''),
    /** Masked (`203.0.113.*`): enough to tell places apart, not to find a person. */
    ip: text('ip').notNull().default(''),
    /** Written with the renewal (at most once a quarter hour); null until the first. */
    lastSeenAt: at('last_seen_at'),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    target: text('target').notNull(),
    event: text('event').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('verification_codes_target_event_idx').on(t.target, t.event, t.createdAt),
    index('verification_codes_target_created_idx').on(t.target, t.createdAt),
  ],
);

/** Nonces of signed wallet messages that were accepted: each works once. */
export const walletNonces = pgTable('wallet_nonces', {
  nonce: text('nonce').primaryKey(),
  address: text('address').notNull(),
  usedAt: at('used_at').notNull().default(sql`now()`),
});

/**
 * Who used the app in which UTC hour (any signed-in call): the dashboard's active users. Written at
 * most once per user and hour by each server (a memory of the hour's users), so it costs no write per
 * request.
 */
export const userActiveHours = pgTable(
  'user_active_hours',
  {
    hour: at('hour').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.hour, t.userId] })],
);
