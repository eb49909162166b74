import { ASSETS, type Asset } from '@mcc/contract';
import { rangeEnd, rangeStart } from '../../components/list/date-range.ts';
import { oneOf, SORT_ORDERS } from '../../components/list/use-list-query.ts';
import type { usePageParams } from '../../lib/use-page-params.ts';

/**
 * The ledger explorer's state lives in the address (a link or a reload opens the same view): the tab,
 * each tab's filters, the date range, the search and the sort. Switching tabs clears them.
 */
export const LEDGER_FILTER_KEYS = [
  'tab',
  'accountId',
  'uid',
  'code',
  'refType',
  'refId',
  'asset',
  'state',
  'owner',
  'from',
  'to',
  'q',
  'sort',
  'order',
] as const;
export type LedgerFilterKey = (typeof LEDGER_FILTER_KEYS)[number];
export type LedgerPageParams = ReturnType<typeof usePageParams<LedgerFilterKey>>;

export const LEDGER_PAGE_SIZE = 20;

export const asAsset: (v: string | undefined) => Asset | undefined = oneOf(ASSETS);

/** What every ledger tab's query holds: the range as instants, the search, the sort and the page. */
export function ledgerListQuery<S extends string>(
  { filters, page }: Pick<LedgerPageParams, 'filters' | 'page'>,
  sorts: readonly S[],
) {
  return {
    from: rangeStart(filters.from),
    to: rangeEnd(filters.to),
    q: filters.q,
    sort: oneOf(sorts)(filters.sort),
    order: oneOf(SORT_ORDERS)(filters.order),
    page,
    limit: LEDGER_PAGE_SIZE,
  };
}
