import { describe, expect, it } from 'vitest';
import { priceText } from './price-text.ts';

describe('priceText', () => {
  it('shows four decimals at or above 1 USDT, four significant digits below, rounded down', () => {
    expect(priceText('2.5000000000')).toBe('2.5000');
    expect(priceText('1234.5678999999')).toBe('1,234.5678');
    expect(priceText('0.0123456789')).toBe('0.01234');
    expect(priceText('0.0000001999')).toBe('0.0000001999');
    expect(priceText('0.9999999999')).toBe('0.9999');
  });
});
