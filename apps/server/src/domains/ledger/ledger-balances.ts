import type { Asset, UserAccountKind } from '@mcc/contract';
import { and, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { batchedOn, preparedOn } from '../../db/prepared-queries.ts';
import { AppError } from '../../lib/errors.ts';
import { ledgerAccounts } from './ledger.tables.ts';
import { figuresOf, NO_FIGURES } from './ledger-figures.ts';

/**
 * The accounts of users' `kind`: inside a transaction, read in it; otherwise the reads of the same
 * moment share one statement (`batchedOn`), which starts after every one of them was asked for.
 */
export const accountsOfKind = (db: Db | Tx) =>
  batchedOn(db, 'ledger_balances', async (tx, asks: { userId: number; kind: UserAccountKind }[]) => {
    const a = ledgerAccounts;
    const rows = await preparedOn(tx, 'ledger_balances', () =>
      tx
        .select()
        .from(a)
        .where(sql`${a.userId} = ANY(${sql.placeholder('ids')}::int[])`),
    ).execute({ ids: [...new Set(asks.map((q) => q.userId))] });
    return asks.map((q) => rows.filter((r) => r.userId === q.userId && r.kind === q.kind));
  });

/** What accounts hold: a user's balances and accounts, what all users hold, what one may spend. */
export function createLedgerBalances() {
  /** Every balance of a user: available, held and total, per asset, in micro-units. */
  async function balances(db: Db | Tx, userId: number, kind: UserAccountKind = 'main') {
    const rows = await accountsOfKind(db)({ userId, kind });
    const byAsset = new Map(rows.map((r) => [r.asset, r]));
    const of = (asset: Asset) => {
      const a = byAsset.get(asset);
      return a ? figuresOf(a) : NO_FIGURES;
    };
    return { USDT: of('USDT'), MCC: of('MCC'), SSK: of('SSK') };
  }

  /**
   * Refuses, without a lock, a debit of `amount` the user's main account of `asset` could not make now:
   * too little available (`INSUFFICIENT_BALANCE`) or frozen (`ACCOUNT_FROZEN`). For a caller about to
   * lock rows others wait on (a box, an auction): a user who cannot pay is told so before queueing
   * anyone. The debit itself checks again under its lock, so a balance spent in between still refuses.
   */
  async function refuseUnaffordable(db: Db | Tx, userId: number, asset: Asset, amount: bigint) {
    const [account] = (await accountsOfKind(db)({ userId, kind: 'main' })).filter((a) => a.asset === asset);
    if (account?.frozen) throw new AppError('ACCOUNT_FROZEN');
    if ((account ? figuresOf(account).available : 0n) < amount) throw new AppError('INSUFFICIENT_BALANCE');
  }

  /** Every account a user has, oldest first, with its figures and freeze flag. */
  async function accountsOf(db: Db | Tx, userId: number) {
    const rows = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId))
      .orderBy(ledgerAccounts.id);
    return rows.map((a) => ({
      id: a.id,
      asset: a.asset,
      kind: a.kind as UserAccountKind,
      frozen: a.frozen,
      ...figuresOf(a),
    }));
  }

  /** The posted balances of every user account of an asset, summed: what users hold. */
  async function usersTotal(db: Db | Tx, asset: Asset): Promise<bigint> {
    const a = ledgerAccounts;
    const [row] = await db
      .select({ micro: sql<string>`coalesce(sum(${a.creditsPosted} - ${a.debitsPosted}), 0)::text` })
      .from(a)
      .where(and(isNotNull(a.userId), eq(a.asset, asset)));
    return BigInt(row?.micro ?? '0');
  }

  /** A user's available balance of `asset` (main account) as a query of one row, to join like `creditedQuery`. */
  function availableQuery(db: Db | Tx, userId: number | Placeholder | SQL, asset: Asset) {
    const a = ledgerAccounts;
    return db
      .select({
        available: sql<string>`coalesce(sum(${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending}), 0)`
          .mapWith(BigInt)
          .as('available'),
      })
      .from(a)
      .where(and(eq(a.userId, userId), eq(a.asset, asset), eq(a.kind, 'main')));
  }

  return { balances, refuseUnaffordable, accountsOf, usersTotal, availableQuery };
}
