import { describe, expect, it } from 'vitest';
import { auctionWindow } from './auction-terms.ts';

describe('auctionWindow', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z');

  it('starts now and lasts the chosen duration', () => {
    expect(auctionWindow('h1', 0, now)).toEqual({
      startsAt: '2026-11-26T12:00:00.000Z',
      endsAt: '2026-11-26T13:00:00.000Z',
    });
    expect(auctionWindow('d3', 0, now).endsAt).toBe('2026-11-29T12:00:00.000Z');
  });

  it('follows the server clock when the phone is off', () => {
    expect(auctionWindow('h6', -60_000, now)).toEqual({
      startsAt: '2026-11-26T11:59:00.000Z',
      endsAt: '2026-11-26T17:59:00.000Z',
    });
  });
});
