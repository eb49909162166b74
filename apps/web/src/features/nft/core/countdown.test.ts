import { describe, expect, it } from 'vitest';
import { countdownText, remainingMs, serverOffset } from './countdown.ts';

describe('countdowns by the server clock', () => {
  it('corrects the phone clock by the offset the last answer showed', () => {
    // The server was 90 s ahead of the phone when the answer arrived.
    const offset = serverOffset('2026-01-01T00:01:30.000Z', Date.parse('2026-01-01T00:00:00.000Z'));
    expect(offset).toBe(90_000);
    const phoneNow = Date.parse('2026-01-01T00:00:10.000Z');
    expect(remainingMs('2026-01-01T00:05:00.000Z', offset, phoneNow)).toBe(200_000);
    expect(remainingMs('2026-01-01T00:01:00.000Z', offset, phoneNow)).toBe(0);
  });

  it('reads as minutes, hours or days', () => {
    const days = (n: number) => `${n}d`;
    expect(countdownText(14 * 60_000 + 59_000, days)).toBe('14:59');
    expect(countdownText(3 * 3_600_000 + 4 * 60_000 + 5_000, days)).toBe('03:04:05');
    expect(countdownText(2 * 86_400_000 + 3_600_000, days)).toBe('2d 01:00:00');
    // A part of a second left still shows a second: the deadline has not passed.
    expect(countdownText(200, days)).toBe('00:01');
    expect(countdownText(0, days)).toBe('00:00');
  });
});
