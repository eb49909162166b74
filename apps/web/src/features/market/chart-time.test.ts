import { describe, expect, it } from 'vitest';
import { crosshairLabel, tickLabel } from './chart-time.ts';

/** 28 January 2025, 19:05 on the chart's clock (its times are wall-clock times read as UTC). */
const AT = Date.parse('2025-01-28T19:05:00Z') / 1000;
const [YEAR, MONTH, DAY, TIME] = [0, 1, 2, 3];

describe('tickLabel', () => {
  it('writes dates in the app’s language, not the browser’s', () => {
    expect(tickLabel('en', AT, DAY)).toBe('Jan 28');
    expect(tickLabel('zh-Hans', AT, DAY)).toBe('1月28日');
    expect(tickLabel('ja', AT, DAY)).toBe('1月28日');
    expect(tickLabel('en', AT, MONTH)).toBe('Jan');
    expect(tickLabel('en', AT, YEAR)).toBe('2025');
    expect(tickLabel('zh-Hant', AT, YEAR)).toBe('2025年');
  });

  it('writes times on a 24-hour clock, as the chart’s clock has it (no zone applied again)', () => {
    expect(tickLabel('en', AT, TIME)).toBe('19:05');
    expect(tickLabel('zh-Hans', AT, TIME)).toBe('19:05');
  });
});

describe('crosshairLabel', () => {
  it('gives the day and the time', () => {
    expect(crosshairLabel('en', AT)).toBe('Jan 28, 19:05');
    expect(crosshairLabel('zh-Hans', AT)).toBe('1月28日 19:05');
  });
});
