import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { lockKey, type Tx } from '../../db/client.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import { recharges } from './wallet.tables.ts';

/**
 * Serialises, within the caller's transaction, everything that records or credits recharges of one
 * transaction hash: a manual recharge (the whole transaction) and the chain's rows (one per transfer)
 * have different keys, so the unique index alone cannot keep both from crediting.
 */
export const lockTxHash = (tx: Tx, txHash: string) => lockKey(tx, `recharge-tx:${txHash}`);

/** The states of the hash's whole-transaction rows (a manual recharge, or an automatic one from before the scanner). */
export async function wholeTxStates(tx: Tx, txHash: string) {
  const rows = await tx
    .select({ state: recharges.state })
    .from(recharges)
    .where(and(eq(recharges.txHash, txHash), isNull(recharges.logIndex)));
  return rows.map((r) => r.state);
}

/** Whether the chain's rows (one per transfer) hold this hash: then no manual recharge of it credits. */
export async function hasTransferRows(tx: Tx, txHash: string) {
  const [row] = await tx
    .select({ id: recharges.id })
    .from(recharges)
    .where(and(eq(recharges.txHash, txHash), isNotNull(recharges.logIndex)))
    .limit(1);
  return row !== undefined;
}

/**
 * Credits a recharge to its user's USDT (from the `deposits` system account), inside the caller's
 * transaction with its state change. The ledger key `recharge:<id>` applies it once, whoever calls.
 */
export async function creditRecharge(tx: Tx, ledger: Ledger, row: typeof recharges.$inferSelect) {
  const [from, to] = await Promise.all([
    ledger.systemAccount(tx, 'deposits', 'USDT'),
    ledger.userAccount(tx, row.userId, 'USDT'),
  ]);
  unwrap(
    await ledger.transfer(tx, {
      key: `recharge:${row.id}`,
      debit: from,
      credit: to,
      asset: 'USDT',
      amount: row.amount,
      code: 'deposit',
      refType: 'recharge',
      refId: String(row.id),
      memo: row.network,
    }),
  );
}
