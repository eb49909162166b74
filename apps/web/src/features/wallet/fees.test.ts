import { defaultWithdrawRule } from '@mcc/contract/defaults';
import { describe, expect, it } from 'vitest';
import { usdtInput } from '../../components/money/usdt-input.ts';
import { maxWithdraw, previewTransfer, previewWithdraw, type WithdrawRule, withdrawFee } from './fees.ts';

/** The default TRC20 rule (what a fresh install has) with the test's changes. */
const rule = (over: Partial<WithdrawRule> = {}): WithdrawRule => ({ ...defaultWithdrawRule, ...over });

const usdt = (n: string) => {
  const [w = '0', f = ''] = n.split('.');
  return BigInt(w) * 1_000_000n + BigInt(f.padEnd(6, '0'));
};

describe('withdrawal fee', () => {
  it('is the fixed fee plus the basis points of the amount', () => {
    expect(withdrawFee(usdt('100'), rule())).toBe(usdt('1'));
    expect(withdrawFee(usdt('100'), rule({ fixedFee: '0.5', feeBp: 25 }))).toBe(usdt('0.75'));
    // 100.01 × 0.25 % = 0.250025: the preview keeps every micro-unit the server charges.
    expect(withdrawFee(usdt('100.01'), rule({ fixedFee: '0', feeBp: 25 }))).toBe(usdt('0.250025'));
  });

  it('rounds the basis-point part up to the micro-unit (what a user pays never loses a fraction)', () => {
    // 0.123457 × 0.25 % = 0.000308642… → 0.000309
    expect(withdrawFee(123_457n, rule({ fixedFee: '0', feeBp: 25 }))).toBe(309n);
    // Any amount above zero pays at least one micro-unit when the rate is above zero.
    expect(withdrawFee(1n, rule({ fixedFee: '0', feeBp: 1 }))).toBe(1n);
    expect(withdrawFee(1n, rule({ fixedFee: '0', feeBp: 0 }))).toBe(0n);
  });
});

describe('withdrawal preview', () => {
  const base = {
    rule: rule({ fixedFee: '1', feeBp: 10 }),
    available: '1000.000000',
    remaining: '500.000000',
  };

  it('shows fee and amount + fee, with no problem inside every limit', () => {
    expect(previewWithdraw({ ...base, amount: '200' })).toEqual({
      amount: usdt('200'),
      fee: usdt('1.2'),
      total: usdt('201.2'),
    });
  });

  it('is undefined while the text is not an amount (the field shows the format error)', () => {
    for (const amount of [undefined, '', 'abc', '1.234', '0', '0.00', '-5']) {
      expect(previewWithdraw({ ...base, amount }), String(amount)).toBeUndefined();
    }
  });

  it('names the first limit broken: min, max, the 24-hour limit left, then the balance', () => {
    expect(previewWithdraw({ ...base, amount: '9.99' })?.problem).toBe('BELOW_MIN');
    expect(previewWithdraw({ ...base, amount: '10' })?.problem).toBeUndefined();
    expect(previewWithdraw({ ...base, rule: rule({ max: '300' }), amount: '300.01' })?.problem).toBe(
      'ABOVE_MAX',
    );
    expect(previewWithdraw({ ...base, amount: '500' })?.problem).toBeUndefined();
    expect(previewWithdraw({ ...base, amount: '500.01' })?.problem).toBe('OVER_DAILY');
    expect(previewWithdraw({ ...base, remaining: undefined, amount: '999' })?.problem).toBe('OVER_BALANCE');
  });

  it('checks amount + fee against the balance, not the amount alone', () => {
    const tight = { rule: rule({ fixedFee: '1', feeBp: 0 }), available: '100.000000' };
    expect(previewWithdraw({ ...tight, amount: '99' })?.problem).toBeUndefined();
    expect(previewWithdraw({ ...tight, amount: '99.01' })?.problem).toBe('OVER_BALANCE');
  });
});

describe('"all" button', () => {
  it('takes everything but the fixed fee', () => {
    expect(maxWithdraw(rule({ fixedFee: '1' }), '100.000000')).toBe(usdt('99'));
  });

  it('leaves room for the basis-point fee, in 0.01 steps: one step more would not fit', () => {
    const r = rule({ fixedFee: '0.5', feeBp: 25 });
    const max = maxWithdraw(r, '100.000000');
    expect(max).toBe(usdt('99.25'));
    expect(max + withdrawFee(max, r)).toBeLessThanOrEqual(usdt('100'));
    const next = max + 10_000n;
    expect(next + withdrawFee(next, r)).toBeGreaterThan(usdt('100'));
  });

  it('stays within the balance for awkward balances and rates', () => {
    for (const [available, bp, fixed] of [
      ['10000.000000', 30, '1'],
      ['123.456789', 7, '0.333333'],
      ['50.010000', 10_000, '0'],
      ['0.999999', 1, '0'],
    ] as const) {
      const r = rule({ feeBp: bp, fixedFee: fixed, max: '1000000' });
      const max = maxWithdraw(r, available);
      expect(max % 10_000n, available).toBe(0n);
      expect(max + withdrawFee(max, r), available).toBeLessThanOrEqual(usdt(available));
      const next = max + 10_000n;
      expect(next + withdrawFee(next, r), available).toBeGreaterThan(usdt(available));
    }
  });

  it('is capped by the network maximum and by the 24-hour limit left', () => {
    expect(maxWithdraw(rule({ max: '500' }), '10000.000000')).toBe(usdt('500'));
    expect(maxWithdraw(rule(), '10000.000000', '123.456789')).toBe(usdt('123.45'));
  });

  it('is 0 when not even the fee fits', () => {
    expect(maxWithdraw(rule({ fixedFee: '1' }), '1.000000')).toBe(0n);
    expect(maxWithdraw(rule({ fixedFee: '1' }), '0.500000')).toBe(0n);
  });

  it('fills the field with 2 decimals, rounded down', () => {
    expect(usdtInput(usdt('99.25'))).toBe('99.25');
    expect(usdtInput(usdt('7'))).toBe('7.00');
    expect(usdtInput(123_456_789n)).toBe('123.45');
  });
});

describe('transfer preview', () => {
  it('charges transferFeeBp of the amount, rounded up; the sender pays amount + fee', () => {
    expect(previewTransfer('100', 0)).toEqual({ amount: usdt('100'), fee: 0n, total: usdt('100') });
    expect(previewTransfer('100', 50)).toEqual({
      amount: usdt('100'),
      fee: usdt('0.5'),
      total: usdt('100.5'),
    });
    // The smallest typed amount at an odd rate: 0.01 × 0.33 % = 0.000033, kept to the micro-unit.
    expect(previewTransfer('0.01', 33)?.fee).toBe(33n);
    expect(previewTransfer('1.234', 10)).toBeUndefined();
  });
});
