import type { AnswerOf, InputOf, Route } from '@mcc/contract';
import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import { call } from './api.ts';
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
 * `refetchInterval`: how long until the pages shown are read again (quietly), from what they hold;
 * `false` for not at all (the default).
 */
export function usePagedQuery<R extends Route>(
  queryKey: readonly unknown[],
  route: R,
  params: Omit<InputOf<R>, keyof PageParam | 'limit'> = {} as Omit<InputOf<R>, keyof PageParam | 'limit'>,
  options: Pick<RequestOptions, 'toastFailure'> & {
    keyset?: boolean;
    refetchInterval?: (
      data: InfiniteData<AnswerOf<R> & Page<ItemOf<AnswerOf<R>>>, PageParam> | undefined,
    ) => number | false;
  } = {},
): PagedQuery<ItemOf<AnswerOf<R>>, AnswerOf<R> & Page<ItemOf<AnswerOf<R>>>> {
  type P = AnswerOf<R> & Page<ItemOf<AnswerOf<R>>>;
  const { keyset = false, refetchInterval, ...requestOptions } = options;
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }: { pageParam: PageParam }) =>
      unwrap(
        call(route as Route, { ...params, ...pageParam, limit: PAGE_LIMIT } as never, {
          loading: pageParam.page === 1,
          ...requestOptions,
        }),
      ) as Promise<P>,
    initialPageParam: { page: 1 } as PageParam,
    getNextPageParam: (last: P): PageParam | undefined => {
      if (!last.hasMore) return undefined;
      const lastId = (last.list.at(-1) as { id?: unknown } | undefined)?.id;
      return keyset && typeof lastId === 'number'
        ? { page: last.page + 1, before: lastId }
        : { page: last.page + 1 };
    },
    ...(refetchInterval ? { refetchInterval: (query) => refetchInterval(query.state.data) } : {}),
  });
}

/** The row type of a page. */
type ItemOf<P> = P extends Page<infer T> ? T : never;

export type PagedQuery<T, P extends Page<T> = Page<T>> = UseInfiniteQueryResult<InfiniteData<P, PageParam>>;
