import type { AdminAppeal, AdminAppealDetail, AppealState, DecideInput } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

const appealsKey = ['nft-appeals'] as const;

export interface AppealQuery {
  status?: AppealState;
  page: number;
  limit: number;
}

export function useNftAppeals(query: AppealQuery) {
  return useQuery({
    queryKey: [...appealsKey, 'list', query],
    queryFn: () => api.get<Paged<AdminAppeal>>('/admin-api/nft/appeals', { ...query }),
    placeholderData: keepPreviousData,
  });
}

export function useNftAppeal(id: number) {
  return useQuery({
    queryKey: [...appealsKey, 'detail', id],
    queryFn: () => api.get<AdminAppealDetail>(`/admin-api/nft/appeals/${id}`),
  });
}

/**
 * Decides an open appeal. The copy, the seller's fee and the order move with it: the appeals, the
 * orders, the users' balances and the ledger are read again.
 */
export function useDecideAppeal(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideInput) =>
      api.post<AdminAppealDetail>(`/admin-api/nft/appeals/${id}/decide`, body),
    onSettled: () =>
      Promise.all(
        [appealsKey, ['nft-orders'], ['user'], ['ledger']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
