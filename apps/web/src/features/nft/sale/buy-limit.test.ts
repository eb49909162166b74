import { ORDER_MAX_QUANTITY } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { buyLimit } from './buy-limit.ts';

describe('what a user may buy of a series', () => {
  it('without a per-user limit, says so and gives one order’s most', () => {
    expect(buyLimit({ perUserLimit: 0, canBuy: ORDER_MAX_QUANTITY, remaining: 500 })).toEqual({
      key: 'nft.limit.perOrder',
      values: { limit: 0, count: ORDER_MAX_QUANTITY },
    });
  });

  it('with a limit, gives the limit and what it leaves the user this time', () => {
    expect(buyLimit({ perUserLimit: 5, canBuy: 3, remaining: 500 })).toEqual({
      key: 'nft.limit.perUser',
      values: { limit: 5, count: 3 },
    });
  });

  it('says when the user has bought all the limit allows', () => {
    expect(buyLimit({ perUserLimit: 2, canBuy: 0, remaining: 40 }).key).toBe('nft.limit.reached');
  });

  it('gives only the rule when nothing is left to order', () => {
    expect(buyLimit({ perUserLimit: 2, canBuy: 0, remaining: 0 }).key).toBe('nft.limit.perUserOnly');
    expect(buyLimit({ perUserLimit: 0, canBuy: 0, remaining: 0 }).key).toBe('nft.limit.none');
  });
});
