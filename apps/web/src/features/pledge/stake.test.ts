import { describe, expect, it } from 'vitest';
import { percentText } from '../../lib/rate.ts';
import { maxStake, previewStake, type StakeTerms } from './stake.ts';

/** The demo's 7-day product: 0.8 % a day, 100 – 50,000 a stake, 1,000,000 quota. */
const sevenDay: StakeTerms = {
  dailyRateBp: 80,
  termDays: 7,
  minAmount: '100.000000',
  maxAmount: '50000.000000',
  remaining: '1000000.000000',
};

const usdt = (n: string) => {
  const [w = '0', f = ''] = n.split('.');
  return BigInt(w) * 1_000_000n + BigInt(f.padEnd(6, '0'));
};

describe('expected earnings while typing', () => {
  it('a day pays amount × rate; the term pays it every day; the end brings the principal back', () => {
    expect(previewStake('1000', sevenDay)).toEqual({
      amount: usdt('1000'),
      daily: usdt('8'),
      earnings: usdt('56'),
      atEnd: usdt('1056'),
    });
  });

  it('pays the same each day to the micro-unit, so the term is the day times the days', () => {
    // 123.45 × 0.8 % = 0.9876 a day; at 0.33 % = 0.407385 a day, × 30 days = 12.22155.
    expect(previewStake('123.45', sevenDay)?.daily).toBe(usdt('0.9876'));
    const odd = { ...sevenDay, dailyRateBp: 33, termDays: 30, minAmount: '0.01' };
    expect(previewStake('123.45', odd)?.daily).toBe(407_385n);
    expect(previewStake('123.45', odd)?.earnings).toBe(usdt('12.22155'));
    // The smallest stake at the smallest rate: 0.01 at 0.01 % is one micro-unit.
    expect(previewStake('0.01', { ...odd, dailyRateBp: 1 })?.daily).toBe(1n);
  });

  it('stays exact far beyond float precision', () => {
    const big = { ...sevenDay, maxAmount: '999999999999.99', remaining: '999999999999.99' };
    // 999,999,999,999.99 × 0.8 % = 7,999,999,999.99992 → 7999999999.999920 (a float would lose the tail).
    expect(previewStake('999999999999.99', big)?.daily).toBe(7_999_999_999_999_920n);
  });

  it('is undefined while the text is not an amount (the field shows the format error)', () => {
    for (const text of [undefined, '', 'abc', '1.234', '0', '0.00', '-5', '1e3']) {
      expect(previewStake(text, sevenDay), String(text)).toBeUndefined();
    }
  });

  it('names the first rule broken, in the server order: min, max, quota, balance', () => {
    expect(previewStake('99.99', sevenDay)?.problem).toBe('BELOW_MIN');
    expect(previewStake('100', sevenDay)?.problem).toBeUndefined();
    expect(previewStake('50000', sevenDay)?.problem).toBeUndefined();
    expect(previewStake('50000.01', sevenDay)?.problem).toBe('ABOVE_MAX');
    const nearlySold = { ...sevenDay, remaining: '300.000000' };
    expect(previewStake('300', nearlySold)?.problem).toBeUndefined();
    expect(previewStake('300.01', nearlySold)?.problem).toBe('OVER_QUOTA');
    expect(previewStake('500', sevenDay, '499.990000')?.problem).toBe('OVER_BALANCE');
    expect(previewStake('500', sevenDay, '500.000000')?.problem).toBeUndefined();
    // Below the minimum and above the balance: the minimum is what the user must fix first.
    expect(previewStake('50', sevenDay, '10.000000')?.problem).toBe('BELOW_MIN');
  });
});

describe('"all" button', () => {
  it('takes the available USDT, capped by the product max and what is left of its quota', () => {
    expect(maxStake(sevenDay, '1234.567891')).toBe(usdt('1234.567891'));
    expect(maxStake(sevenDay, '80000.000000')).toBe(usdt('50000'));
    expect(maxStake({ ...sevenDay, remaining: '700.000000' }, '80000.000000')).toBe(usdt('700'));
    expect(maxStake(sevenDay, '0.000000')).toBe(0n);
  });
});

describe('rates', () => {
  it('shows basis points as a percentage without float noise', () => {
    expect(percentText(80)).toBe('0.8%');
    expect(percentText(120)).toBe('1.2%');
    expect(percentText(10)).toBe('0.1%');
    expect(percentText(5)).toBe('0.05%');
    expect(percentText(1000)).toBe('10%');
    expect(percentText(10_000)).toBe('100%');
    expect(percentText(0)).toBe('0%');
    // 0.07 × 100 is 7.000000000000001 in floats; the integer path never says so.
    expect(percentText(7)).toBe('0.07%');
  });
});
