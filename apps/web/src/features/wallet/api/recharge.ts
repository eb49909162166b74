import type { Recharge, rechargeBody } from '@mcc/contract';
import type { z } from 'zod';
import { request } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

export type RechargeInput = z.output<typeof rechargeBody>;

/** `POST /api/fund/recharge`: a recharge for an operator to review. */
export function submitRecharge(input: RechargeInput, idempotencyKey: string) {
  return unwrap(
    request<Recharge>({ url: '/api/fund/recharge', method: 'POST', data: input, idempotencyKey }),
  );
}

/** `GET /api/fund/rechargeList?page`: the user's recharges, newest first. */
export function useRecharges() {
  return usePagedQuery<Recharge>(walletKeys.recharges, '/api/fund/rechargeList');
}
