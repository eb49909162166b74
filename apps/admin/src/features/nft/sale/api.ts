import { adminApi, type InputOf } from '@mcc/contract';
import { useListRead } from '../../../components/list/use-list-query.ts';

export type NftOrderQuery = InputOf<typeof adminApi.nftOrders.list>;

export const useNftOrders = (query: NftOrderQuery) =>
  useListRead(['nft-orders'], adminApi.nftOrders.list, query);
