import { Card, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { Paged } from '../../lib/paged.ts';
import { pagination } from '../../lib/use-page-params.ts';
import { PageHeader } from '../page-header.tsx';
import { type ListFilterState, ListFilters } from './list-filters.tsx';

/** A list's table: the rows of a page (`onPage` turns the pages) or of a whole, unpaged list. */
export interface ListTableProps<R>
  extends Pick<TableProps<R>, 'columns' | 'expandable' | 'size' | 'locale' | 'rowSelection'> {
  list: { data?: Paged<R> | R[]; isFetching: boolean };
  onPage?(page: number): void;
  /** The width the columns need: narrower screens scroll sideways. */
  scrollX: number | 'max-content';
  testId?: string;
  rowKey?: TableProps<R>['rowKey'];
}

/** The console's list table: loading while it reads, the server's pages below (none for an unpaged list). */
export function ListTable<R extends object>({
  list,
  onPage,
  scrollX,
  testId,
  rowKey = 'id',
  ...table
}: ListTableProps<R>) {
  const { data } = list;
  const paged = Array.isArray(data) ? undefined : data;
  return (
    <Table<R>
      {...table}
      rowKey={rowKey}
      loading={list.isFetching}
      dataSource={Array.isArray(data) ? data : data?.list}
      pagination={onPage ? pagination(paged, onPage) : false}
      scroll={{ x: scrollX }}
      data-testid={testId}
    />
  );
}

/**
 * A list page: its title with its actions (`extra`), and in one card the filter bar above the table —
 * `filters`, the fields of a ListFilters bound to `query` (useListQuery: the address's filters and
 * page), or a `bar` of its own; `children` are its dialogs.
 */
export function ListPage<R extends object>({
  testId,
  title,
  extra,
  query,
  filters,
  filterValues,
  bar,
  tableTestId,
  children,
  ...table
}: Omit<ListTableProps<R>, 'onPage'> & {
  testId: string;
  title: ReactNode;
  extra?: ReactNode;
  query?: ListFilterState<string> & { setPage(page: number): void };
  filters?: ReactNode;
  /** What the filter fields show, when not the address's texts (a number). */
  filterValues?: object;
  bar?: ReactNode;
  tableTestId?: string;
  children?: ReactNode;
  onPage?(page: number): void;
}) {
  return (
    <div data-testid={testId}>
      <PageHeader title={title} extra={extra} />
      <Card>
        {query && filters && (
          <ListFilters list={query} values={filterValues}>
            {filters}
          </ListFilters>
        )}
        {bar}
        <ListTable<R> onPage={query?.setPage} {...table} testId={tableTestId} />
      </Card>
      {children}
    </div>
  );
}
