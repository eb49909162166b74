import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from './api.ts';
import { type RequestOptions, unwrap } from './request.ts';

/** A page of a list, as every `?page` call answers (`paged(...)` in @mcc/contract). */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
}

export const PAGE_LIMIT = 10;

/**
 * A `?page` list read page by page (endless scroll). Only the first page of a first load shows the
 * loading toast (with the list's skeleton, components/paged-list.tsx): later pages load under the list's
 * own "loading more" line, and a refetch of a list already shown keeps quiet (lib/query-client.ts).
 * `params` go with every page (e.g. `id`, `level`); `P` is the page's shape when the call answers more
 * than the list (e.g. the order it lists); `toastFailure: false` when the page shows a refusal itself.
 */
export function usePagedQuery<T, P extends Page<T> = Page<T>>(
  queryKey: readonly unknown[],
  url: string,
  params: Record<string, unknown> = {},
  options: Pick<RequestOptions, 'toastFailure'> = {},
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      unwrap(
        request<P>({
          url,
          data: { ...params, page: pageParam, limit: PAGE_LIMIT },
          loading: pageParam === 1,
          ...options,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: P) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export type PagedQuery<T, P extends Page<T> = Page<T>> = ReturnType<typeof usePagedQuery<T, P>>;
