import type { Asset, StatementLine } from '@mcc/contract';
import { formatAmount } from '@mcc/contract';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared-queries.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import { ledgerEntries, ledgerTransfers } from './ledger.tables.ts';
import { accountQuery } from './ledger-accounts.ts';
import { accountsOfKind } from './ledger-balances.ts';

type StatementRow = Awaited<ReturnType<LedgerStatement['statement']>>['list'][number];

/** A statement line as the wire shows it: the signed amount and the balance after it. */
export const toStatementLine = (l: StatementRow): StatementLine => ({
  id: l.id,
  amount: formatAmount(l.delta),
  balanceAfter: formatAmount(l.balanceAfter),
  code: l.code,
  memo: l.memo,
  refType: l.refType,
  refId: l.refId,
  createdAt: l.createdAt.toISOString(),
});

/** An account's statement: its posted lines, newest first, with the balance after each. */
export function createLedgerStatement() {
  /**
   * An account's posted lines, newest first, with the balance after each: page `page`, or with
   * `before` (the id of the last line the client holds) the `limit` lines after it.
   */
  async function statement(db: Db | Tx, accountId: number, page: number, limit: number, before?: number) {
    return statementOf(db, accountId, page, limit, before);
  }

  /**
   * A user's statement of `asset` (main account) without looking the account up first: an account
   * never used has no lines.
   */
  async function userStatement(
    db: Db | Tx,
    userId: number,
    asset: Asset,
    page: number,
    limit: number,
    before?: number,
  ) {
    return statementOf(db, { userId, asset }, page, limit, before);
  }

  /**
   * A version of a user's statement of `asset` (main account) that changes with every new line: the
   * account's posted credits and debits, or '' before the account exists. Exact, because lines are
   * written only by `ledger_create` (a posted movement) and `ledger_resolve` (a hold posted), each in
   * the same statement that adds the movement's amount (> 0, refused otherwise) to the debited
   * account's `debits_posted` and the credited one's `credits_posted`; both only ever grow (a void adds
   * 0 and writes no line). A line never changes once written, nor does what it shows of its transfer
   * (only a pending transfer, which has no lines yet, is ever updated). So an unchanged pair means the
   * same lines, the same count and the same balances. Read with the user's balances (one statement for
   * the reads of the same moment); read it BEFORE the page, so a page kept under it can only be newer
   * than it, never older.
   */
  async function statementVersion(db: Db, userId: number, asset: Asset): Promise<string> {
    const rows = await accountsOfKind(db)({ userId, kind: 'main' });
    const row = rows.find((r) => r.asset === asset);
    return row ? `${row.creditsPosted}:${row.debitsPosted}` : '';
  }

  /**
   * A page of an account's lines and the number of lines, in one query whose cost does not grow with
   * the account: the page's ids come from the (account, id) index alone — after `before` (keyset), or
   * past the earlier pages' ids (offset) — and only those lines are read and joined to their
   * transfers; the count is an index-only count. Only a page past the end, which has no row to carry
   * the count, counts again.
   */
  async function statementOf(
    db: Db | Tx,
    account: number | { userId: number; asset: Asset },
    page: number,
    limit: number,
    before: number | undefined,
  ) {
    const byUser = typeof account !== 'number';
    const shape = { byUser, keyset: before !== undefined };
    const owner = byUser ? account : { account };
    const offset = before === undefined ? offsetOf(page, limit) : 0;
    const rows = await statementPage(db, shape).execute({ ...owner, before, limit, offset });
    const total =
      rows[0]?.total ??
      (page > 1 || before !== undefined ? (await statementCount(db, byUser).execute(owner))[0]?.n : 0);
    return pageOf(
      rows.map(({ total: _, ...line }) => line),
      total ?? 0,
      page,
      limit,
    );
  }

  /**
   * The lines a statement covers, by placeholders: one account (`account`), or a user's main account
   * of an asset (`userId`, `asset`) as a scalar subquery — not `IN`: the planner then knows there is
   * one account, and reads the (account, id) index in the page's order instead of sorting its lines.
   */
  function statementLines(db: Db | Tx, byUser: boolean) {
    const account = byUser
      ? sql`(${accountQuery(db, sql.placeholder('userId'), sql.placeholder('asset'), 'main')})`
      : sql.placeholder('account');
    return eq(ledgerEntries.accountId, account);
  }

  const statementCount = (db: Db | Tx, byUser: boolean) =>
    db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(statementLines(db, byUser));

  /** A statement page's query (placeholders `limit`, `offset`, and `before` for a keyset page). */
  function statementPageQuery(db: Db | Tx, shape: { byUser: boolean; keyset: boolean }) {
    const e = ledgerEntries;
    const mine = statementLines(db, shape.byUser);
    const ids = db
      .select({ id: e.id })
      .from(e)
      .where(shape.keyset ? and(mine, lt(e.id, sql.placeholder('before'))) : mine)
      .orderBy(desc(e.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return db
      .select({
        id: e.id,
        delta: e.delta,
        balanceAfter: e.balanceAfter,
        createdAt: e.createdAt,
        code: ledgerTransfers.code,
        memo: ledgerTransfers.memo,
        refType: ledgerTransfers.refType,
        refId: ledgerTransfers.refId,
        total: sql<number>`(${statementCount(db, shape.byUser)})`.mapWith(Number),
      })
      .from(e)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, e.transferId))
      .where(inArray(e.id, ids))
      .orderBy(desc(e.id));
  }

  /** A statement page's query, built and named once per database and shape. */
  function statementPage(db: Db | Tx, shape: { byUser: boolean; keyset: boolean }) {
    const name = `ledger_statement_${shape.byUser ? 'user' : 'account'}${shape.keyset ? '_keyset' : ''}`;
    return preparedOn(db, name, () => statementPageQuery(db, shape));
  }

  return { statement, userStatement, statementVersion };
}

type LedgerStatement = ReturnType<typeof createLedgerStatement>;
