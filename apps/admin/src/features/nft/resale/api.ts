import { adminApi, type DecideInput, type InputOf } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const appealsKey = ['nft-appeals'] as const;

export type AppealQuery = InputOf<typeof adminApi.resale.appeals>;

export function useNftAppeals(query: AppealQuery) {
  return useQuery({
    queryKey: [...appealsKey, 'list', query],
    queryFn: () => api.call(adminApi.resale.appeals, query),
    placeholderData: keepPreviousData,
  });
}

export function useNftAppeal(id: number) {
  return useQuery({
    queryKey: [...appealsKey, 'detail', id],
    queryFn: () => api.call(adminApi.resale.appeal, { id }),
  });
}

/**
 * Decides an open appeal. The copy, the seller's fee and the order move with it: the appeals, the
 * orders, the users' balances and the ledger are read again.
 */
export function useDecideAppeal(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideInput) => api.call(adminApi.resale.decide, { ...body, id }),
    onSettled: () =>
      Promise.all(
        [appealsKey, ['nft-orders'], ['user'], ['ledger']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
