import { describe, expect, it } from 'vitest';
import { addDays, businessDay, dayStart, daysBetween } from './business-day.ts';

describe('business days (UTC+8)', () => {
  it('turns over at 16:00 UTC, which is midnight in China', () => {
    expect(businessDay(new Date('2026-11-22T15:59:59.999Z'))).toBe('2026-11-22');
    expect(businessDay(new Date('2026-11-22T16:00:00.000Z'))).toBe('2026-11-23');
    expect(dayStart('2026-11-23').toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });

  it('adds and counts days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-22', '2026-12-27')).toBe(35);
    expect(daysBetween('2026-12-27', '2026-11-22')).toBe(-35);
  });
});
