import { LEDGER_VERIFICATION_STATES, LEDGER_VERIFICATION_TRIGGERS } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from '../admin/admin.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The signed daily digests (issue 37): per business day, the signed message (`@mcc/contract/ledger-digest`:
 * journal cutoff, entries, the accounts' heads, per-asset liabilities and Merkle roots), its Ed25519
 * signature and the public key that made it. `day_secret` salts that day's leaves (never served: a
 * user is told only their own nonce). Rows are never changed.
 */
export const ledgerDigests = pgTable('ledger_digests', {
  day: text('day').primaryKey(),
  cutoff: bigint('cutoff', { mode: 'bigint' }).notNull(),
  message: text('message').notNull(),
  signature: text('signature').notNull(),
  publicKey: text('public_key').notNull(),
  daySecret: text('day_secret').notNull(),
  signedAt: at('signed_at').notNull(),
});

/** Each user's balance per asset at a digest's cutoff: the leaves of that day's trees (non-zero only). */
export const ledgerDigestBalances = pgTable(
  'ledger_digest_balances',
  {
    day: text('day')
      .notNull()
      .references(() => ledgerDigests.day),
    asset: text('asset').notNull(),
    userId: integer('user_id').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.asset, t.userId] })],
);

/**
 * The Ed25519 keys digests are signed with. `seed` is kept only for a key the server made itself (no
 * LEDGER_SIGNING_KEY set: the demo and tests); a production key lives in the environment, so a copy of
 * the database alone cannot sign a rewritten history.
 */
export const ledgerSigningKeys = pgTable('ledger_signing_keys', {
  publicKey: text('public_key').primaryKey(),
  seed: text('seed'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Runs of the chain's verification (daily, or an operator's), with the first wrong entry and lines. */
export const ledgerVerifications = pgTable(
  'ledger_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    state: text('state', { enum: LEDGER_VERIFICATION_STATES }).notNull(),
    trigger: text('trigger', { enum: LEDGER_VERIFICATION_TRIGGERS }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    entries: bigint('entries', { mode: 'bigint' }).notNull().default(sql`0`),
    digests: integer('digests').notNull().default(0),
    firstBadSeq: bigint('first_bad_seq', { mode: 'bigint' }),
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('ledger_verifications_started_idx').on(t.startedAt)],
);
