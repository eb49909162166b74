import { adminApi, type InputOf } from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export function useNotices(page: number, limit: number) {
  return useQuery({
    queryKey: ['notices', { page, limit }],
    queryFn: () => api.call(adminApi.notices.list, { page, limit }),
    placeholderData: keepPreviousData,
  });
}

export function useNotice(id: number | undefined) {
  return useQuery({
    queryKey: ['notice', id],
    queryFn: () => api.call(adminApi.notices.get, { id: id ?? 0 }),
    enabled: id !== undefined,
    refetchOnWindowFocus: false,
  });
}

function useContentMutation<V, R>(keys: string[], fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all(keys.map((k) => client.invalidateQueries({ queryKey: [k] }))),
  });
}

export const useCreateNotice = () =>
  useContentMutation(['notices'], (body: InputOf<typeof adminApi.notices.create>) =>
    api.call(adminApi.notices.create, body),
  );
export const useUpdateNotice = () =>
  useContentMutation(['notices', 'notice'], (input: InputOf<typeof adminApi.notices.update>) =>
    api.call(adminApi.notices.update, input),
  );
export const useDeleteNotice = () =>
  useContentMutation(['notices', 'notice'], (id: number) => api.call(adminApi.notices.remove, { id }));

export function useBanners() {
  return useQuery({
    queryKey: ['banners'],
    queryFn: () => api.call(adminApi.banners.list),
  });
}

export const useCreateBanner = () =>
  useContentMutation(['banners'], (body: InputOf<typeof adminApi.banners.create>) =>
    api.call(adminApi.banners.create, body),
  );
export const useUpdateBanner = () =>
  useContentMutation(['banners'], (input: InputOf<typeof adminApi.banners.update>) =>
    api.call(adminApi.banners.update, input),
  );
export const useDeleteBanner = () =>
  useContentMutation(['banners'], (id: number) => api.call(adminApi.banners.remove, { id }));
