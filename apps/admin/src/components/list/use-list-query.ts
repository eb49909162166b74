import type { AnswerOf, InputOf, Route } from '@mcc/contract';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api.ts';
import { usePageParams } from '../../lib/use-page-params.ts';
import { rangeEnd, rangeStart } from './date-range.ts';
import type { ListFilterState } from './list-filters.tsx';

/** How a filter's text in the address becomes the list's query (undefined: not filtered). */
export type FilterParser<T = unknown> = (raw: string | undefined) => T;

/** How many rows a console list shows a page. */
export const LIST_LIMIT = 20;

/** A filter as written. */
export const asText: FilterParser<string | undefined> = (raw) => raw;

/** A numeric id, when the text is one (`pattern`: the digits the call takes). */
export const asId =
  (pattern: RegExp): FilterParser<number | undefined> =>
  (raw) =>
    pattern.test(raw ?? '') ? Number(raw) : undefined;

/** One of `values`. */
export const oneOf =
  <S extends string>(values: readonly S[]): FilterParser<S | undefined> =>
  (raw) =>
    values.find((v) => v === raw);

/** A list's date range (DateRangeFilter): two days in the address, two instants in the query. */
export const DATE_RANGE = { from: rangeStart, to: rangeEnd };

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** A list's sorting among the `fields` its call sorts by (columns marked `sorter: true`), in the address. */
export const sortBy = <F extends string>(fields: readonly F[]) => ({
  sort: oneOf(fields),
  order: oneOf(SORT_ORDERS),
});

/**
 * A list page's filters and page in the address (usePageParams: reload and Back keep them), read as
 * the list's query: each filter through its parser, then `page` and `limit`.
 */
export function useListQuery<P extends Record<string, FilterParser>>(parsers: P, limit = LIST_LIMIT) {
  const keys = useMemo(() => Object.keys(parsers) as (keyof P & string)[], [parsers]);
  const params = usePageParams(keys);
  const read = Object.fromEntries(keys.map((k) => [k, parsers[k]?.(params.filters[k])]));
  const query = { ...(read as { [K in keyof P]: ReturnType<P[K]> }), page: params.page, limit };
  /** Shows the rows these filters pick, every other filter cleared (a link in the table). */
  const only = (next: Partial<Record<keyof P & string, string>>) =>
    params.setFilters({ ...Object.fromEntries(keys.map((k) => [k, undefined])), ...next });
  return { ...params, keys, query, only };
}

/**
 * A list read with its query (a page, the filters), kept under `[...key, query]`; the page shown stays
 * while the next one loads.
 */
export function useListRead<R extends Route>(key: QueryKey, route: R, query: InputOf<R>) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: () => api.call(route as Route, query as never) as Promise<AnswerOf<R>>,
    placeholderData: keepPreviousData,
  });
}

/**
 * The part of a list's filters its filter bar holds: Search and Reset set and clear only these, so
 * what the page's header chooses (a queue's state) stays.
 */
export function filterPart<K extends string>(
  list: Pick<ListFilterState<string>, 'filters' | 'setFilters'>,
  keys: readonly K[],
): ListFilterState<K> {
  const clear = Object.fromEntries(keys.map((k) => [k, undefined]));
  return {
    keys,
    filters: list.filters,
    setFilters: list.setFilters,
    only: (next) => list.setFilters({ ...clear, ...next }),
  };
}
