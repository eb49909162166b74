import { adminApi, type DecideInput, type InputOf } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../components/form/use-write.ts';
import { useListRead } from '../../../components/list/use-list-query.ts';
import { api } from '../../../lib/api.ts';

const appealsKey = ['nft-appeals'] as const;

export type AppealQuery = InputOf<typeof adminApi.resale.appeals>;

export const useNftAppeals = (query: AppealQuery) =>
  useListRead([...appealsKey, 'list'], adminApi.resale.appeals, query);

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
export const useDecideAppeal = (id: number) =>
  useWrite(
    (body: DecideInput) => api.call(adminApi.resale.decide, { ...body, id }),
    [appealsKey, ['nft-orders'], ['user'], ['ledger']],
  );
