import type { DashboardTrends, Tally, TrendBucket, TrendFigures } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setPlatformAPI } from 'echarts/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/routes.ts';
import { renderInConsole, type SentRequest, stubAdminApi } from '../../../test/console.tsx';
import { stubBrowserApis } from '../../../test/jsdom.ts';
import { trendCharts } from './trend-options.ts';
import TrendsPanel from './trends-panel.tsx';

const none: Tally = { count: 0, amount: '0.000000' };
const nothing: TrendFigures = {
  newUsers: 0,
  activeUsers: 0,
  deposits: { total: none, byNetwork: { TRC20: none, ERC20: none, BEP20: none } },
  withdrawals: { total: none, byNetwork: { TRC20: none, ERC20: none, BEP20: none } },
  netFlow: '0.000000',
  staked: none,
  yieldPaid: { pledge: none, coinMix: none },
  commissions: none,
  nftSales: { primary: none, resale: none, fees: '0.000000' },
  auctions: { sold: none, fees: '0.000000' },
};
/** A day of business: the figures of the server's test, on the wire. */
const busy: TrendFigures = {
  ...nothing,
  newUsers: 9,
  activeUsers: 6,
  deposits: {
    total: { count: 2, amount: '1235.500000' },
    byNetwork: {
      TRC20: { count: 1, amount: '1225.000000' },
      ERC20: { count: 1, amount: '10.500000' },
      BEP20: none,
    },
  },
  withdrawals: {
    total: { count: 1, amount: '40.000000' },
    byNetwork: { TRC20: { count: 1, amount: '40.000000' }, ERC20: none, BEP20: none },
  },
  netFlow: '1195.500000',
  yieldPaid: { pledge: { count: 1, amount: '1.600000' }, coinMix: { count: 2, amount: '0.000001' } },
};

function answer(period: 'day' | 'week', count: number): DashboardTrends {
  const day = (i: number) => new Date(Date.UTC(2030, 2, 13 - (count - 1 - i) * (period === 'week' ? 7 : 1)));
  const buckets: TrendBucket[] = Array.from({ length: count }, (_, i) => ({
    start: day(i).toISOString().slice(0, 10),
    from: new Date(day(i).getTime() - 8 * 3_600_000).toISOString(),
    ...(i === count - 2 ? busy : nothing),
  }));
  return {
    period,
    utcOffset: 480,
    asOf: '2030-03-13T02:00:00.000Z',
    buckets,
    totals: (({ activeUsers: _, ...totals }) => totals)(busy),
    pending: [
      {
        kind: 'proposals',
        count: 1,
        oldestAt: '2030-03-10T23:00:00.000Z',
        oldestAgeSeconds: 3 * 86_400 + 3 * 3600,
      },
      {
        kind: 'recharges',
        count: 4,
        oldestAt: '2030-03-12T23:40:00.000Z',
        oldestAgeSeconds: 2 * 3600 + 20 * 60,
      },
      { kind: 'withdrawals', count: 0, oldestAt: null, oldestAgeSeconds: null },
      { kind: 'appeals', count: 0, oldestAt: null, oldestAgeSeconds: null },
    ],
    liabilities: [
      { asset: 'USDT', users: '1234.567891', system: '-1234.567891', matches: true },
      { asset: 'MCC', users: '10.000000', system: '-9.000000', matches: false },
      { asset: 'SSK', users: '0.000000', system: '0.000000', matches: true },
    ],
  };
}

let api: ReturnType<typeof stubAdminApi>;
const trendsAsked = () => api.sent.filter((r: SentRequest) => r.url.includes('/admin-api/dashboard/trends'));

