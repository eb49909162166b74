import { describe, expect, it } from 'vitest';
import { bpToPercent, percentText, percentToBp } from './percent.ts';

describe('rates: basis points ⇄ percent, exactly', () => {
  it('shows basis points as a percentage without float noise', () => {
    expect(bpToPercent(1000)).toBe('10');
    expect(bpToPercent(500)).toBe('5');
    expect(bpToPercent(10)).toBe('0.1');
    expect(bpToPercent(7)).toBe('0.07');
    expect(bpToPercent(1001)).toBe('10.01');
    expect(bpToPercent(0)).toBe('0');
    expect(bpToPercent(10_000)).toBe('100');
    expect(bpToPercent(-5)).toBe('-0.05');
    expect(percentText(125)).toBe('1.25%');
  });

  it('reads a typed percentage as whole basis points, 0.07 % being 7 bp (not 7.000000000000001)', () => {
    expect(percentToBp('0.07')).toBe(7);
    expect(percentToBp('0.29')).toBe(29);
    expect(percentToBp('10.01')).toBe(1001);
    expect(percentToBp(' 5 ')).toBe(500);
    expect(percentToBp('1.')).toBe(100);
    expect(percentToBp('0.1')).toBe(10);
    for (let bp = 0; bp <= 10_000; bp++) expect(percentToBp(bpToPercent(bp))).toBe(bp);
  });

  it('refuses, never rounds, what is not a percentage to the basis point', () => {
    for (const bad of ['0.125', '-1', '1e2', 'abc', '', '.5', '1,5']) expect(percentToBp(bad), bad).toBeNaN();
  });
});
