import { adminApi, type PledgeOrderState, type PledgeProductInput } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const productsKey = ['pledge-products'] as const;

export function usePledgeProducts() {
  return useQuery({
    queryKey: productsKey,
    queryFn: () => api.call(adminApi.pledge.products),
  });
}

/**
 * Creates a product, or replaces one (`id`): edits, open/close and quota changes all send the whole
 * product. `quiet`: a refusal (`code` 0) is left to the caller, which shows the server's message in
 * its form instead of a passing toast.
 */
export function useSavePledgeProduct({ quiet = false } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PledgeProductInput }) =>
      id === undefined
        ? api.call(adminApi.pledge.createProduct, body, { quiet })
        : api.call(adminApi.pledge.updateProduct, { ...body, id }, { quiet }),
    onSettled: () => client.invalidateQueries({ queryKey: productsKey }),
  });
}

export interface PledgeOrderQuery {
  userId?: number;
  status?: PledgeOrderState;
  page: number;
  limit: number;
}

export function usePledgeOrders(query: PledgeOrderQuery) {
  return useQuery({
    queryKey: ['pledge-orders', query],
    queryFn: () => api.call(adminApi.pledge.orders, query),
    placeholderData: keepPreviousData,
  });
}

/** Who may run the daily tasks by hand (docs/admin-permissions.md): they pay money. */
export const ACCRUAL_PERMISSION = 'finance.review';

/**
 * Runs the daily tasks (AI quant and coin-mix accruals) now, for `day` (today when left out); answers
 * each task's counts. The orders and products then show what it paid.
 */
export function useRunAccrual() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (day: string | undefined) =>
      api.call(adminApi.jobs.runDaily, day === undefined ? {} : { day }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['pledge-orders'] }),
        client.invalidateQueries({ queryKey: productsKey }),
      ]),
  });
}
