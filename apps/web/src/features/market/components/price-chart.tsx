import { type MarketHistory, priceDecimals } from '@mcc/contract';
import { Empty } from 'antd-mobile';
import type { IChartApi, ISeriesApi, Time, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../../components/card-skeleton.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { toCandles } from '../candles.ts';
import { chartSeconds, crosshairLabel, tickLabel } from '../chart-time.ts';
import type { UpColour } from '../up-colour.ts';

export type ChartStyle = 'candles' | 'line';

type Charts = typeof import('lightweight-charts');

/** The charting library: its own chunk, fetched when a chart first shows (the market page only). */
let charts: Promise<Charts> | undefined;
const loadCharts = () => {
  charts ??= import('lightweight-charts');
  return charts;
};

const cssColor = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
const seconds = (time: Time) => (typeof time === 'number' ? time : 0);

/** The colours of a rise and a fall, by the user's convention. */
function moveColours(upColour: UpColour) {
  const red = cssColor('--adm-color-danger');
  const green = cssColor('--adm-color-success');
  return upColour === 'red' ? { up: red, down: green } : { up: green, down: red };
}

function createPriceChart(lib: Charts, container: HTMLElement): IChartApi {
  const text = cssColor('--adm-color-text-secondary');
  const grid = cssColor('--adm-color-border');
  return lib.createChart(container, {
    autoSize: true,
    layout: { background: { color: 'transparent' }, textColor: text, attributionLogo: false },
    grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    // Only whole labels at the scale's top and bottom, and room above the highest candle for its tag.
    rightPriceScale: { borderColor: grid, entireTextOnly: true, scaleMargins: { top: 0.15, bottom: 0.1 } },
    // Fixed edges: the library then moves the first and last time labels inside the axis.
    timeScale: {
      borderColor: grid,
      timeVisible: true,
      secondsVisible: false,
      fixLeftEdge: true,
      fixRightEdge: true,
    },
    handleScale: { axisPressedMouseMove: false },
  });
}

/**
 * The price chart of one symbol and range: candles (the server's buckets merged into about 30, so each
 * has a body and wicks) or a line over every bucket. Live prices reach it through `history`, which the
 * stream updates in place; the view fits the data when the range or the symbol changes, and otherwise
 * keeps where the user scrolled to. Times and dates are in the app's language; a rise is drawn in
 * `upColour`.
 */
export function PriceChart({
  history,
  style,
  upColour,
}: {
  history?: MarketHistory;
  style: ChartStyle;
  upColour: UpColour;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const [lib, setLib] = useState<Charts>();
  const chart = useRef<IChartApi>(undefined);
  const [series, setSeries] = useState<
    { style: 'candles'; api: ISeriesApi<'Candlestick'> } | { style: 'line'; api: ISeriesApi<'Line'> }
  >();
  const fitted = useRef('');
  const candles = useMemo(() => (history ? toCandles(history, chartSeconds) : []), [history]);

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
    if (!lib) return;
    chart.current?.applyOptions({
      localization: { locale: lang, timeFormatter: (time: Time) => crosshairLabel(lang, seconds(time)) },
      timeScale: { tickMarkFormatter: (time: Time, type: number) => tickLabel(lang, seconds(time), type) },
    });
  }, [lib, lang]);

  useEffect(() => {
    const api = chart.current;
    if (!lib || !api) return;
    const added =
      style === 'candles'
        ? ({ style, api: api.addSeries(lib.CandlestickSeries, { borderVisible: false }) } as const)
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
    if (series?.style !== 'candles') return;
    const { up, down } = moveColours(upColour);
    series.api.applyOptions({ upColor: up, downColor: down, wickUpColor: up, wickDownColor: down });
  }, [series, upColour]);

  useEffect(() => {
    if (!series || !history || history.candles.length === 0) return;
    const precision = priceDecimals(history.candles.at(-1)?.close ?? '1');
    series.api.applyOptions({ priceFormat: { type: 'price', precision, minMove: 10 ** -precision } });
    if (series.style === 'candles')
      series.api.setData(candles.map((c) => ({ ...c, time: c.time as UTCTimestamp })));
    else
      series.api.setData(
        history.candles.map((c) => ({ time: chartSeconds(c.time) as UTCTimestamp, value: Number(c.close) })),
      );
    const view = `${history.symbol}|${history.range}|${series.style}`;
    if (fitted.current !== view) {
      chart.current?.timeScale().fitContent();
      fitted.current = view;
    }
  }, [history, candles, series]);

  const empty = history?.candles.length === 0;
  return (
    <div
      className="chart-area"
      data-testid="price-chart"
      data-points={history?.candles.length ?? 0}
      data-candles={candles.length}
      data-last={history?.candles.at(-1)?.close ?? ''}
      data-up-colour={upColour}
      role="img"
      aria-label={t('market.chartLabel', { symbol: history?.symbol ?? '' })}
    >
      <div ref={box} style={{ position: 'absolute', inset: 0 }} />
      {(!lib || !history) && <CardSkeleton lines={6} />}
      {empty && <Empty description={t('market.chartEmpty')} />}
    </div>
  );
}
