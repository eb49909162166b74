import { adminApi, type InputOf } from '@mcc/contract';
import { useSaveRow } from '../../../components/form/use-write.ts';
import { useListRead } from '../../../components/list/use-list-query.ts';
import { seriesKey } from '../core/api.ts';

export const useNftSeries = (query: InputOf<typeof adminApi.nft.series>) =>
  useListRead(seriesKey, adminApi.nft.series, query);

export const useSaveSeries = () =>
  useSaveRow(adminApi.nft.createSeries, adminApi.nft.updateSeries, [seriesKey]);
