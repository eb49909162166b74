import { adminApi, type SeriesInput } from '@mcc/contract';
import { api } from '../../../lib/api.ts';
import { seriesKey, usePagedList, useSaveAt } from '../core/api.ts';

export const useNftSeries = (page: number, limit: number) =>
  usePagedList(seriesKey, adminApi.nft.series, page, limit);

export const useSaveSeries = () =>
  useSaveAt(
    ({ id, body }: { id?: number; body: SeriesInput }) =>
      id === undefined
        ? api.call(adminApi.nft.createSeries, body, { quiet: true })
        : api.call(adminApi.nft.updateSeries, { ...body, id }, { quiet: true }),
    [seriesKey],
  );
