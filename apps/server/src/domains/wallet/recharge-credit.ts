import type { Tx } from '../../db/client.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import type { recharges } from './wallet.tables.ts';

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
