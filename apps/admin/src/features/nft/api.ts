import type { AdminNftOrder, AdminSeries, OrderState, SeriesInput, Uploaded } from '@mcc/contract';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

/** Every read of series (pages, the full list the pickers offer): boxes and recipes refresh them too. */
export const seriesKey = ['nft-series'] as const;

/** One page of an admin list under `key` (the previous page stays shown while the next loads). */
export function usePagedList<T>(key: QueryKey, url: string, page: number, limit: number) {
  return useQuery({
    queryKey: [...key, page, limit],
    queryFn: () => api.get<Paged<T>>(url, { page, limit }),
    placeholderData: keepPreviousData,
  });
}

export const useNftSeries = (page: number, limit: number) =>
  usePagedList<AdminSeries>(seriesKey, '/admin-api/nft/series', page, limit);

/** The admin API's largest page. */
const MAX_LIMIT = 50;

/** Every series, drafts included, for the series pickers of the box and recipe forms. */
export function useAllSeries() {
  return useQuery({
    queryKey: [...seriesKey, 'all'],
    queryFn: async () => {
      const all: AdminSeries[] = [];
      for (let page = 1; ; page++) {
        const got = await api.get<Paged<AdminSeries>>('/admin-api/nft/series', { page, limit: MAX_LIMIT });
        all.push(...got.list);
        if (!got.hasMore || got.list.length === 0) return all;
      }
    },
  });
}

/**
 * Creates at `url`, or replaces `url/<id>`; then reads `refresh` again. A refusal (`code` 0) is left to
 * the form, which shows the server's text beside the fields instead of a passing toast.
 */
export function useSaveAt<B, R>(url: string, refresh: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: B }) =>
      api.post<R>(id === undefined ? url : `${url}/${id}`, body, { quiet: true }),
    onSettled: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const useSaveSeries = () => useSaveAt<SeriesInput, AdminSeries>('/admin-api/nft/series', [seriesKey]);

/** Sends a picture (`POST /admin-api/upload`, multipart `file`); answers its address. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.post<Uploaded>('/admin-api/upload', form)).url;
}

export interface NftOrderQuery {
  userId?: number;
  seriesId?: number;
  status?: OrderState;
  page: number;
  limit: number;
}

export function useNftOrders(query: NftOrderQuery) {
  return useQuery({
    queryKey: ['nft-orders', query],
    queryFn: () => api.get<Paged<AdminNftOrder>>('/admin-api/nft/orders', { ...query }),
    placeholderData: keepPreviousData,
  });
}
