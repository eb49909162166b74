import type { StatementLine } from '@mcc/contract';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

/** `GET /api/fund/usdtDetail?page`: the USDT statement, newest first, page by page. */
export function useUsdtStatement() {
  return usePagedQuery<StatementLine>(walletKeys.statement, '/api/fund/usdtDetail');
}
