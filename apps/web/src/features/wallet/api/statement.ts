import type { Asset, StatementLine } from '@mcc/contract';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

/** `GET /api/fund/usdtDetail?page` (`mccDetail`): one asset's statement, newest first, page by page. */
export function useStatement(asset: Asset) {
  return usePagedQuery<StatementLine>(
    walletKeys.statementOf(asset),
    `/api/fund/${asset.toLowerCase()}Detail`,
  );
}
export const useUsdtStatement = () => useStatement('USDT');
