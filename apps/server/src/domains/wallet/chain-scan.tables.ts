import { DEPOSIT_DIFFERENCE_CAUSES, NETWORKS, RECONCILIATION_STATES } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from '../admin/admin.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { recharges } from './wallet.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const network = () => text('network', { enum: NETWORKS }).notNull();

/**
 * Each user's deposit address on a network (child `user_id` of the network's key), kept when first
 * derived: the scanner finds the user of a transfer's recipient here, and the console lists the
 * addresses operators sweep. ERC20 and BEP20 may share a key, and so an address: the network tells them apart.
 */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    network: network(),
    /** In the network's canonical form (EIP-55, base58check), as the adapters answer it. */
    address: text('address').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.address] }),
    uniqueIndex('deposit_addresses_user_unique').on(t.network, t.userId),
  ],
);

/**
 * Where each network's scanner is: the next block to read for the token it reads, the head the node
 * last showed, and the lease that keeps one server scanning the network at a time (a server whose
 * lease ran out is replaced; the cursor's conditional move keeps a late one from applying a range twice).
 */
export const chainCursors = pgTable('chain_cursors', {
  network: network().primaryKey(),
  /** The token contract read; a new one in the settings starts the cursor again at the chain's head. */
  token: text('token').notNull(),
  nextBlock: bigint('next_block', { mode: 'number' }).notNull(),
  head: bigint('head', { mode: 'number' }),
  scannedAt: at('scanned_at'),
  leaseOwner: text('lease_owner'),
  leaseUntil: at('lease_until'),
});

/**
 * The hashes of the blocks the scanner read near the chain's head (and the last of each range further
 * back): a stored hash the node no longer shows at its height is a reorganisation, walked back to the
 * newest height where both agree.
 */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    network: network(),
    number: bigint('number', { mode: 'number' }).notNull(),
    /** Lower-case hex without 0x (TRON's block id likewise). */
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.network, t.number] })],
);

/**
 * What an operator must look at: a credited deposit whose block a reorganisation undid (it is never
 * taken back silently). `reincludedAt` when the scanner found the same transfer again in the new chain.
 */
export const chainAlerts = pgTable(
  'chain_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    network: network(),
    kind: text('kind', { enum: ['credited_reorged'] }).notNull(),
    rechargeId: integer('recharge_id')
      .notNull()
      .references(() => recharges.id),
    /** The block the credited transfer was in, and its hash, before the reorganisation. */
    block: bigint('block', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    createdAt: at('created_at').notNull(),
    reincludedAt: at('reincluded_at'),
    resolvedAt: at('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => operators.id),
    note: text('note').notNull().default(''),
  },
  (t) => [
    // One open alert per credited transfer, however often its block is undone.
    uniqueIndex('chain_alerts_open_unique').on(t.rechargeId).where(sql`${t.resolvedAt} IS NULL`),
    index('chain_alerts_created_idx').on(t.createdAt, t.id),
  ],
);

/** One comparison of what the chain shows received with what the ledger credited (daily, or a button). */
export const depositReconciliations = pgTable(
  'deposit_reconciliations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    state: text('state', { enum: RECONCILIATION_STATES }).notNull(),
    /** The operator who pressed the button; null for the daily job. */
    operatorId: integer('operator_id').references(() => operators.id),
    /** Per network: the blocks compared, the addresses and transfers seen, or why it could not be read. */
    summary: jsonb('summary').notNull().default([]),
    differences: integer('differences').notNull().default(0),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('deposit_reconciliations_started_idx').on(t.startedAt)],
);

/** A difference a reconciliation found, with its cause; nothing fixes it but an operator. */
export const depositDifferences = pgTable(
  'deposit_differences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => depositReconciliations.id),
    network: network(),
    address: text('address').notNull(),
    userId: integer('user_id').references(() => users.id),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index'),
    cause: text('cause', { enum: DEPOSIT_DIFFERENCE_CAUSES }).notNull(),
    /** Micro-USDT the chain shows (null when it shows nothing), and what the ledger credited for it. */
    chainAmount: bigint('chain_amount', { mode: 'bigint' }),
    creditedAmount: bigint('credited_amount', { mode: 'bigint' }),
    rechargeId: integer('recharge_id').references(() => recharges.id),
    /** What else names it: the unknown token's contract, the block the transfer was last seen in. */
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('deposit_differences_run_idx').on(t.runId, t.id)],
);
