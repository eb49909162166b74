import { api, type InputOf } from '@mcc/contract';
import { call } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

export type RechargeInput = InputOf<typeof api.wallet.recharge>;

/** `POST /api/fund/recharge`: a recharge for an operator to review. */
export function submitRecharge(input: RechargeInput, idempotencyKey: string) {
  return unwrap(call(api.wallet.recharge, input, { idempotencyKey }));
}

/** `GET /api/fund/rechargeList?page`: the user's recharges, newest first. */
export function useRecharges() {
  return usePagedQuery(walletKeys.recharges, api.wallet.recharges);
}
