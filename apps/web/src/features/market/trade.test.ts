import { describe, expect, it } from 'vitest';
import { maxTrade, previewTrade, tradesOf } from './trade.ts';

// The server's hand-worked cases (market.test.ts): SSK at 0.0123456789 USDT, MCC at 2.5, fees 50 bp.
const ssk = { price: '0.0123456789', feeBp: 50, min: '1' };
const mcc = { price: '2.5', feeBp: 50, min: '1' };

describe('previewTrade', () => {
  it('buys 10 SSK for ⌈123456.789⌉ + ⌈617.285⌉ µUSDT', () => {
    expect(previewTrade('buy_ssk', '10', ssk)?.quote).toEqual({
      tokens: 10_000_000n,
      paid: 124_075n,
      received: 10_000_000n,
      fee: 618n,
    });
  });

  it('sells 10 SSK for ⌊123456.789⌋ less ⌈617.28⌉', () => {
    expect(previewTrade('sell_ssk', '10', ssk)?.quote).toMatchObject({ received: 122_838n, fee: 618n });
  });

  it('sells 3.3333 MCC for ⌊8.33325⌋ less ⌈41666.25⌉ µUSDT; 10 USDT buys ⌊9.95 / 2.5⌋ MCC', () => {
    expect(previewTrade('sell_mcc', '3.3333', mcc)?.quote).toMatchObject({
      received: 8_291_583n,
      fee: 41_667n,
    });
    expect(previewTrade('buy_mcc', '10', mcc)?.quote).toMatchObject({ received: 3_980_000n, fee: 50_000n });
  });

  it('names the first problem: too small, below the minimum, over the balance', () => {
    expect(previewTrade('sell_ssk', '0.0001', { ...ssk, min: '0' })?.problem).toBe('TOO_SMALL');
    expect(previewTrade('buy_ssk', '0.9999', ssk)?.problem).toBe('BELOW_MIN');
    expect(previewTrade('buy_ssk', '10', { ...ssk, available: '0.124074' })?.problem).toBe('OVER_BALANCE');
    expect(previewTrade('buy_ssk', '10', { ...ssk, available: '0.124075' })?.problem).toBeUndefined();
    expect(previewTrade('buy_mcc', '2', mcc)?.problem).toBe('BELOW_MIN');
  });

  it('is undefined until the text is an amount with the input asset’s decimals', () => {
    expect(previewTrade('buy_ssk', '1.00001', ssk)).toBeUndefined();
    expect(previewTrade('buy_mcc', '1.001', mcc)).toBeUndefined();
    expect(previewTrade('buy_ssk', '', ssk)).toBeUndefined();
  });
});

describe('maxTrade', () => {
  it('buys as much SSK as cost + fee allows, in 0.0001 steps', () => {
    const max = maxTrade('buy_ssk', { ...ssk, available: '0.124075' });
    expect(max).toBe(10_000_000n);
    const over = previewTrade('buy_ssk', '10.0001', { ...ssk, available: '0.124075' });
    expect(over?.problem).toBe('OVER_BALANCE');
  });

  it('sells the whole balance, floored to the input’s decimals', () => {
    expect(maxTrade('sell_ssk', { ...ssk, available: '3.123456' })).toBe(3_123_400n);
    expect(maxTrade('buy_mcc', { ...mcc, available: '3.123456' })).toBe(3_120_000n);
  });
});

describe('tradesOf', () => {
  it('offers buying MCC only when the settings allow it', () => {
    expect(tradesOf('MCC', false)).toEqual(['sell_mcc']);
    expect(tradesOf('MCC', true)).toEqual(['buy_mcc', 'sell_mcc']);
    expect(tradesOf('SSK', false)).toEqual(['buy_ssk', 'sell_ssk']);
  });
});
