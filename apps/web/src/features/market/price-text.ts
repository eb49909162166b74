import { DEFAULT_LANGUAGE, displayAmount, groupDigits, PRICE_SCALE } from '@mcc/contract';
import { i18n } from '../../lib/i18n.ts';

/** Significant digits a price shows below 1 USDT; at or above 1, four decimals. */
const SIGNIFICANT = 4;

/**
 * How many decimals a price shows: four at or above 1 USDT, else enough for four significant digits
 * (0.0123 → "0.01234"), at most the price scale. A token worth a fraction of a cent stays readable.
 */
export function priceDecimals(price: string): number {
  const [whole = '0', frac = ''] = price.split('.');
  if (/[1-9]/.test(whole)) return SIGNIFICANT;
  const zeros = frac.match(/^0*/)?.[0].length ?? 0;
  return Math.min(PRICE_SCALE, zeros + SIGNIFICANT);
}

/** A wire price ("0.0123456789") as a user reads it, rounded down and grouped in the app's language. */
export function priceText(price: string): string {
  return groupDigits(displayAmount(price, priceDecimals(price)), i18n.language || DEFAULT_LANGUAGE);
}
