import { addLazyBundles } from '../lazy.ts';
import { errorsEn } from './en.ts';
import { errorsJa } from './ja.ts';
import { errorsZhHans } from './zh-Hans.ts';
import { errorsZhHant } from './zh-Hant.ts';

/** The validation messages, loaded with errorText (lib/error-text.ts): with the forms that validate. */
export const errorsBundles = addLazyBundles({
  'zh-Hans': errorsZhHans,
  en: errorsEn,
  ja: errorsJa,
  'zh-Hant': errorsZhHant,
});
