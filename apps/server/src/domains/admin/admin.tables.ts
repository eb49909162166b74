import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    // The console's log: a range of times, an actor by the start of its name, a target id found.
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_search_idx').on(t.actor.op('text_pattern_ops')),
    index('audit_log_target_id_idx').on(t.targetId),
  ],
);

export const PROPOSAL_KINDS = ['adjust', 'payout'] as const;
export const PROPOSAL_STATES = ['pending', 'applied', 'refused', 'cancelled'] as const;

/**
 * Four eyes on money: a manual adjustment, or the payout of a withdrawal above the console's
 * threshold, proposed by one operator and applied only when another approves it. `ref` names what a
 * payout pays (`withdrawal:<id>`; one pending proposal per ref); `params` holds the call to make
 * (the adjustment's body, the payout's transaction hash); `result` what applying it answered.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: PROPOSAL_KINDS }).notNull(),
    state: text('state', { enum: PROPOSAL_STATES }).notNull().default('pending'),
    userId: integer('user_id').notNull(),
    asset: text('asset').notNull(),
    /** Micro-units, for the queue's sorting and the threshold; the exact call is in `params`. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    ref: text('ref').notNull().default(''),
    params: jsonb('params').notNull(),
    reason: text('reason').notNull().default(''),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => operators.id),
    proposedAt: at('proposed_at').notNull(),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note').notNull().default(''),
    result: jsonb('result'),
  },
  (t) => [
    index('proposals_state_idx').on(t.state, t.id),
    uniqueIndex('proposals_pending_ref_uq').on(t.ref).where(sql`${t.state} = 'pending' and ${t.ref} <> ''`),
  ],
);

/**
 * An operator's Idempotency-Key on a console call that moves money (a bulk decision, a proposal): the
 * first answer, kept a day, so a retried submit is answered with it instead of acting again. `answer`
 * is null while the first request runs; a request that fails gives its key back (deletes the row).
 */
export const operatorRequestKeys = pgTable(
  'operator_request_keys',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the route and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.key] })],
);

/**
 * The dashboard's figures per UTC hour, kept by the rollup (docs/decisions/console.md): `metric`
 * (`deposits`, `withdrawals`, `yield`, …) by `dim` (a network or an asset, '' for none), how many and
 * how much (micro-units). An hour is recomputed whole from the business tables, so a rerun is exact;
 * the hours not yet rolled up are read from those tables directly.
 */
export const statsHourly = pgTable(
  'stats_hourly',
  {
    metric: text('metric').notNull(),
    dim: text('dim').notNull().default(''),
    hour: at('hour').notNull(),
    count: bigint('count', { mode: 'bigint' }).notNull().default(sql`0`),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.metric, t.dim, t.hour] }),
    // The trends read every metric of a range of hours at once.
    index('stats_hourly_hour_idx').on(t.hour),
  ],
);
