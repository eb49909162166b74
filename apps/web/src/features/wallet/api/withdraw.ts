import { type AnswerOf, api, type InputOf } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

export type WithdrawInput = InputOf<typeof api.wallet.withdraw>;
export type WithdrawQuota = AnswerOf<typeof api.wallet.withdrawQuota>;

/** `POST /api/fund/withdraw`: holds amount + fee until an operator pays or rejects it. */
export function submitWithdraw(input: WithdrawInput, idempotencyKey: string) {
  return unwrap(call(api.wallet.withdraw, input, { idempotencyKey }));
}

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
