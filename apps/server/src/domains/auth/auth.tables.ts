import { USER_STATUSES } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  (t) => [index('users_inviter_idx').on(t.inviterId)],
);

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
