import { addLazyBundles } from '../lazy.ts';
import { resaleEn } from './en.ts';
import { resaleJa } from './ja.ts';
import { resaleZhHans } from './zh-Hans.ts';
import { resaleZhHant } from './zh-Hant.ts';

/** Resale's texts, loaded by the NFT pages that sell, buy from owners, and appeal. */
export const resaleBundles = addLazyBundles({
  'zh-Hans': resaleZhHans,
  en: resaleEn,
  ja: resaleJa,
  'zh-Hant': resaleZhHant,
});
