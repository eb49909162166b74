import type { Withdrawal, withdrawBody, withdrawQuota } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

export type WithdrawInput = z.output<typeof withdrawBody>;
export type WithdrawQuota = z.infer<typeof withdrawQuota>;

/** `POST /api/fund/withdraw`: holds amount + fee until an operator pays or rejects it. */
export function submitWithdraw(input: WithdrawInput, idempotencyKey: string) {
  return unwrap(
    request<Withdrawal>({ url: '/api/fund/withdraw', method: 'POST', data: input, idempotencyKey }),
  );
}

/** `GET /api/fund/withdrawList?page`: the user's withdrawals, newest first. */
export function useWithdrawals() {
  return usePagedQuery<Withdrawal>(walletKeys.withdrawals, '/api/fund/withdrawList');
}

/** `GET /api/fund/withdrawQuota`: what is left of each network's rolling 24-hour limit. */
export function fetchWithdrawQuota() {
  return unwrap(request<WithdrawQuota>({ url: '/api/fund/withdrawQuota' }));
}
export function useWithdrawQuota() {
  return useQuery({ queryKey: walletKeys.quota, queryFn: fetchWithdrawQuota });
}
