import { priceText as contractPriceText, DEFAULT_LANGUAGE } from '@mcc/contract';
import { i18n } from '../../lib/i18n.ts';

/**
 * A wire price ("0.0123456789") as a user reads it: rounded down to the contract's `priceDecimals`
 * (the console shows the same digits, and any beyond) and grouped in the app's language.
 */
export const priceText = (price: string): string =>
  contractPriceText(price, i18n.language || DEFAULT_LANGUAGE);
