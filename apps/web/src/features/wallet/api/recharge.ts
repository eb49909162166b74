import { api } from '@mcc/contract';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

/** `GET /api/fund/rechargeList?page`: the user's recharges, newest first. */
export function useRecharges() {
  return usePagedQuery(walletKeys.recharges, api.wallet.recharges);
}
