import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';

/**
 * What an operator with SQL access could change of a journal entry: the entry's own columns, or a
 * sealed field of its transfer. Each is changed with the tables' triggers switched off, as the owner
 * of the database could.
 */
export const TAMPERABLE = [
  'hash',
  'action',
  'transfer_id',
  'key',
  'amount',
  'asset',
  'code',
  'ref_type',
  'ref_id',
  'memo',
  'created_at',
  'resolved_at',
  'debit_account_id',
  'credit_account_id',
] as const;
export type Tamperable = (typeof TAMPERABLE)[number];

/** A different value of the same type, as SQL over the row's own columns. */
const changed: Record<Tamperable, string> = {
  hash: `CASE WHEN left(hash, 1) = '0' THEN '1' ELSE '0' END || substr(hash, 2)`,
  action: `CASE action WHEN 'transfer' THEN 'hold' WHEN 'hold' THEN 'transfer' WHEN 'post' THEN 'void' ELSE 'post' END`,
  transfer_id: 'transfer_id + 1',
  key: `key || '!'`,
  amount: 'amount + 1',
  asset: `CASE asset WHEN 'USDT' THEN 'MCC' ELSE 'USDT' END`,
  code: `code || '!'`,
  ref_type: `ref_type || '!'`,
  ref_id: `ref_id || '!'`,
  memo: `memo || '!'`,
  created_at: `created_at + interval '1 microsecond'`,
  resolved_at: `resolved_at + interval '1 microsecond'`,
  debit_account_id: `(SELECT min(a.id) FROM ledger_accounts a WHERE a.id NOT IN (debit_account_id, credit_account_id))`,
  credit_account_id: `(SELECT min(a.id) FROM ledger_accounts a WHERE a.id NOT IN (debit_account_id, credit_account_id))`,
};

const JOURNAL_COLUMNS: readonly Tamperable[] = ['hash', 'action', 'transfer_id'];

/** Runs `change` on `table` with its triggers off (the sealing ones), as the database's owner could, then back on. */
export async function unsealed(db: Db, table: string, change: ReturnType<typeof sql>) {
  await db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`));
  try {
    await db.execute(change);
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`));
  }
}

/**
 * Changes one field of the entry `seq` (or of its transfer) with SQL, and answers how to put it back.
 * A transfer's `resolved_at` only belongs to a post or void entry: the caller picks such an entry.
 */
export async function tamperEntry(db: Db, seq: bigint, field: Tamperable): Promise<() => Promise<void>> {
  const journal = JOURNAL_COLUMNS.includes(field);
  const table = journal ? 'ledger_journal' : 'ledger_transfers';
  const where = journal
    ? sql`seq = ${seq.toString()}::bigint`
    : sql`id = (SELECT transfer_id FROM ledger_journal WHERE seq = ${seq.toString()}::bigint)`;
  const [before] = rowsOf<{ value: string | null }>(
    await db.execute(sql`SELECT ${sql.raw(field)}::text AS value FROM ${sql.raw(table)} WHERE ${where}`),
  );
  if (!before) throw new Error(`no entry ${seq}`);
  await unsealed(
    db,
    table,
    sql`UPDATE ${sql.raw(table)} SET ${sql.raw(field)} = ${sql.raw(changed[field])} WHERE ${where}`,
  );
  return () =>
    unsealed(db, table, sql`UPDATE ${sql.raw(table)} SET ${sql.raw(field)} = ${before.value} WHERE ${where}`);
}

/** The journal entries after `seq`, oldest first, with their actions (to pick one to change). */
export async function entriesAfter(db: Db, seq: bigint) {
  return rowsOf<{ seq: string; action: string }>(
    await db.execute(
      sql`SELECT seq::text, action FROM ledger_journal WHERE seq > ${seq.toString()}::bigint ORDER BY seq`,
    ),
  ).map((r) => ({ seq: BigInt(r.seq), action: r.action }));
}

/** The journal's highest sequence number (0 when empty). */
export async function lastSeq(db: Db): Promise<bigint> {
  const [row] = rowsOf<{ seq: string }>(
    await db.execute(sql`SELECT coalesce(max(seq), 0)::text AS seq FROM ledger_journal`),
  );
  return BigInt(row?.seq ?? 0);
}
