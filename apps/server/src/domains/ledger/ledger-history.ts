import type { Asset, TransferCode, UserAccountKind } from '@mcc/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './ledger.tables.ts';

/** Rows of a raw query on either driver (node-postgres answers `{ rows }`, PGlite an array or `{ rows }`). */

/** A user account with what its statement says about its past. */
export interface AccountHistory {
  accountId: number;
  userId: number;
  /** Posted balance now. */
  balance: bigint;
  /** The reference of the newest line of the code asked for (`lastRefOf`); null before the first. */
  lastRef: string | null;
  /** Times of the first and the last statement line. */
  firstAt: Date;
  lastAt: Date;
}

/**
 * Point-in-time questions about accounts, answered from their statement lines (for jobs that pay on
 * past balances, like the coin-mix accrual).
 */
export function createLedgerHistory() {
  /**
   * The next page of users' accounts of one asset and kind, after account id `after` in id order,
   * that are not frozen; those that never moved are left out of `accounts` but count for `last`.
   */
  async function accountsAfter(
    tx: Db | Tx,
    q: { asset: Asset; kind: UserAccountKind; after: number; limit: number; lastRefOf: TransferCode },
  ): Promise<{ last: number; accounts: AccountHistory[] }> {
    // Times as epoch milliseconds: raw rows carry timestamps differently on the two drivers.
    const lineAt = (order: SQL) => sql`(SELECT (extract(epoch FROM e.created_at) * 1000)::bigint::text
      FROM ${ledgerEntries} e WHERE e.account_id = a.id ORDER BY e.id ${order} LIMIT 1)`;
    const result = await tx.execute(sql`
      SELECT a.id AS account_id, a.user_id, (a.credits_posted - a.debits_posted)::text AS balance,
        (SELECT t.ref_id FROM ${ledgerEntries} e JOIN ${ledgerTransfers} t ON t.id = e.transfer_id
          WHERE e.account_id = a.id AND t.code = ${q.lastRefOf} ORDER BY e.id DESC LIMIT 1) AS last_ref,
        ${lineAt(sql`ASC`)} AS first_at, ${lineAt(sql`DESC`)} AS last_at
      FROM ${ledgerAccounts} a
      WHERE a.kind = ${q.kind} AND a.asset = ${q.asset} AND a.user_id IS NOT NULL AND NOT a.frozen
        AND a.id > ${q.after}
      ORDER BY a.id LIMIT ${q.limit}`);
    const rows = rowsOf<{
      account_id: number;
      user_id: number;
      balance: string;
      last_ref: string | null;
      first_at: string | null;
      last_at: string | null;
    }>(result);
    const accounts = rows.flatMap((r) =>
      r.first_at !== null && r.last_at !== null
        ? [
            {
              accountId: r.account_id,
              userId: r.user_id,
              balance: BigInt(r.balance),
              lastRef: r.last_ref,
              firstAt: new Date(Number(r.first_at)),
              lastAt: new Date(Number(r.last_at)),
            },
          ]
        : [],
    );
    return { last: rows.at(-1)?.account_id ?? 0, accounts };
  }

  /**
   * Balances at instants, one per ask, in the asks' order: the balance after the account's last
   * statement line stamped before `at`, plus the lines of code `plusLaterOf` written after that line
   * (earnings for earlier days paid late count as if paid on time).
   */
  async function balancesAt(
    tx: Db | Tx,
    asks: { accountId: number; at: Date }[],
    opts: { plusLaterOf: TransferCode },
  ): Promise<bigint[]> {
    if (asks.length === 0) return [];
    const wanted = JSON.stringify(asks.map((q, i) => ({ i, a: q.accountId, c: q.at.toISOString() })));
    const result = await tx.execute(sql`
      SELECT p.i,
        (coalesce(l.balance_after, 0) + coalesce((
          SELECT sum(e.delta) FROM ${ledgerEntries} e JOIN ${ledgerTransfers} t ON t.id = e.transfer_id
          WHERE e.account_id = p.a AND e.id > coalesce(l.id, 0) AND t.code = ${opts.plusLaterOf}
        ), 0))::text AS balance
      FROM jsonb_to_recordset(${wanted}::jsonb) AS p(i integer, a integer, c timestamptz)
      LEFT JOIN LATERAL (
        SELECT e.id, e.balance_after FROM ${ledgerEntries} e
        WHERE e.account_id = p.a AND e.created_at < p.c ORDER BY e.id DESC LIMIT 1
      ) l ON true`);
    const out: bigint[] = [];
    for (const r of rowsOf<{ i: number; balance: string }>(result)) out[r.i] = BigInt(r.balance);
    return out;
  }

  return { accountsAfter, balancesAt };
}
