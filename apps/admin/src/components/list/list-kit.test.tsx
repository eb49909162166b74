import { adminApi } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../lib/notify.ts';
import { pageOf, renderInConsole } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import { idColumn, timeColumn } from './columns.tsx';
import { DateRangeFilter, SearchFilter } from './list-filters.tsx';
import { ListPage } from './list-page.tsx';
import { asText, DATE_RANGE, sortBy, useListQuery, useListRead } from './use-list-query.ts';

beforeAll(stubBrowserApis);

const LIST_ID = 'kit-test';
const FILTERS = { ...DATE_RANGE, q: asText, ...sortBy(['createdAt', 'amount'] as const) };
const ROW = { id: 7, amount: '12.500000', txHash: 'ab'.repeat(32), createdAt: '2026-12-03T04:05:06.000Z' };

/** The address the list keeps its filters in, shown so a test can read it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** A list page of the kit, as every console list is built: filters, sorting, settings, export. */
function KitList() {
  const list = useListQuery(FILTERS);
  const rows = useListRead(['kit'], adminApi.finance.recharges, list.query as never);
  return (
    <>
      <ListPage<typeof ROW>
        testId="kit-page"
        title="Kit"
        query={list}
        list={rows as never}
        listId={LIST_ID}
        filters={
          <>
            <DateRangeFilter />
            <SearchFilter by={['uid', 'txHash']} />
          </>
        }
        exportCall={{ route: adminApi.finance.rechargesExport, query: list.query, name: 'recharges' }}
        scrollX={800}
        columns={[
          idColumn(),
          { title: 'Amount', dataIndex: 'amount', sorter: true },
          { title: 'Hash', dataIndex: 'txHash' },
          timeColumn('Created', 'createdAt', { sorter: true }),
        ]}
      />
      <Address />
    </>
  );
}

let requests: URL[] = [];
let fileAnswer: Response | undefined;
const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };

