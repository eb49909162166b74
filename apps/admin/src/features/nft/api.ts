import type { AdminNftOrder, AdminSeries, OrderState, SeriesInput, Uploaded } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

const seriesKey = ['nft-series'] as const;

export function useNftSeries(page: number, limit: number) {
  return useQuery({
    queryKey: [...seriesKey, page, limit],
    queryFn: () => api.get<Paged<AdminSeries>>('/admin-api/nft/series', { page, limit }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Creates a series, or replaces one (`id`). A refusal (`code` 0) is left to the form, which shows the
 * server's text beside the fields instead of a passing toast.
 */
export function useSaveSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: SeriesInput }) =>
      api.post<AdminSeries>(
        id === undefined ? '/admin-api/nft/series' : `/admin-api/nft/series/${id}`,
        body,
        {
          quiet: true,
        },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: seriesKey }),
  });
}

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
