import { describe, expect, it } from 'vitest';
import { CURRENT_PRICES, totalValue } from './valuation.ts';

describe('total value in USDT', () => {
  it('counts USDT (main and quant wallets) and names the held assets that have no price yet', () => {
    const holdings = [
      { asset: 'USDT', amount: '1000000.250000' },
      { asset: 'MCC', amount: '5.000000' },
      { asset: 'SSK', amount: '0.000000' },
      { asset: 'USDT', amount: '0.750000' },
    ] as const;
    expect(totalValue([...holdings], CURRENT_PRICES)).toEqual({
      total: 1_000_001_000_000n,
      unpriced: ['MCC'],
    });
  });

  it('takes market prices when they exist, exactly and rounded down per holding', () => {
    const holdings = [
      { asset: 'USDT', amount: '10.000000' },
      { asset: 'MCC', amount: '3.000001' },
      { asset: 'SSK', amount: '9007199254.740993' },
    ] as const;
    // 3.000001 × 0.333333 = 0.999999333333 → 0.999999; 9007199254.740993 × 2 exactly (beyond a double).
    expect(totalValue([...holdings], { USDT: '1', MCC: '0.333333', SSK: '2' })).toEqual({
      total: 10_000_000n + 999_999n + 18_014_398_509_481_986n,
      unpriced: [],
    });
  });
});
