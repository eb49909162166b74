import type { LedgerCheck } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.ts';

export interface Check {
  key: LedgerCheck;
  /** The invariant in English, for the command line. */
  name: string;
  /** What is wrong, one line per account or transfer; empty when the check holds. */
  problems: string[];
}

/** Runs a query whose rows are problems, rendering each as one line. */
async function check(
  db: Db,
  [key, name]: [LedgerCheck, string],
  query: ReturnType<typeof sql>,
  line: (r: Record<string, unknown>) => string,
) {
  const result = await db.execute(query);
  const rows =
    (result as unknown as { rows: Record<string, unknown>[] }).rows ??
    (result as unknown as Record<string, unknown>[]);
  return { key, name, problems: rows.map(line) };
}

/** Every invariant of the ledger (PRODUCT.md "The ledger"), each as a query that lists violations. */
export async function verifyLedger(db: Db): Promise<Check[]> {
  return [
    await check(
      db,
      ['balancesSumToZero', 'per asset, all balances sum to zero (posted and pending)'],
      sql`SELECT asset, sum(credits_posted - debits_posted)::text AS posted, sum(credits_pending - debits_pending)::text AS pending
          FROM ledger_accounts GROUP BY asset
          HAVING sum(credits_posted - debits_posted) <> 0 OR sum(credits_pending - debits_pending) <> 0`,
      (r) => `asset ${r.asset}: posted sum ${r.posted}, pending sum ${r.pending}`,
    ),
    await check(
      db,
      ['totalsMatchTransfers', "every account's totals equal the sum of its transfers"],
      sql`WITH legs AS (
            SELECT debit_account_id AS id, amount AS d, 0::bigint AS c, state FROM ledger_transfers
            UNION ALL SELECT credit_account_id, 0::bigint, amount, state FROM ledger_transfers),
          sums AS (
            SELECT id,
              coalesce(sum(d) FILTER (WHERE state = 'posted'), 0) AS dp,
              coalesce(sum(c) FILTER (WHERE state = 'posted'), 0) AS cp,
              coalesce(sum(d) FILTER (WHERE state = 'pending'), 0) AS dpe,
              coalesce(sum(c) FILTER (WHERE state = 'pending'), 0) AS cpe
            FROM legs GROUP BY id)
          SELECT a.id, a.asset, a.kind, a.user_id FROM ledger_accounts a LEFT JOIN sums s ON s.id = a.id
          WHERE a.debits_posted <> coalesce(s.dp, 0) OR a.credits_posted <> coalesce(s.cp, 0)
             OR a.debits_pending <> coalesce(s.dpe, 0) OR a.credits_pending <> coalesce(s.cpe, 0)`,
      (r) =>
        `account ${r.id} (${r.kind} ${r.asset}, user ${r.user_id ?? 'system'}): totals differ from its transfers`,
    ),
    await check(
      db,
      ['noNegativeAvailable', 'no user account has a negative available balance'],
      sql`SELECT id, user_id, asset, (credits_posted - debits_posted - debits_pending)::text AS available
          FROM ledger_accounts WHERE user_id IS NOT NULL AND credits_posted - debits_posted - debits_pending < 0`,
      (r) => `account ${r.id} (user ${r.user_id}, ${r.asset}): available ${r.available}`,
    ),
    await check(
      db,
      [
        'twoStatementLines',
        'every posted transfer has exactly its two statement lines, and no other transfer has any',
      ],
      sql`SELECT t.id, t.key, t.state, coalesce(e.n, 0) AS n FROM ledger_transfers t
          LEFT JOIN (SELECT transfer_id, count(*) AS n, sum(delta) AS s FROM ledger_entries GROUP BY transfer_id) e
            ON e.transfer_id = t.id
          WHERE (t.state = 'posted' AND (coalesce(e.n, 0) <> 2 OR e.s <> 0)) OR (t.state <> 'posted' AND e.n IS NOT NULL)`,
      (r) => `transfer ${r.id} (${r.key}, ${r.state}): ${r.n} statement lines`,
    ),
    await check(
      db,
      ['statementsChain', "statement balances run without gaps and end at the account's balance"],
      sql`WITH chain AS (
            SELECT id, account_id, balance_after, delta,
              lag(balance_after) OVER (PARTITION BY account_id ORDER BY id) AS prev,
              row_number() OVER (PARTITION BY account_id ORDER BY id DESC) AS from_end
            FROM ledger_entries)
          SELECT c.id, c.account_id FROM chain c JOIN ledger_accounts a ON a.id = c.account_id
          WHERE c.balance_after <> coalesce(c.prev, 0) + c.delta
             OR (c.from_end = 1 AND c.balance_after <> a.credits_posted - a.debits_posted)`,
      (r) => `statement line ${r.id} of account ${r.account_id} does not follow from the one before`,
    ),
    await check(
      db,
      ['oneTransferPerKey', 'no transfer is applied twice (one key, one transfer)'],
      sql`SELECT key, count(*) AS n FROM ledger_transfers GROUP BY key HAVING count(*) > 1`,
      (r) => `key ${r.key} used by ${r.n} transfers`,
    ),
  ];
}

/** How many accounts and transfers the ledger holds (the benchmarks print it beside verify). */
export async function ledgerSize(db: Db): Promise<{ accounts: number; transfers: number }> {
  const [accounts, transfers] = await Promise.all([db.$count(ledgerAccounts), db.$count(ledgerTransfers)]);
  return { accounts, transfers };
}
