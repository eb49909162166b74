import type { MarketHistory } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { candlePeriod, MAX_CANDLES, toCandles } from './candles.ts';

const START = Date.parse('2025-01-27T00:00:00Z');
const utc = (iso: string) => Date.parse(iso) / 1000;

/** A day of 3-minute buckets (as the server answers 1D) whose price steps up by 0.01 each hour. */
function dayOfBuckets(): MarketHistory {
  const candles = Array.from({ length: 480 }, (_, i) => {
    const hour = Math.floor(i / 20);
    const price = 1 + hour * 0.01;
    // The first bucket of each hour carries the previous hour's price in and moves to the new one.
    const open = i % 20 === 0 && hour > 0 ? price - 0.01 : price;
    const text = (n: number) => n.toFixed(10);
    return {
      time: new Date(START + i * 180_000).toISOString(),
      open: text(open),
      high: text(Math.max(price, open)),
      low: text(Math.min(price, open)),
      close: text(price),
    };
  });
  return { symbol: 'MCC', range: '1D', interval: 180, candles };
}

describe('toCandles', () => {
  it('merges a day of 3-minute buckets into hourly candles: each opens where the last closed', () => {
    const candles = toCandles(dayOfBuckets(), utc);
    expect(candles).toHaveLength(24);
    expect(candles[0]).toEqual({ time: START / 1000, open: 1, high: 1, low: 1, close: 1 });
    expect(candles[5]).toEqual({
      time: START / 1000 + 5 * 3600,
      open: 1.04,
      high: 1.05,
      low: 1.04,
      close: 1.05,
    });
    // Every candle after the first has a body: the step-line look came from one bucket per candle.
    expect(candles.slice(1).every((c) => c.close > c.open)).toBe(true);
  });

  it('spans the highs and lows of its buckets as wicks', () => {
    const history = dayOfBuckets();
    const spiked = history.candles.map((c, i) =>
      i === 45 ? { ...c, high: '9.0000000000', low: '0.5000000000' } : c,
    );
    const [, , hourTwo] = toCandles({ ...history, candles: spiked }, utc);
    expect(hourTwo).toMatchObject({ open: 1.01, high: 9, low: 0.5, close: 1.02 });
  });

  it('starts a day candle at the phone’s midnight, by the shifted times it is given', () => {
    // A month of 6-hour buckets from 16:00 UTC, which is midnight in UTC+8.
    const buckets = Array.from({ length: 120 }, (_, i) => ({
      time: new Date(START - 8 * 3_600_000 + i * 21_600_000).toISOString(),
      open: String(1 + i / 100),
      high: String(1 + i / 100),
      low: String(1 + i / 100),
      close: String(1 + i / 100),
    }));
    const history: MarketHistory = { symbol: 'MCC', range: '1M', interval: 21_600, candles: buckets };
    const eightHoursAhead = (iso: string) => utc(iso) + 8 * 3600;
    const [first, second] = toCandles(history, eightHoursAhead);
    expect(first).toMatchObject({ time: START / 1000, open: 1, close: 1.03 });
    expect(second).toMatchObject({ time: START / 1000 + 86_400, open: 1.04, close: 1.07 });
  });
});

describe('candlePeriod', () => {
  it('shows every range of the server in at most MAX_CANDLES candles, never shorter than its buckets', () => {
    for (const [interval, buckets] of [
      [180, 481],
      [1260, 481],
      [5220, 497],
      [15_600, 499],
      [60, 10],
    ] as const) {
      const period = candlePeriod(interval, buckets);
      expect(period).toBeGreaterThanOrEqual(interval);
      expect((interval * buckets) / period).toBeLessThanOrEqual(MAX_CANDLES);
    }
    expect(candlePeriod(180, 481)).toBe(3600);
    expect(candlePeriod(15_600, 499)).toBe(259_200);
  });
});
