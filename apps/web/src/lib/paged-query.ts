import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from './api.ts';
import { unwrap } from './request.ts';

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
 * A `?page` list read page by page (endless scroll). Only the first page shows the loading toast:
 * later pages load under the list's own "loading more" line.
 */
export function usePagedQuery<T>(queryKey: readonly unknown[], url: string) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      unwrap(
        request<Page<T>>({ url, data: { page: pageParam, limit: PAGE_LIMIT }, loading: pageParam === 1 }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export type PagedQuery<T> = ReturnType<typeof usePagedQuery<T>>;
