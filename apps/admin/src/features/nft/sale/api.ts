import { adminApi, type InputOf } from '@mcc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type NftOrderQuery = InputOf<typeof adminApi.nftOrders.list>;

export function useNftOrders(query: NftOrderQuery) {
  return useQuery({
    queryKey: ['nft-orders', query],
    queryFn: () => api.call(adminApi.nftOrders.list, query),
    placeholderData: keepPreviousData,
  });
}
