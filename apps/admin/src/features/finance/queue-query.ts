import { NETWORKS } from '@mcc/contract';
import type { ListFilterState } from '../../components/list/list-filters.tsx';
import type { SortState } from '../../components/list/list-page.tsx';
import {
  asText,
  DATE_RANGE,
  type FilterParser,
  filterPart,
  oneOf,
  sortBy,
  useListQuery,
} from '../../components/list/use-list-query.ts';
import { queueState } from '../../lib/queue-state.ts';

/** What a finance queue's filter bar holds: the days the requests were made, a search, the network. */
const BAR_KEYS = ['from', 'to', 'q', 'network'] as const;

/**
 * A finance queue's filters, as the address keeps them: the state (read by useQueueQuery), the bar's,
 * a sort among `sorts` (the columns the queue's call sorts by), and the queue's `own` (the recharges'
 * kind).
 */
export const queueFilters = <F extends string, O extends Record<string, FilterParser> = Record<never, never>>(
  sorts: readonly F[],
  own = {} as O,
) => ({ state: asText, ...DATE_RANGE, q: asText, network: oneOf(NETWORKS), ...sortBy(sorts), ...own });

/** A finance queue's address state, as its page and ReviewQueue use it. */
export interface FinanceQueue<Q = object> {
  /** The states a row listed may be in, the waiting one (the default) first. */
  states: readonly string[];
  /** The queue's call's query: the state, the bar's filters, the sort and the page. */
  query: Q & { state?: string; page: number; limit: number };
  /** The filter bar's part of the address. */
  bar: ListFilterState<(typeof BAR_KEYS)[number]>;
  sort: SortState;
  setState(state: string): void;
  setPage(page: number): void;
}

/**
 * A queue's filters and page, kept in the address: the waiting rows (the first of `statesOf` the
 * query) unless asked otherwise (`all` for every state).
 */
export function useQueueQuery<P extends ReturnType<typeof queueFilters>, S extends string>(
  filters: P,
  statesOf: (query: ReturnType<typeof useListQuery<P>>['query']) => readonly S[],
) {
  const list = useListQuery(filters);
  const states = statesOf(list.query);
  return {
    states,
    query: { ...list.query, state: queueState(list.filters.state, states) },
    bar: filterPart(list, BAR_KEYS),
    sort: list,
    setState: (state: string) => list.setFilters({ state } as never),
    setPage: list.setPage,
    list,
  };
}
