import { z } from 'zod';
import { lineText } from './text.ts';

/*
 * The console's lists share one query grammar (issue 35, item 2): a page, a date range, a search, a
 * sort among the list's own columns, and the list's status filters. `consoleListQuery` builds a list's
 * query from its filters; `exportQuery` derives the CSV export's query from it (the same filters,
 * without the page, with the operator's UTC offset for the file's times).
 */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * An edge of a date range: an instant with its offset (`2026-05-01T00:00:00+08:00`, what the console
 * sends: the operator's midnight) or a date alone (`2026-05-01`, read as 00:00 UTC).
 */
export const rangeEdge = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'LIST_RANGE_INVALID',
});

/**
 * `from` ≤ time < `to`: `from` is included, `to` is not, so the console sends the first instant after
 * the range (the operator's midnight after the last day picked) and two ranges that meet never share a
 * row. Each list says which of its times the range applies to.
 */
export const dateRange = { from: rangeEdge.optional(), to: rangeEdge.optional() };

/**
 * Free-text search of a list (`q`). Each list says what it matches; the rules are the same everywhere:
 * ids, UIDs, addresses and transaction hashes match exactly, a mobile, an e-mail or a nickname from
 * its start (any case), a title or a name anywhere in it.
 */
export const searchText = lineText().trim().min(1, { error: 'LIST_SEARCH_INVALID' }).max(100).optional();

/** A content list's status filter: what users see (`published`) or not yet (`draft`). */
export const PUBLISH_STATES = ['published', 'draft'] as const;

/** The UTC offset of the operator's clock in minutes (480 for UTC+8: `-new Date().getTimezoneOffset()`). */
export const utcOffset = z.coerce.number().int().min(-720).max(840).default(0);

const pageFields = (limit: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(limit),
});

/** The range runs forwards (an empty one, `from` = `to`, is refused too: it can hold no row). */
const rangeInOrder = (query: object) => {
  const { from, to } = query as { from?: string; to?: string };
  return from === undefined || to === undefined || Date.parse(from) < Date.parse(to);
};
const RANGE_CHECK = { error: 'LIST_RANGE_INVALID', path: ['to'] };

interface ListOptions<Sort extends readonly [string, ...string[]]> {
  /** The columns the list sorts by, the default first; a sort outside them is refused. */
  sort: Sort;
  /** Rows per page when the client names none. */
  limit?: number;
}

/**
 * A console list's query: `page`/`limit`, the list's `filters`, a date range (`from`/`to`), and
 * `sort` (one of `options.sort`, the first by default) with `order`. Without `order` the list keeps its
 * own (newest first, unless the list says otherwise: a review queue filtered to `reviewing` oldest
 * first). Ties are broken by the row id in the same order, so paging never repeats or skips a row.
 */
export function consoleListQuery<
  const Filters extends z.ZodRawShape,
  const Sort extends readonly [string, ...string[]],
>(filters: Filters, options: ListOptions<Sort>) {
  return z
    .object({
      ...pageFields(options.limit ?? 20),
      ...filters,
      ...dateRange,
      sort: z.enum(options.sort, { error: 'LIST_SORT_INVALID' }).default(options.sort[0] as Sort[number]),
      order: z.enum(SORT_ORDERS, { error: 'LIST_SORT_INVALID' }).optional(),
    })
    .refine(rangeInOrder, RANGE_CHECK);
}

/**
 * The CSV export of a list (`GET <list path>/export`): the list's query without the page (every row the
 * filters select, in the list's order), and `utcOffset`, the offset the file's times are written in
 * (ISO 8601 with that offset). The column headers follow the caller's language (`lang` header).
 */
export function exportQuery<const Shape extends z.ZodRawShape & { page: unknown; limit: unknown }>(list: {
  shape: Shape;
}) {
  const { page: _page, limit: _limit, ...filters } = list.shape;
  return z
    .object({ ...(filters as Omit<Shape, 'page' | 'limit'>), utcOffset })
    .refine(rangeInOrder, RANGE_CHECK);
}

/** What every console list's query holds, as the server reads it. */
export interface ListQueryCore {
  from?: string | undefined;
  to?: string | undefined;
  order?: SortOrder | undefined;
}
