import { describe, expect, it } from 'vitest';
import { bidProblem, minimumInput } from './bid-check.ts';

describe('bidProblem', () => {
  it('takes a bid from the minimum up to what is available', () => {
    expect(bidProblem('10', '10.000000', '100.000000')).toBeUndefined();
    expect(bidProblem('100.00', '10.000000', '100.000000')).toBeUndefined();
    expect(bidProblem('55.5', '10.5105', undefined)).toBeUndefined();
  });

  it('refuses a bid under the minimum, even by a micro-unit rounded away', () => {
    expect(bidProblem('9.99', '10.000000', '100.000000')).toBe('tooLow');
    expect(bidProblem('10.51', '10.510500', '100.000000')).toBe('tooLow');
    expect(bidProblem('10.52', '10.510500', '100.000000')).toBeUndefined();
  });

  it('refuses a bid over the available USDT (the whole bid is held)', () => {
    expect(bidProblem('100.01', '10.000000', '100.000000')).toBe('tooMuch');
  });

  it('leaves what is not an amount yet to the field’s own rule', () => {
    expect(bidProblem(undefined, '10', '100')).toBeUndefined();
    expect(bidProblem('', '10', '100')).toBeUndefined();
    expect(bidProblem('1.234', '10', '100')).toBeUndefined();
    expect(bidProblem('abc', '10', '100')).toBeUndefined();
  });
});

describe('minimumInput', () => {
  it('rounds the minimum up to the cent the field takes', () => {
    expect(minimumInput('10.000000')).toBe('10.00');
    expect(minimumInput('10.510500')).toBe('10.52');
    expect(minimumInput('10.510000')).toBe('10.51');
    expect(minimumInput('0.000001')).toBe('0.01');
  });
});
