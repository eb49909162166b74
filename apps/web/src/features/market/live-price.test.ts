import type { MarketHistory, MarketPrice, PriceEvent } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { changePercent, withCandle, withPrice } from './live-price.ts';

const event = (price: string, appliedAt: string): PriceEvent => ({
  id: 9,
  symbol: 'MCC',
  price,
  appliedAt,
  source: 'operator',
});

describe('changePercent', () => {
  it('is truncated toward zero with two decimals, signed like the server’s', () => {
    expect(changePercent(2_000_000_000n, 2_050_000_000n)).toBe('2.50');
    expect(changePercent(3n, 2n)).toBe('-33.33');
    expect(changePercent(3n, 4n)).toBe('33.33');
    expect(changePercent(100n, 100n)).toBe('0.00');
  });
});

describe('withPrice', () => {
  it('moves the price, the change from the open and the day’s extremes', () => {
    const day: MarketPrice = {
      symbol: 'MCC',
      price: '2.0000000000',
      open: '2.0000000000',
      change: '0.00',
      high: '2.1000000000',
      low: '1.9000000000',
      volume24h: '5.000000',
      updatedAt: '2026-11-25T01:00:00.000Z',
    };
    expect(withPrice(day, event('2.5', '2026-11-25T02:00:00.000Z'))).toEqual({
      ...day,
      price: '2.5',
      change: '25.00',
      high: '2.5000000000',
      updatedAt: '2026-11-25T02:00:00.000Z',
    });
    expect(withPrice(day, event('1.5', '2026-11-25T02:00:00.000Z'))).toMatchObject({
      change: '-25.00',
      high: '2.1000000000',
      low: '1.5000000000',
    });
  });
});

describe('withCandle', () => {
  const history: MarketHistory = {
    symbol: 'MCC',
    range: '1D',
    interval: 300,
    candles: [{ time: '2026-11-25T01:00:00.000Z', open: '2', high: '2.2', low: '1.8', close: '2.1' }],
  };

  it('moves the last candle while the price falls in its bucket', () => {
    const next = withCandle(history, event('2.3', '2026-11-25T01:04:59.000Z'));
    expect(next.candles).toEqual([
      {
        time: '2026-11-25T01:00:00.000Z',
        open: '2',
        high: '2.3000000000',
        low: '1.8000000000',
        close: '2.3',
      },
    ]);
  });

  it('opens the bucket the price falls in at the last close', () => {
    const next = withCandle(history, event('1.9', '2026-11-25T01:12:00.000Z'));
    expect(next.candles.at(-1)).toEqual({
      time: '2026-11-25T01:10:00.000Z',
      open: '2.1',
      high: '2.1000000000',
      low: '1.9000000000',
      close: '1.9',
    });
  });

  it('ignores a price older than the last candle', () => {
    expect(withCandle(history, event('9', '2026-11-25T00:59:00.000Z'))).toBe(history);
  });
});
