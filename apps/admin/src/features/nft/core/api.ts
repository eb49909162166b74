import { type AdminSeries, type AnswerOf, adminApi, type Route } from '@mcc/contract';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Every read of series (pages, the full list the pickers offer): boxes and recipes refresh them too. */
export const seriesKey = ['nft-series'] as const;

/** A console list read `?page&limit` (`pageQuery`). */
type PagedRoute = Route & { query: 'pageQuery' };

/** One page of an admin list under `key` (the previous page stays shown while the next loads). */
export function usePagedList<R extends PagedRoute>(key: QueryKey, route: R, page: number, limit: number) {
  return useQuery({
    queryKey: [...key, page, limit],
    queryFn: () => api.call(route as PagedRoute, { page, limit } as never) as Promise<AnswerOf<R>>,
    placeholderData: keepPreviousData,
  });
}

/** The admin API's largest page. */
const MAX_LIMIT = 50;

/** Every series, drafts included, for the series pickers of the box and recipe forms. */
export function useAllSeries() {
  return useQuery({
    queryKey: [...seriesKey, 'all'],
    queryFn: async () => {
      const all: AdminSeries[] = [];
      for (let page = 1; ; page++) {
        const got = await api.call(adminApi.nft.series, { page, limit: MAX_LIMIT });
        all.push(...got.list);
        if (!got.hasMore || got.list.length === 0) return all;
      }
    },
  });
}

/**
 * Saves with `send` (a create, or a replace of the row `id`); then reads `refresh` again. A refusal
 * (`code` 0) is left to the form, which shows the server's text beside the fields instead of a passing
 * toast (`send` calls with `quiet`).
 */
export function useSaveAt<V, R>(send: (value: V) => Promise<R>, refresh: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** Sends a picture (`POST /admin-api/upload`, multipart `file`); answers its address. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.call(adminApi.upload.file, {}, { form })).url;
}
