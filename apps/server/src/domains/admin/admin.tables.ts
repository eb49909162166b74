import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const OPERATOR_ROLES = ['super', 'finance', 'operations'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** People who run the product, separate from users: own passwords, roles and sessions. */
export const operators = pgTable('operators', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: OPERATOR_ROLES }).notNull(),
  /** Base32 RFC 6238 secret; sign-in asks for a code once `totpEnabled`. */
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  loginFailures: integer('login_failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  createdAt: at('created_at').notNull().defaultNow(),
  lastLoginAt: at('last_login_at'),
});

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every admin write: who (an operator, or `cli:<user>` for the command line), what, the values
 * before and after, from where and when. Append-only: the migration refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').references(() => operators.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);
