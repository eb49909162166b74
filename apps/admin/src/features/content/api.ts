import type {
  AdminNotice,
  Banner,
  BannerCreateInput,
  BannerUpdateInput,
  NoticeCreateInput,
  NoticeUpdateInput,
} from '@mcc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Paged } from '../../lib/paged.ts';

export function useNotices(page: number, limit: number) {
  return useQuery({
    queryKey: ['notices', { page, limit }],
    queryFn: () => api.get<Paged<AdminNotice>>('/admin-api/notices', { page, limit }),
    placeholderData: keepPreviousData,
  });
}

export function useNotice(id: number | undefined) {
  return useQuery({
    queryKey: ['notice', id],
    queryFn: () => api.get<AdminNotice>(`/admin-api/notices/${id}`),
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
  useContentMutation(['notices'], (body: NoticeCreateInput) =>
    api.post<AdminNotice>('/admin-api/notices', body),
  );
export const useUpdateNotice = () =>
  useContentMutation(['notices', 'notice'], ({ id, ...body }: NoticeUpdateInput & { id: number }) =>
    api.post<AdminNotice>(`/admin-api/notices/${id}`, body),
  );
export const useDeleteNotice = () =>
  useContentMutation(['notices', 'notice'], (id: number) =>
    api.post<null>(`/admin-api/notices/${id}/delete`),
  );

export function useBanners() {
  return useQuery({
    queryKey: ['banners'],
    queryFn: () => api.get<Banner[]>('/admin-api/banners'),
  });
}

export const useCreateBanner = () =>
  useContentMutation(['banners'], (body: BannerCreateInput) => api.post<Banner>('/admin-api/banners', body));
export const useUpdateBanner = () =>
  useContentMutation(['banners'], ({ id, ...body }: BannerUpdateInput & { id: number }) =>
    api.post<Banner>(`/admin-api/banners/${id}`, body),
  );
export const useDeleteBanner = () =>
  useContentMutation(['banners'], (id: number) => api.post<null>(`/admin-api/banners/${id}/delete`));
