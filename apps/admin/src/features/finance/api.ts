import type {
  adminRecharge,
  adminWithdrawal,
  RECHARGE_KINDS,
  RECHARGE_STATES,
  WITHDRAWAL_STATES,
} from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

export type AdminRecharge = z.infer<typeof adminRecharge>;
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;
export type RechargeState = (typeof RECHARGE_STATES)[number];
export type RechargeKind = (typeof RECHARGE_KINDS)[number];
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export interface QueueQuery<S> {
  state?: S;
  page: number;
  limit: number;
}

/** The recharge queue is filtered by kind, too: manual ones to review, automatic ones to watch. */
export interface RechargeQuery extends QueueQuery<RechargeState> {
  kind?: RechargeKind;
}

export function useRecharges(query: RechargeQuery) {
  return useQuery({
    queryKey: ['recharges', query],
    queryFn: () => api.get<Paged<AdminRecharge>>('/admin-api/recharges', { ...query }),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(query: QueueQuery<WithdrawalState>) {
  return useQuery({
    queryKey: ['withdrawals', query],
    queryFn: () => api.get<Paged<AdminWithdrawal>>('/admin-api/withdrawals', { ...query }),
    placeholderData: keepPreviousData,
  });
}

/** A decision moves money: the queue, the dashboard's counts, users' balances and the ledger change. */
function useFinanceMutation<V>(queue: 'recharges' | 'withdrawals', fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all(
        [[queue], ['dashboard'], ['user'], ['ledger']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useApproveRecharge = () =>
  useFinanceMutation('recharges', (id: number) => api.post(`/admin-api/recharges/${id}/approve`));
export const useRejectRecharge = () =>
  useFinanceMutation('recharges', ({ id, reason }: { id: number; reason: string }) =>
    api.post(`/admin-api/recharges/${id}/reject`, { reason }),
  );
export const usePayWithdrawal = () =>
  useFinanceMutation('withdrawals', ({ id, txHash }: { id: number; txHash: string }) =>
    api.post(`/admin-api/withdrawals/${id}/pay`, { txHash }),
  );
export const useRejectWithdrawal = () =>
  useFinanceMutation('withdrawals', ({ id, reason }: { id: number; reason: string }) =>
    api.post(`/admin-api/withdrawals/${id}/reject`, { reason }),
  );
