import { describe, expect, it } from 'vitest';
import { money, moneyParts, priceText, shorten } from './format.ts';
import { queueState } from './queue-state.ts';

describe('money', () => {
  it('shows wire amounts from the string: trailing zeros go, two decimals stay, thousands grouped, nothing is rounded', () => {
    expect(money('500.000000')).toBe('500.00');
    expect(money('1.234500')).toBe('1.2345');
    expect(money('0.000001')).toBe('0.000001');
    expect(money('-20.500000')).toBe('-20.50');
    // Beyond a double's precision: a float would print 9007199254740993 as …992.
    expect(money('9007199254740993.000001')).toBe('9,007,199,254,740,993.000001');
    expect(money('1000000.000000')).toBe('1,000,000.00');
    expect(money('12')).toBe('12.00');
    expect(money('')).toBe('–');
    expect(money('abc')).toBe('abc');
  });

  it('writes an amount as the web app does: a token with four decimals at least, never "-0.00"', () => {
    expect(money('1000.000000', 'MCC')).toBe('1,000.0000');
    expect(money('0.003125', 'SSK')).toBe('0.003125');
    expect(money('-0.000000')).toBe('0.00');
  });

  it("splits an amount for a column: the asset's decimals, the finer ones, and how far short of six it is", () => {
    expect(moneyParts('76.450000')).toEqual({ head: '76.45', tail: '', short: 4 });
    expect(moneyParts('114.221875')).toEqual({ head: '114.22', tail: '1875', short: 0 });
    expect(moneyParts('1000.000000', 'MCC')).toEqual({ head: '1,000.0000', tail: '', short: 2 });
    expect(moneyParts('-0.003125', 'SSK')).toEqual({ head: '-0.0031', tail: '25', short: 0 });
  });

  it("shows a price exactly, at least with the app's decimals", () => {
    expect(priceText('0.0125000000')).toBe('0.01250');
    expect(priceText('1.2500000000')).toBe('1.2500');
    expect(priceText('0.0123456789')).toBe('0.0123456789');
    expect(priceText('1234.5000000000')).toBe('1,234.5000');
  });

  it('shortens long hashes', () => {
    expect(shorten('a'.repeat(64), 4)).toBe('aaaa…aaaa');
    expect(shorten('short')).toBe('short');
  });

  it('reads a queue filter: reviewing by default, all for every state', () => {
    const states = ['reviewing', 'paid', 'rejected'] as const;
    expect(queueState(undefined, states)).toBe('reviewing');
    expect(queueState('paid', states)).toBe('paid');
    expect(queueState('all', states)).toBeUndefined();
    expect(queueState('nonsense', states)).toBe('reviewing');
  });
});
