import {
  type AccountKind,
  ASSETS,
  LEDGER_TRANSFER_STATES,
  type ReferenceType,
  type TransferCode,
} from '@mcc/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/** An account's chain head before its first entry. */
export const GENESIS_HEAD = '0'.repeat(64);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const micro = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);

/**
 * Running totals per account, as TigerBeetle keeps them. A user account's balance is
 * credits − debits; `available` also subtracts pending debits (holds) and never goes below zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for system accounts. */
    userId: integer('user_id').references(() => users.id),
    asset: text('asset', { enum: ASSETS }).notNull(),
    kind: text('kind').$type<AccountKind>().notNull(),
    debitsPosted: micro('debits_posted'),
    creditsPosted: micro('credits_posted'),
    debitsPending: micro('debits_pending'),
    creditsPending: micro('credits_pending'),
    /** Operators may freeze a user account: nothing moves in or out until unfrozen. */
    frozen: boolean('frozen').notNull().default(false),
    /**
     * The account's place in the hash chain (`ledgerJournal`): how many journal entries moved it, and
     * the hash of the last one (64 zeros before the first), written with the totals.
     */
    chainSeq: bigint('chain_seq', { mode: 'bigint' }).notNull().default(sql`0`),
    chainHead: text('chain_head').notNull().default(GENESIS_HEAD),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_unique').on(t.userId, t.asset, t.kind).nullsNotDistinct(),
    // The console's explorer: a range of creation times, and accounts sorted by posted balance.
    index('ledger_accounts_created_idx').on(t.createdAt, t.id),
    index('ledger_accounts_balance_idx').using('btree', sql`(${t.creditsPosted} - ${t.debitsPosted})`, t.id),
  ],
);

/**
 * Immutable movements of value. `key` is the caller's id for the movement and its idempotency key:
 * the same key never moves money twice. A pending transfer (a hold) later becomes posted or voided;
 * that state change is the only update a transfer ever sees.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    asset: text('asset', { enum: ASSETS }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    code: text('code').$type<TransferCode>().notNull(),
    refType: text('ref_type').$type<ReferenceType>().notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    memo: text('memo').notNull().default(''),
    state: text('state', { enum: LEDGER_TRANSFER_STATES }).notNull(),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId),
    index('ledger_transfers_credit_idx').on(t.creditAccountId),
    index('ledger_transfers_ref_idx').on(t.refType, t.refId),
    // The console's explorer: a range of times, sorting by time or amount, a reference id found.
    index('ledger_transfers_created_idx').on(t.createdAt, t.id),
    index('ledger_transfers_amount_idx').on(t.amount, t.id),
    index('ledger_transfers_ref_id_idx').on(t.refId),
    // The dashboard's yield and commissions paid per hour (ledger-stats.ts).
    index('ledger_transfers_code_idx').on(t.code, t.createdAt),
  ],
);

/** One line per posted movement per account, with the balance after it: the user's statement. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    /** Signed: credits positive, debits negative. */
    delta: bigint('delta', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    unique('ledger_entries_once').on(t.transferId, t.accountId),
  ],
);

/**
 * The hash chain (issue 37, docs/decisions/verifiable-ledger.md): one entry per movement and per
 * state change of a hold (`transfer`, `hold`, `post`, `void`), written by `ledger_create` and
 * `ledger_resolve` in the movement's own statement. `seq` is the journal's order (assigned on insert,
 * gaps where a transaction rolled back); `hash` = SHA-256 of both accounts' previous heads and the
 * transfer's sealed fields, so each account's entries form a chain and every account's head commits to
 * its whole past. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const ledgerJournal = pgTable('ledger_journal', {
  seq: bigint('seq', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  // No foreign key: its check would lock the transfer's row a second time on the hot path; the
  // trigger keeps transfers from being deleted, and the verification names an entry without one.
  transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
  action: text('action', { enum: ['transfer', 'hold', 'post', 'void'] }).notNull(),
  hash: text('hash').notNull(),
});
