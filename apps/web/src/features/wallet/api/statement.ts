import type { Asset, StatementLine } from '@mcc/contract';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

/**
 * `GET /api/fund/usdtDetail?page` (`mccDetail`): one asset's statement, newest first, page by page
 * (each later page read after the last line shown, `before`).
 */
export function useStatement(asset: Asset) {
  return usePagedQuery<StatementLine>(
    walletKeys.statementOf(asset),
    `/api/fund/${asset.toLowerCase()}Detail`,
    {},
    { keyset: true },
  );
}
export const useUsdtStatement = () => useStatement('USDT');
