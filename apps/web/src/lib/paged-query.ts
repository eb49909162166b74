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

/** Which page to ask for next: its number, and for a keyset list the id of the last row already shown. */
interface PageParam {
  page: number;
  before?: number;
}

/**
 * A `?page` list read page by page (endless scroll). Only the first page of a first load shows the
 * loading toast (with the list's skeleton, components/paged-list.tsx): later pages load under the list's
 * own "loading more" line, and a refetch of a list already shown keeps quiet (lib/query-client.ts).
 * `params` go with every page (e.g. `id`, `level`); `P` is the page's shape when the call answers more
 * than the list (e.g. the order it lists); `toastFailure: false` when the page shows a refusal itself.
 * `keyset: true` for calls that take `before` (statements, AI quant orders): each later page is asked
 * for as "the rows after the last one shown", which costs the server what page 1 does at any depth.
 */
export function usePagedQuery<T, P extends Page<T> = Page<T>>(
  queryKey: readonly unknown[],
  url: string,
  params: Record<string, unknown> = {},
  options: Pick<RequestOptions, 'toastFailure'> & { keyset?: boolean } = {},
) {
  const { keyset = false, ...requestOptions } = options;
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }: { pageParam: PageParam }) =>
      unwrap(
        request<P>({
          url,
          data: { ...params, ...pageParam, limit: PAGE_LIMIT },
          loading: pageParam.page === 1,
          ...requestOptions,
        }),
      ),
    initialPageParam: { page: 1 } as PageParam,
    getNextPageParam: (last: P): PageParam | undefined => {
      if (!last.hasMore) return undefined;
      const lastId = (last.list.at(-1) as { id?: unknown } | undefined)?.id;
      return keyset && typeof lastId === 'number'
        ? { page: last.page + 1, before: lastId }
        : { page: last.page + 1 };
    },
  });
}

export type PagedQuery<T, P extends Page<T> = Page<T>> = ReturnType<typeof usePagedQuery<T, P>>;
