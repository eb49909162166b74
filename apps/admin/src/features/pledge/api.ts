import { adminApi, type PledgeOrderState } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { useSaveRow, useWrite } from '../../components/form/use-write.ts';
import { useListRead } from '../../components/list/use-list-query.ts';
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
export const useSavePledgeProduct = ({ quiet = false } = {}) =>
  useSaveRow(adminApi.pledge.createProduct, adminApi.pledge.updateProduct, [productsKey], { quiet });

export interface PledgeOrderQuery {
  userId?: number;
  status?: PledgeOrderState;
  page: number;
  limit: number;
}

export const usePledgeOrders = (query: PledgeOrderQuery) =>
  useListRead(['pledge-orders'], adminApi.pledge.orders, query);

/** Who may run the daily tasks by hand (docs/admin-permissions.md): they pay money. */
export const ACCRUAL_PERMISSION = 'finance.review';

/**
 * Runs the daily tasks (AI quant and coin-mix accruals) now, for `day` (today when left out); answers
 * each task's counts. The orders and products then show what it paid.
 */
export const useRunAccrual = () =>
  useWrite(
    (day: string | undefined) => api.call(adminApi.jobs.runDaily, day === undefined ? {} : { day }),
    [['pledge-orders'], productsKey],
  );
