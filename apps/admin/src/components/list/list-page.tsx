import { Card, Flex, Space, Table, type TableProps } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { Paged } from '../../lib/paged.ts';
import { pagination } from '../../lib/use-page-params.ts';
import { PageHeader } from '../page-header.tsx';
import { columnId, useColumnSettings } from './column-settings.tsx';
import { ExportButton, type ExportCall } from './export-button.tsx';
import { type ListFilterState, ListFilters } from './list-filters.tsx';

/** The address's sorting of a list (`sort`, `order`; sortBy), and how to change it. */
export type SortState = Pick<ListFilterState<string>, 'filters' | 'setFilters'>;

/** A list's table: the rows of a page (`onPage` turns the pages) or of a whole, unpaged list. */
export interface ListTableProps<R>
  extends Pick<TableProps<R>, 'columns' | 'expandable' | 'size' | 'locale' | 'rowSelection'> {
  list: { data?: Paged<R> | R[]; isFetching: boolean };
  onPage?(page: number): void;
  /** The width the columns need: narrower screens scroll sideways. */
  scrollX: number | 'max-content';
  testId?: string;
  rowKey?: TableProps<R>['rowKey'];
  /** Names the list where its column settings are kept; without it, the columns are as given. */
  listId?: string;
  /** Columns marked `sorter: true` sort the list by their key (or field) through the address. */
  sort?: SortState;
  /** The list's export, offered to operators with `data.export`. */
  exportCall?: ExportCall;
  /** Left of the toolbar above the table (a note, a bulk action's bar). */
  toolbar?: ReactNode;
}

const ORDER_OF = { ascend: 'asc', descend: 'desc' } as const;

/** Binds the sortable columns to the address's sorting: each shows whether the list is sorted by it. */
function sortedColumns<C extends ColumnType<never>>(columns: C[], sort: SortState | undefined): C[] {
  if (!sort) return columns;
  const { sort: by, order } = sort.filters;
  return columns.map((c) =>
    c.sorter ? { ...c, sortOrder: columnId(c) === by ? (order === 'asc' ? 'ascend' : 'descend') : null } : c,
  );
}

/**
 * The console's list table: loading while it reads, the server's pages below (none for an unpaged
 * list); above it, the toolbar (Export, the column settings) when the list has either.
 */
export function ListTable<R extends object>({
  list,
  onPage,
  scrollX,
  testId,
  rowKey = 'id',
  listId,
  sort,
  exportCall,
  toolbar,
  columns = [],
  ...table
}: ListTableProps<R>) {
  const { data } = list;
  const paged = Array.isArray(data) ? undefined : data;
  const settings = useColumnSettings(listId, columns as ColumnType<never>[]);
  const shown = sortedColumns(settings.columns, sort) as TableProps<R>['columns'];
  const tools = exportCall || settings.control;
  return (
    <>
      {(tools || toolbar) && (
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <div>{toolbar}</div>
          <Space>
            {exportCall && <ExportButton {...exportCall} />}
            {settings.control}
          </Space>
        </Flex>
      )}
      <Table<R>
        {...table}
        columns={shown}
        rowKey={rowKey}
        loading={list.isFetching}
        dataSource={Array.isArray(data) ? data : data?.list}
        pagination={onPage ? pagination(paged, onPage) : false}
        scroll={{ x: scrollX }}
        // Newest, largest first: the way an operator looks at a column first.
        sortDirections={['descend', 'ascend']}
        onChange={(_, __, sorter, { action }) => {
          if (action !== 'sort' || !sort) return;
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<R> | undefined;
          const order = s?.order ? ORDER_OF[s.order] : undefined;
          sort.setFilters({ sort: order && s?.column ? columnId(s.column as never) : undefined, order });
        }}
        data-testid={testId}
      />
    </>
  );
}

/**
 * A list page: its title with its actions (`extra`), and in one card the filter bar above the table —
 * `filters`, the fields of a ListFilters bound to `query` (useListQuery: the address's filters and
 * page, its sorting too), or a `bar` of its own; `children` are its dialogs.
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
        <ListTable<R>
          onPage={query?.setPage}
          sort={query?.keys.includes('sort') ? query : undefined}
          {...table}
          testId={tableTestId}
        />
      </Card>
      {children}
    </div>
  );
}