beforeEach(() => {
  requests = [];
  setNotifier(toasts);
  fileAnswer = undefined;
  localStorage.removeItem(`mcc-admin-columns:${LIST_ID}`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(new URL(url, 'http://console.test'));
      if (url.includes('/export') && fileAnswer) return fileAnswer;
      return new Response(JSON.stringify({ code: 1, msg: '', time: '0', data: pageOf([ROW]) }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const lastList = () => requests.filter((u) => !u.pathname.endsWith('/export')).at(-1);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

// Each test mounts a whole list (its filters, its table, the calendar's chunk): seconds on a loaded machine.
describe('the list kit', { timeout: 30_000 }, () => {
  it('keeps a date range in the address as two days and asks for the instants that bound them', async () => {
    // Days far from today, so the preset below changes both ends (on 2026-12-07 the last seven days
    // began where the address already did, and the test read the old end).
    renderInConsole(<KitList />, [], '/?from=2020-03-01&to=2020-03-06');
    // The calendar's chunk loads after the list.
    const start = await screen.findByPlaceholderText('开始日期');
    const end = screen.getByPlaceholderText('结束日期');
    await waitFor(() => expect(start).toHaveProperty('value', '2020-03-01'));
    expect(end).toHaveProperty('value', '2020-03-06');
    // The operator's midnight of the first day, and the midnight after the last (not included).
    await waitFor(() => expect(lastList()?.searchParams.get('from')).toBe(dayjs('2020-03-01').format()));
    expect(lastList()?.searchParams.get('to')).toBe(dayjs('2020-03-07').format());

    // A preset picks the last seven days; Search puts them in the address, the search box's words too.
    fireEvent.mouseDown(start);
    fireEvent.click(start);
    fireEvent.click(await screen.findByText('近 7 天'));
    fireEvent.change(screen.getByTestId('list-search'), { target: { value: ' 10000003 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    const today = dayjs();
    await waitFor(() => expect(address().get('from')).toBe(today.add(-6, 'day').format('YYYY-MM-DD')));
    await waitFor(() => expect(address().get('to')).toBe(today.format('YYYY-MM-DD')));
    expect(address().get('q')).toBe('10000003');
    await waitFor(() => expect(lastList()?.searchParams.get('q')).toBe('10000003'));

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(address().toString()).toBe(''));
    await waitFor(() => expect(lastList()?.searchParams.has('from')).toBe(false));
  });

  it('sorts by a column through the address, largest first, then smallest', async () => {
    renderInConsole(<KitList />, [], '/?page=3');
    await screen.findByText(ROW.txHash);
    fireEvent.click(header('Amount'));
    await waitFor(() => expect(address().get('sort')).toBe('amount'));
    expect(address().get('order')).toBe('desc');
    // A new order starts at the first page.
    expect(address().has('page')).toBe(false);
    await waitFor(() => expect(lastList()?.searchParams.get('order')).toBe('desc'));
    expect(lastList()?.searchParams.get('sort')).toBe('amount');
    expect(header('Amount').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(header('Amount'));
    await waitFor(() => expect(address().get('order')).toBe('asc'));
    expect(header('Amount').getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows the sorting the address holds', async () => {
    renderInConsole(<KitList />, [], '/?sort=createdAt&order=asc');
    await waitFor(() => expect(header('Created').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('Amount').getAttribute('aria-sort')).toBeNull();
    expect(lastList()?.searchParams.get('sort')).toBe('createdAt');
  });

  it('keeps the columns an operator hid, per list, after the page is opened again', async () => {
    renderInConsole(<KitList />);
    await screen.findByText(ROW.txHash);
    fireEvent.click(screen.getByTestId('column-settings-button'));
    const settings = await screen.findByTestId('column-settings');
    const hash = within(settings).getByText('Hash').closest('.ant-tree-treenode') as HTMLElement;
    fireEvent.click(hash.querySelector('.ant-tree-checkbox') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Hash' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(`mcc-admin-columns:${LIST_ID}`) ?? '{}')).toMatchObject({
      hidden: ['txHash'],
    });

    cleanup();
    renderInConsole(<KitList />);
    await screen.findByText(ROW.amount);
    expect(screen.queryByRole('columnheader', { name: 'Hash' })).toBeNull();
    expect(screen.queryByText(ROW.txHash)).toBeNull();

    fireEvent.click(screen.getByTestId('column-settings-button'));
    fireEvent.click(await screen.findByTestId('column-settings-reset'));
    await screen.findByText(ROW.txHash);
    expect(localStorage.getItem(`mcc-admin-columns:${LIST_ID}`)).toBeNull();
  });

  it('offers Export only to an operator with data.export', async () => {
    renderInConsole(<KitList />, ['finance.review']);
    await screen.findByText(ROW.txHash);
    expect(screen.queryByTestId('export-button')).toBeNull();
  });

  it('exports the rows the filters pick, not the page, and saves the file the server names', async () => {
    const saved: { name: string; href: string }[] = [];
    // jsdom has no object addresses; the link's click is where a browser saves the file.
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    fileAnswer = new Response('\uFEFFID,金额\n7,12.5\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="recharges.csv"; filename*=UTF-8''${encodeURIComponent('充值-20261206.csv')}`,
      },
    });
    renderInConsole(
      <KitList />,
      ['finance.review', 'data.export'],
      '/?from=2026-12-01&to=2026-12-06&page=2&q=ab',
    );
    fireEvent.click(await screen.findByTestId('export-button'));
    await waitFor(() => expect(saved).toHaveLength(1));
    click.mockRestore();
    expect(saved[0]).toEqual({ name: '充值-20261206.csv', href: 'blob:export' });
    const sent = requests.find((u) => u.pathname === '/admin-api/recharges/export');
    expect(sent?.searchParams.get('from')).toBe(dayjs('2026-12-01').format());
    expect(sent?.searchParams.get('to')).toBe(dayjs('2026-12-07').format());
    expect(sent?.searchParams.get('q')).toBe('ab');
    expect(sent?.searchParams.get('utcOffset')).toBe(String(-new Date().getTimezoneOffset()));
    // Every row the filters pick: no page, no page size.
    expect(sent?.searchParams.has('page')).toBe(false);
    expect(sent?.searchParams.has('limit')).toBe(false);
    expect(toasts.success).toHaveBeenCalledWith('已导出 充值-20261206.csv');
  });
});