beforeAll(() => {
  stubBrowserApis();
  // jsdom lays nothing out and has no canvas: give the charts' boxes a size to draw in, and text a width.
  setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(280);
});
beforeEach(() => {
  api = stubAdminApi(({ url }) => (url.includes('period=week') ? answer('week', 12) : answer('day', 30)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard trends', () => {
  it('draws the four charts with their series named, the totals exact, the queues and the ledger check', async () => {
    renderInConsole(<TrendsPanel />, ['finance.review']);
    const users = await screen.findByTestId('trend-chart-users');
    await waitFor(() => expect(users.querySelector('svg path')).not.toBeNull());
    expect(users.textContent).toContain('新增用户');
    expect(users.textContent).toContain('活跃用户');
    const money = screen.getByTestId('trend-chart-money');
    // One legend entry (one colour) per network for its money in and out, then the net flow.
    const legend = [...money.querySelectorAll('svg text')].map((n) => n.textContent);
    for (const name of ['TRC20', 'ERC20', 'BEP20', '净流入']) expect(legend).toContain(name);
    expect(screen.getByTestId('trend-chart-staking').textContent).toContain('币混收益');
    expect(screen.getByTestId('trend-chart-nft').textContent).toContain('拍卖成交');
    expect(trendsAsked()[0]?.url).toMatch(/period=day&utcOffset=-?\d+/);

    // Active users are distinct per bucket: today's stand with the totals.
    expect(screen.getByTestId('trend-total-activeNow').textContent).toBe('今日活跃用户0');
    expect(screen.getByTestId('trend-total-deposits').textContent).toContain('1,235.50');
    expect(screen.getByTestId('trend-total-deposits').textContent).toContain('2 笔');
    // 1.6 + 0.000001: added exactly, every micro-unit kept.
    expect(screen.getByTestId('trend-total-yieldPaid').textContent).toContain('1.600001');

    const queues = within(screen.getByTestId('pending-reviews')).getAllByRole('row').slice(1);
    expect(queues.map((r) => r.textContent)).toEqual([
      '待复核的资金操作13 天 3 小时',
      '充值审核42 小时 20 分钟',
      '提币审核0—',
      'NFT 申诉0—',
    ]);
    const linkOf = (row: number) =>
      within(queues[row] as HTMLElement)
        .getByRole('link')
        .getAttribute('href');
    expect(linkOf(0)).toBe(paths.proposals);
    expect(linkOf(1)).toBe(paths.recharges);
    // Appeals are read with users.read, which this operator lacks: no link.
    expect(within(queues[3] as HTMLElement).queryByRole('link')).toBeNull();

    const ledger = within(screen.getByTestId('liabilities')).getAllByRole('row').slice(1, 4);
    expect(ledger[0]?.textContent).toContain('1,234.567891');
    expect(ledger[0]?.textContent).toContain('一致');
    expect(ledger[1]?.textContent).toContain('不一致');
  });

  it("switches to weeks, and says its words in the console's language", async () => {
    renderInConsole(<TrendsPanel />);
    await screen.findByTestId('trend-chart-users');
    fireEvent.click(screen.getByText('按周'));
    await waitFor(() => expect(trendsAsked().at(-1)?.url).toContain('period=week'));
    await waitFor(() => expect(screen.getByTestId('trend-as-of').textContent).toContain('近 12 周'));
    await i18n.changeLanguage('ja');
    try {
      await waitFor(() =>
        expect(screen.getByTestId('trend-chart-users').textContent).toContain('新規ユーザー'),
      );
      expect(screen.getByText('週次')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh-Hans');
    }
  });

  it("tells each bucket exactly in the tooltip: amounts by the asset's rules, with their count", () => {
    const data = answer('day', 30);
    const charts = trendCharts(data, i18n.getFixedT('en'), 'en');
    const tooltip = charts.money.tooltip as { formatter: (p: unknown) => string };
    const at = (seriesIndex: number) => ({ dataIndex: 28, seriesIndex, marker: '' });
    const text = tooltip.formatter([at(0), at(1), at(3), at(6)]);
    expect(text).toBe(
      '3/12<br/>Deposits TRC20&emsp;<b>1,225.00 · 1 tx</b><br/>Deposits ERC20&emsp;<b>10.50 · 1 tx</b>' +
        '<br/>Withdrawals TRC20&emsp;<b>40.00 · 1 tx</b><br/>Net inflow&emsp;<b>1,195.50</b>',
    );
    // Withdrawals are drawn below the axis.
    const series = charts.money.series as { data: number[] }[];
    expect(series[3]?.data[28]).toBe(-40);
  });
});
