import type { Language } from '@mcc/contract';
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

/** The contract's words for a bad amount (the server and the user app say the same), in one language. */
const amountErrors = (lang: Language) =>
  Object.fromEntries(AMOUNT_ERRORS.map((key) => [key, ERROR_TEXTS[key][lang]])) as Record<
    (typeof AMOUNT_ERRORS)[number],
    string
  >;

const withContractTexts = (lang: Language, bundle: Messages) => ({
  ...bundle,
  amountErrors: amountErrors(lang),
});

/** All four bundles, small enough to ship together (switching language then needs no request). */
export const bundles = {
  'zh-Hans': withContractTexts('zh-Hans', zhHans),
  en: withContractTexts('en', en),
  ja: withContractTexts('ja', ja),
  'zh-Hant': withContractTexts('zh-Hant', zhHant),
} satisfies Record<Language, Messages>;
export type { Messages };
