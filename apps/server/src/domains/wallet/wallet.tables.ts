import { ASSETS, NETWORKS, RECHARGE_KINDS, RECHARGE_STATES, WITHDRAWAL_STATES } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from '../admin/admin.tables.ts';
import { users } from '../auth/auth.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const micro = (name: string) => bigint(name, { mode: 'bigint' }).notNull();

/**
 * A deposit: reported by the user with a screenshot and approved (the ledger credits it) or rejected by
 * an operator (`manual`), or seen on chain and credited without one (`auto`, with the chain's facts):
 * found by the chain scanner or by the hash the user pasted, one row per token transfer.
 */
export const recharges = pgTable(
  'recharges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: RECHARGE_KINDS }).notNull().default('manual'),
    network: text('network', { enum: NETWORKS }).notNull(),
    amount: micro('amount'),
    /**
     * Lower-case hex without 0x. With `logIndex`, unique for ever and across both kinds: a manual
     * recharge (and an automatic one from before the scanner, which summed its transfers) holds its
     * whole transaction (`logIndex` null), an automatic one a single transfer of it.
     */
    txHash: text('tx_hash').notNull(),
    /**
     * An automatic recharge's transfer: its place (0, 1 …) among the configured token's `Transfer`
     * events of its transaction. Not the block's log index: this one stays the same when a
     * reorganisation puts the transaction into another block, so the transfer keeps its row.
     */
    logIndex: integer('log_index'),
    proof: text('proof').notNull().default(''),
    state: text('state', { enum: RECHARGE_STATES }).notNull().default('reviewing'),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    // An automatic recharge's transfer as the chain showed it at the last check (null for manual ones).
    chainFrom: text('chain_from'),
    chainTo: text('chain_to'),
    chainToken: text('chain_token'),
    chainBlock: bigint('chain_block', { mode: 'number' }),
    /** The hash of `chainBlock` (lower-case hex without 0x); null while the transfer is in no block. */
    chainBlockHash: text('chain_block_hash'),
    confirmations: integer('confirmations'),
    requiredConfirmations: integer('required_confirmations'),
    checkedAt: at('checked_at'),
    createdAt: at('created_at').notNull(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    check('recharges_amount_positive', sql`${t.amount} > 0`),
    check('recharges_manual_has_proof', sql`${t.kind} = 'auto' OR ${t.proof} <> ''`),
    check('recharges_manual_whole_tx', sql`${t.kind} = 'auto' OR ${t.logIndex} IS NULL`),
    unique('recharges_transfer_unique').on(t.txHash, t.logIndex).nullsNotDistinct(),
    // The scanner's passes: a network's transfers waiting for depth, or in blocks a reorganisation undid.
    index('recharges_chain_block_idx').on(t.network, t.chainBlock).where(sql`${t.logIndex} IS NOT NULL`),
    index('recharges_user_idx').on(t.userId, t.id),
    index('recharges_state_idx').on(t.state, t.id),
    // The dashboard's deposits per hour: approved recharges by the time they were credited.
    index('recharges_approved_idx').on(t.reviewedAt).where(sql`${t.state} = 'approved'`),
    // The console's list: a range of times, and sorting by time, amount or review (wallet-lists.ts).
    index('recharges_created_idx').on(t.createdAt, t.id),
    index('recharges_amount_idx').on(t.amount, t.id),
    index('recharges_reviewed_sort_idx').using(
      'btree',
      sql`coalesce(${t.reviewedAt}, 'infinity'::timestamptz)`,
      t.id,
    ),
  ],
);

/** A withdrawal holds amount + fee while it is reviewed; paid posts the hold, rejected voids it. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The wallet the money leaves: `main`, or `quant` for a coin-mix withdrawal. */
    accountKind: text('account_kind', { enum: ['main', 'quant'] })
      .notNull()
      .default('main'),
    network: text('network', { enum: NETWORKS }).notNull(),
    address: text('address').notNull(),
    amount: micro('amount'),
    fee: micro('fee'),
    state: text('state', { enum: WITHDRAWAL_STATES }).notNull().default('reviewing'),
    /** The chain transaction that paid it (empty until paid). */
    txHash: text('tx_hash').notNull().default(''),
    reason: text('reason').notNull().default(''),
    resolvedBy: integer('resolved_by').references(() => operators.id),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_fee_not_negative', sql`${t.fee} >= 0`),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_state_idx').on(t.state, t.id),
    // The dashboard's withdrawals per hour: paid ones by the time they were paid.
    index('withdrawals_paid_idx').on(t.resolvedAt).where(sql`${t.state} = 'paid'`),
    // One chain transaction pays one withdrawal.
    uniqueIndex('withdrawals_tx_hash_unique').on(t.txHash).where(sql`${t.txHash} <> ''`),
    // The console's list: a range of times, sorting by time, amount or resolution, and an address found.
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    index('withdrawals_amount_idx').on(t.amount, t.id),
    index('withdrawals_resolved_sort_idx').using(
      'btree',
      sql`coalesce(${t.resolvedAt}, 'infinity'::timestamptz)`,
      t.id,
    ),
    index('withdrawals_address_idx').on(t.address),
  ],
);

/** A user-to-user transfer; the ledger transfers reference it. */
export const fundTransfers = pgTable(
  'fund_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    asset: text('asset', { enum: ASSETS }).notNull(),
    amount: micro('amount'),
    fee: micro('fee'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('fund_transfers_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
    index('fund_transfers_from_idx').on(t.fromUserId, t.id),
    index('fund_transfers_to_idx').on(t.toUserId, t.id),
  ],
);
