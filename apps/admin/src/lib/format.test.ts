import { describe, expect, it } from 'vitest';
import { money, shorten } from './format.ts';
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
