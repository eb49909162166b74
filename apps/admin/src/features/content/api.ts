import { adminApi, type InputOf } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../components/form/use-write.ts';
import { useListRead } from '../../components/list/use-list-query.ts';
import { api } from '../../lib/api.ts';

export const useNotices = (query: InputOf<typeof adminApi.notices.list>) =>
  useListRead(['notices'], adminApi.notices.list, query);

export function useNotice(id: number | undefined) {
  return useQuery({
    queryKey: ['notice', id],
    queryFn: () => api.call(adminApi.notices.get, { id: id ?? 0 }),
    enabled: id !== undefined,
    refetchOnWindowFocus: false,
  });
}

export const useCreateNotice = () =>
  useWrite(
    (body: InputOf<typeof adminApi.notices.create>) => api.call(adminApi.notices.create, body),
    [['notices']],
  );
export const useUpdateNotice = () =>
  useWrite(
    (input: InputOf<typeof adminApi.notices.update>) => api.call(adminApi.notices.update, input),
    [['notices'], ['notice']],
  );
export const useDeleteNotice = () =>
  useWrite((id: number) => api.call(adminApi.notices.remove, { id }), [['notices'], ['notice']]);

export function useBanners() {
  return useQuery({
    queryKey: ['banners'],
    queryFn: () => api.call(adminApi.banners.list),
  });
}

export const useCreateBanner = () =>
  useWrite(
    (body: InputOf<typeof adminApi.banners.create>) => api.call(adminApi.banners.create, body),
    [['banners']],
  );
export const useUpdateBanner = () =>
  useWrite(
    (input: InputOf<typeof adminApi.banners.update>) => api.call(adminApi.banners.update, input),
    [['banners']],
  );
export const useDeleteBanner = () =>
  useWrite((id: number) => api.call(adminApi.banners.remove, { id }), [['banners']]);
