import type { MarketHistory } from '@mcc/contract';

/** A candle as the chart draws it: its start in the chart's seconds (see chart-time.ts), and its prices. */
export interface ChartCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * The most candles one range shows. The server answers up to 500 buckets of a few minutes each; on a
 * phone that is under a pixel a candle, and a bucket in which the price did not move is a flat dash, so
 * the candles read as a step line. About 30 keep bodies and wicks visible.
 */
export const MAX_CANDLES = 40;

/** Candle lengths the chart chooses from, in seconds: 1, 5, 15, 30 minutes … 1, 3, 7 days. */
const PERIODS = [60, 300, 900, 1800, 3600, 7200, 14_400, 21_600, 43_200, 86_400, 259_200, 604_800];

/** The shortest candle length, no shorter than the server's buckets, that shows the range in `MAX_CANDLES`. */
export function candlePeriod(interval: number, buckets: number): number {
  const span = interval * buckets;
  const fits = PERIODS.find((p) => p >= interval && span / p <= MAX_CANDLES);
  return fits ?? Math.max(interval, PERIODS.at(-1) ?? interval);
}

/**
 * The server's buckets merged into candles of `candlePeriod`: each opens at its first bucket's open,
 * closes at its last one's close, and spans their highs and lows. `seconds` turns a bucket's time into
 * the chart's (so days start at the phone's midnight).
 */
export function toCandles(history: MarketHistory, seconds: (iso: string) => number): ChartCandle[] {
  const period = candlePeriod(history.interval, history.candles.length);
  const merged: ChartCandle[] = [];
  for (const bucket of history.candles) {
    const time = Math.floor(seconds(bucket.time) / period) * period;
    const high = Number(bucket.high);
    const low = Number(bucket.low);
    const last = merged.at(-1);
    if (last?.time === time) {
      last.high = Math.max(last.high, high);
      last.low = Math.min(last.low, low);
      last.close = Number(bucket.close);
    } else merged.push({ time, open: Number(bucket.open), high, low, close: Number(bucket.close) });
  }
  return merged;
}
