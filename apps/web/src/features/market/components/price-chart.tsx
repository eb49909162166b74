import type { MarketHistory } from '@mcc/contract';
import { Empty } from 'antd-mobile';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../../components/card-skeleton.tsx';
import { priceDecimals } from '../price-text.ts';

export type ChartStyle = 'candles' | 'line';

type Charts = typeof import('lightweight-charts');

/** The charting library: its own chunk, fetched when a chart first shows (the market page only). */
let charts: Promise<Charts> | undefined;
const loadCharts = () => {
  charts ??= import('lightweight-charts');
  return charts;
};

const cssColor = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * The chart draws in the phone's time zone: the library reads times as UTC, so each is shifted by the
 * zone's offset (the business day, 00:00 UTC+8, then starts where a user in UTC+8 expects it).
 */
function chartTime(iso: string): UTCTimestamp {
  const at = Date.parse(iso);
  return ((at - new Date(at).getTimezoneOffset() * 60_000) / 1000) as UTCTimestamp;
}

function createPriceChart(lib: Charts, container: HTMLElement): IChartApi {
  const text = cssColor('--adm-color-text-secondary');
  const grid = cssColor('--adm-color-border');
  return lib.createChart(container, {
    autoSize: true,
    layout: { background: { color: 'transparent' }, textColor: text, attributionLogo: false },
    grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    rightPriceScale: { borderColor: grid },
    timeScale: { borderColor: grid, timeVisible: true, secondsVisible: false },
    handleScale: { axisPressedMouseMove: false },
  });
}

/**
 * The price chart of one symbol and range: candles or a line, over the server's (at most 500) buckets.
 * Live prices reach it through `history`, which the stream updates in place; the view fits the data
 * when the range or the symbol changes, and otherwise keeps where the user scrolled to.
 */
export function PriceChart({ history, style }: { history?: MarketHistory; style: ChartStyle }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [lib, setLib] = useState<Charts>();
  const chart = useRef<IChartApi>(undefined);
  const [series, setSeries] = useState<
    { style: 'candles'; api: ISeriesApi<'Candlestick'> } | { style: 'line'; api: ISeriesApi<'Line'> }
  >();
  const fitted = useRef('');

  useEffect(() => {
    let live = true;
    void loadCharts().then((loaded) => live && setLib(loaded));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!lib || !box.current) return;
    chart.current = createPriceChart(lib, box.current);
    return () => {
      chart.current?.remove();
      chart.current = undefined;
    };
  }, [lib]);

  useEffect(() => {
    const api = chart.current;
    if (!lib || !api) return;
    const up = cssColor('--adm-color-success');
    const down = cssColor('--adm-color-danger');
    const added =
      style === 'candles'
        ? ({
            style,
            api: api.addSeries(lib.CandlestickSeries, {
              upColor: up,
              downColor: down,
              borderVisible: false,
              wickUpColor: up,
              wickDownColor: down,
            }),
          } as const)
        : ({
            style,
            api: api.addSeries(lib.LineSeries, { color: cssColor('--adm-color-primary'), lineWidth: 2 }),
          } as const);
    setSeries(added);
    return () => {
      // On unmount the chart may be gone already, and its series with it.
      if (chart.current === api) api.removeSeries(added.api);
      setSeries(undefined);
    };
  }, [lib, style]);

  useEffect(() => {
    if (!series || !history || history.candles.length === 0) return;
    const precision = priceDecimals(history.candles.at(-1)?.close ?? '1');
    series.api.applyOptions({ priceFormat: { type: 'price', precision, minMove: 10 ** -precision } });
    const time = (c: { time: string }) => chartTime(c.time);
    if (series.style === 'candles')
      series.api.setData(
        history.candles.map((c) => ({
          time: time(c),
          open: Number(c.open),
          high: Number(c.high),
          low: Number(c.low),
          close: Number(c.close),
        })),
      );
    else series.api.setData(history.candles.map((c) => ({ time: time(c), value: Number(c.close) })));
    const view = `${history.symbol}|${history.range}|${series.style}`;
    if (fitted.current !== view) {
      chart.current?.timeScale().fitContent();
      fitted.current = view;
    }
  }, [history, series]);

  const empty = history?.candles.length === 0;
  return (
    <div
      className="chart-area"
      data-testid="price-chart"
      data-points={history?.candles.length ?? 0}
      data-last={history?.candles.at(-1)?.close ?? ''}
      role="img"
      aria-label={t('market.chartLabel', { symbol: history?.symbol ?? '' })}
    >
      <div ref={box} style={{ position: 'absolute', inset: 0 }} />
      {(!lib || !history) && <CardSkeleton lines={6} />}
      {empty && <Empty description={t('market.chartEmpty')} />}
    </div>
  );
}
