import { type DashboardTrends, NETWORKS, type Tally, type TrendBucket } from '@mcc/contract';
import type { TFunction } from 'i18next';
import { money } from '../../../lib/format.ts';
import type { ChartOption } from './echart.tsx';
import { axisNumber, bucketLabel } from './trend-labels.ts';

/**
 * One bar or line of a chart: where it is drawn per bucket (`value`, a float: geometry only) and what
 * its tooltip says per bucket (`text`, exact: amounts from the wire strings, with the asset's rules).
 */
interface Series {
  /** What the tooltip calls it. */
  name: string;
  /** The legend's entry, when several series share one (a network's deposits and withdrawals). */
  legend?: string;
  color?: string;
  type: 'bar' | 'line';
  stack?: string;
  /** 1: the right-hand axis, for figures of another size (yield beside principal). */
  axis?: 0 | 1;
  value(b: TrendBucket): number;
  text(b: TrendBucket): string;
}

/** The four charts the dashboard draws, each an ECharts option. */
export type TrendCharts = Record<'users' | 'money' | 'staking' | 'nft', ChartOption>;

/** ECharts' own first colours, one for each network's money in and out, one for the net flow. */
const NETWORK_COLORS = { TRC20: '#5070dd', ERC20: '#b6d634', BEP20: '#ff994d' } as const;
const NET_COLOR = '#fb628b';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Builds the charts of a trends answer in the console's language. */
export function trendCharts(data: DashboardTrends, t: TFunction, language: string): TrendCharts {
  const labels = data.buckets.map((b) => bucketLabel(b.start, data.period, language));
  const tally = (pick: (b: TrendBucket) => Tally, sign = 1): Pick<Series, 'value' | 'text'> => ({
    value: (b) => sign * Number(pick(b).amount),
    text: (b) => `${money(pick(b).amount)} · ${t('trends.count', { count: pick(b).count })}`,
  });
  const amount = (pick: (b: TrendBucket) => string): Pick<Series, 'value' | 'text'> => ({
    value: (b) => Number(pick(b)),
    text: (b) => money(pick(b)),
  });
  const people = (pick: (b: TrendBucket) => number): Pick<Series, 'value' | 'text'> => ({
    value: pick,
    text: (b) => String(pick(b)),
  });

  const chart = (series: Series[], axes: 1 | 2 = 1): ChartOption => ({
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const items = params as { dataIndex: number; seriesIndex: number; marker: string }[];
        const bucket = data.buckets[items[0]?.dataIndex ?? 0];
        if (!bucket) return '';
        const lines = items.map((p) => {
          const s = series[p.seriesIndex];
          return s ? `${p.marker}${escapeHtml(s.name)}&emsp;<b>${escapeHtml(s.text(bucket))}</b>` : '';
        });
        return [escapeHtml(labels[items[0]?.dataIndex ?? 0] ?? ''), ...lines].join('<br/>');
      },
    },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 48, bottom: 8 },
    xAxis: { type: 'category', data: labels },
    yAxis: Array.from({ length: axes }, () => ({
      type: 'value' as const,
      axisLabel: { formatter: axisNumber(language) },
    })),
    series: series.map((s) => ({
      name: s.legend ?? s.name,
      ...(s.color ? { color: s.color } : {}),
      type: s.type,
      stack: s.stack,
      yAxisIndex: s.axis ?? 0,
      data: data.buckets.map(s.value),
      ...(s.type === 'line' ? { showSymbol: data.buckets.length <= 12 } : {}),
    })),
  });

  return {
    users: chart([
      { name: t('trends.series.newUsers'), type: 'bar', ...people((b) => b.newUsers) },
      { name: t('trends.series.activeUsers'), type: 'line', ...people((b) => b.activeUsers) },
    ]),
    money: chart([
      ...NETWORKS.map(
        (network): Series => ({
          name: t('trends.series.deposits', { network }),
          legend: network,
          color: NETWORK_COLORS[network],
          type: 'bar',
          stack: 'in',
          ...tally((b) => b.deposits.byNetwork[network]),
        }),
      ),
      // Below the axis: money leaving.
      ...NETWORKS.map(
        (network): Series => ({
          name: t('trends.series.withdrawals', { network }),
          legend: network,
          color: NETWORK_COLORS[network],
          type: 'bar',
          stack: 'out',
          ...tally((b) => b.withdrawals.byNetwork[network], -1),
        }),
      ),
      { name: t('trends.series.netFlow'), color: NET_COLOR, type: 'line', ...amount((b) => b.netFlow) },
    ]),
    staking: chart(
      [
        { name: t('trends.series.staked'), type: 'bar', ...tally((b) => b.staked) },
        { name: t('trends.series.yieldPledge'), type: 'line', axis: 1, ...tally((b) => b.yieldPaid.pledge) },
        {
          name: t('trends.series.yieldCoinMix'),
          type: 'line',
          axis: 1,
          ...tally((b) => b.yieldPaid.coinMix),
        },
        { name: t('trends.series.commissions'), type: 'line', axis: 1, ...tally((b) => b.commissions) },
      ],
      2,
    ),
    nft: chart(
      [
        { name: t('trends.series.primary'), type: 'bar', stack: 'nft', ...tally((b) => b.nftSales.primary) },
        { name: t('trends.series.resale'), type: 'bar', stack: 'nft', ...tally((b) => b.nftSales.resale) },
        { name: t('trends.series.auctions'), type: 'bar', ...tally((b) => b.auctions.sold) },
        { name: t('trends.series.nftFees'), type: 'line', axis: 1, ...amount((b) => b.nftSales.fees) },
        { name: t('trends.series.auctionFees'), type: 'line', axis: 1, ...amount((b) => b.auctions.fees) },
      ],
      2,
    ),
  };
}
