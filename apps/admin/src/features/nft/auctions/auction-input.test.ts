import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type AuctionFormValues, auctionInput, auctionProblems, NEW_AUCTION } from './auction-input.ts';

const START = dayjs('2026-12-01T02:00:00.000Z');
const filled: AuctionFormValues = {
  ...NEW_AUCTION,
  seriesId: 1,
  startPrice: ' 20 ',
  startsAt: START,
  endsAt: START.add(2, 'day'),
};
const keys = (values: AuctionFormValues, left?: number) =>
  auctionProblems(values, () => left).map((p) => `${p.path.join('.')}:${p.key}`);

describe('new auction input', () => {
  it('sends the contract’s body: the default 5 % raise, an empty reserve as none, instants', () => {
    expect(keys(filled, 3)).toEqual([]);
    expect(auctionInput(filled)).toEqual({
      seriesId: 1,
      startPrice: '20',
      incrementBp: 500,
      reserve: null,
      startsAt: '2026-12-01T02:00:00.000Z',
      endsAt: '2026-12-03T02:00:00.000Z',
    });
    expect(auctionInput({ ...filled, reserve: '50.5', incrementBp: 1_000 })).toMatchObject({
      reserve: '50.5',
      incrementBp: 1_000,
    });
  });

  it('puts each refusal on its field, the window’s as soon as both times are picked', () => {
    expect(keys(NEW_AUCTION)).toEqual([
      'seriesId:SERIES_NOT_FOUND',
      'startPrice:AMOUNT_INVALID',
      'startsAt:TIME_INVALID',
      'endsAt:TIME_INVALID',
    ]);
    // The price is still empty: the window is judged anyway.
    expect(keys({ ...filled, startPrice: '', endsAt: START.add(31, 'day') })).toEqual([
      'startPrice:AMOUNT_INVALID',
      'endsAt:AUCTION_WINDOW_INVALID',
    ]);
    expect(keys({ ...filled, endsAt: START })).toEqual(['endsAt:AUCTION_WINDOW_INVALID']);
    for (const incrementBp of [99, 5_001, null, Number.NaN])
      expect(keys({ ...filled, incrementBp })).toEqual(['incrementBp:AUCTION_INCREMENT_INVALID']);
    expect(keys({ ...filled, reserve: '1.1234567' })).toEqual(['reserve:AMOUNT_TOO_PRECISE']);
  });

  it('refuses a series with no copy left to auction', () => {
    expect(keys(filled, 0)).toEqual(['seriesId:SOLD_OUT']);
  });
});
