import { addLazyBundles } from '../lazy.ts';
import { ledgerEn } from './en.ts';
import { ledgerJa } from './ja.ts';
import { ledgerZhHans } from './zh-Hans.ts';
import { ledgerZhHant } from './zh-Hant.ts';

/** The proof-of-liabilities page's texts (area `proof`), loaded by the page. */
export const ledgerBundles = addLazyBundles({
  'zh-Hans': ledgerZhHans,
  en: ledgerEn,
  ja: ledgerJa,
  'zh-Hant': ledgerZhHant,
});
