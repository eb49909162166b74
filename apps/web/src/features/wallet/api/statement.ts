import { type Asset, api } from '@mcc/contract';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

const statementOf = {
  USDT: api.wallet.usdtStatement,
  MCC: api.wallet.mccStatement,
  SSK: api.wallet.sskStatement,
} as const;

/**
 * `GET /api/fund/usdtDetail?page` (`mccDetail`): one asset's statement, newest first, page by page
 * (each later page read after the last line shown, `before`).
 */
export function useStatement(asset: Asset) {
  return usePagedQuery(walletKeys.statementOf(asset), statementOf[asset], {}, { keyset: true });
}
export const useUsdtStatement = () => useStatement('USDT');
