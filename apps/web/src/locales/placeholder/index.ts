import { addLazyBundles } from '../lazy.ts';
import { placeholderEn } from './en.ts';
import { placeholderJa } from './ja.ts';
import { placeholderZhHans } from './zh-Hans.ts';
import { placeholderZhHant } from './zh-Hant.ts';

/** The stand-in pages' texts (not available yet, not found), loaded by those two pages. */
export const placeholderBundles = addLazyBundles({
  'zh-Hans': placeholderZhHans,
  en: placeholderEn,
  ja: placeholderJa,
  'zh-Hant': placeholderZhHant,
});
