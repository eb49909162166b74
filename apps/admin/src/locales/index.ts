import type { Language, priceProblem } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { type Messages, zhHans } from './zh-Hans.ts';
import { zhHant } from './zh-Hant.ts';

const AMOUNT_ERRORS = [
  'AMOUNT_INVALID',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_SPACES',
  'AMOUNT_LEADING_ZERO',
] as const;

/** Every reason `priceProblem` gives for a typed price. */
const PRICE_ERRORS = [
  'PRICE_INVALID',
  'PRICE_TOO_PRECISE',
  'PRICE_TOO_LARGE',
  'PRICE_NOT_POSITIVE',
] as const satisfies readonly NonNullable<ReturnType<typeof priceProblem>>[];

/** The contract's words for some errors (the server and the user app say the same), in one language. */
const contractTexts = <K extends keyof typeof ERROR_TEXTS>(keys: readonly K[], lang: Language) =>
  Object.fromEntries(keys.map((key) => [key, ERROR_TEXTS[key][lang]])) as Record<K, string>;

const withContractTexts = (lang: Language, bundle: Messages) => ({
  ...bundle,
  amountErrors: contractTexts(AMOUNT_ERRORS, lang),
  priceErrors: contractTexts(PRICE_ERRORS, lang),
});

/**
 * All four languages' texts of every area, loaded together with the signed-in frame
 * (./console-texts.ts: switching language then needs no request); the sign-in page has ./sign-in.ts.
 */
export const bundles = {
  'zh-Hans': withContractTexts('zh-Hans', zhHans),
  en: withContractTexts('en', en),
  ja: withContractTexts('ja', ja),
  'zh-Hant': withContractTexts('zh-Hant', zhHant),
} satisfies Record<Language, Messages>;
export type { Messages };
