import type { ReferenceType, TransferCode, UserAccountKind } from '@mcc/contract';
import { and, desc, eq, gte, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf } from '../../lib/paging.ts';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.ts';

/** What posted transfers paid: to a user's account by code (earnings), or under one reference. */
export function createLedgerCredits() {
  /**
   * What posted transfers of `code` credited to a user's USDT account of `kind`: in all, and the part
   * of it created `since` an instant or referencing `refId` (today's, yesterday's…). Earnings figures
   * are read from the ledger, so they always agree with the statement.
   */
  async function credited(
    db: Db | Tx,
    userId: number,
    kind: UserAccountKind,
    code: TransferCode,
    part: { since: Date } | { refId: string },
  ) {
    const [row] = await creditedQuery(db, userId, kind, code, part);
    return { total: row?.total ?? 0n, part: row?.part ?? 0n };
  }

  /**
   * `credited` as a query of one row (`total`, `part`) that a caller may join into its own statement
   * (a page's every figure in one round trip), the ledger's tables staying in here.
   */
  function creditedQuery(
    db: Db | Tx,
    userId: number | Placeholder | SQL,
    kind: UserAccountKind,
    code: TransferCode,
    part: { since: Date | Placeholder | SQL } | { refId: string },
  ) {
    const t = ledgerTransfers;
    const inPart = 'since' in part ? gte(t.createdAt, part.since) : eq(t.refId, part.refId);
    return db
      .select({
        total: sql<string | null>`sum(${t.amount})`.mapWith(BigInt).as('total'),
        part: sql<string | null>`sum(${t.amount}) FILTER (WHERE ${inPart})`.mapWith(BigInt).as('part'),
      })
      .from(t)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, t.creditAccountId))
      .where(
        and(
          eq(ledgerAccounts.userId, userId),
          eq(ledgerAccounts.asset, 'USDT'),
          eq(ledgerAccounts.kind, kind),
          eq(t.code, code),
          eq(t.state, 'posted'),
        ),
      );
  }

  /**
   * The posted transfers of one reference and code, a page of them, highest key first (keys that
   * differ only in a trailing date sort by day).
   */
  async function referenced(
    db: Db | Tx,
    ref: { refType: ReferenceType; refId: string; code: TransferCode },
    page: number,
    limit: number,
  ) {
    const t = ledgerTransfers;
    const where = and(
      eq(t.refType, ref.refType),
      eq(t.refId, ref.refId),
      eq(t.code, ref.code),
      eq(t.state, 'posted'),
    );
    const [rows, total] = await Promise.all([
      db
        .select({ id: t.id, key: t.key, amount: t.amount, createdAt: t.createdAt })
        .from(t)
        .where(where)
        .orderBy(desc(t.key))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(t, where),
    ]);
    return { rows, total };
  }

  /**
   * Per reference id of `refType`, the posted transfers that reference it: how many, and their sum
   * (any code, any accounts). One id answered twice is money moved twice for one thing (the
   * reconciliation's `credited_twice`); an id with none is absent from the map.
   */
  async function referenceTotals(db: Db | Tx, refType: ReferenceType, refIds: string[]) {
    const totals = new Map<string, { count: number; total: bigint }>();
    if (refIds.length === 0) return totals;
    const t = ledgerTransfers;
    const rows = await db
      .select({
        refId: t.refId,
        count: sql<number>`count(*)::int`,
        total: sql<string>`sum(${t.amount})`.mapWith(BigInt),
      })
      .from(t)
      .where(and(eq(t.refType, refType), inArray(t.refId, refIds), eq(t.state, 'posted')))
      .groupBy(t.refId);
    for (const r of rows) totals.set(r.refId, { count: r.count, total: r.total });
    return totals;
  }

  return { credited, creditedQuery, referenced, referenceTotals };
}
