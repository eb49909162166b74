import { type AnswerOf, api } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

export type WithdrawQuota = AnswerOf<typeof api.wallet.withdrawQuota>;

/** `GET /api/fund/withdrawList?page`: the user's withdrawals, newest first. */
export function useWithdrawals() {
  return usePagedQuery(walletKeys.withdrawals, api.wallet.withdrawals);
}

/** `GET /api/fund/withdrawQuota`: what is left of each network's rolling 24-hour limit. */
export function fetchWithdrawQuota() {
  return unwrap(call(api.wallet.withdrawQuota));
}
export function useWithdrawQuota() {
  return useQuery({ queryKey: walletKeys.quota, queryFn: fetchWithdrawQuota });
}
