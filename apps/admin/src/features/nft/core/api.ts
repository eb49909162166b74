import { type AdminSeries, adminApi } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Every read of series (pages, the full list the pickers offer): boxes and recipes refresh them too. */
export const seriesKey = ['nft-series'] as const;

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

/** Sends a picture (`POST /admin-api/upload`, multipart `file`); answers its address. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.call(adminApi.upload.file, {}, { form })).url;
}
