import { addLazyBundles } from '../lazy.ts';
import { resaleEn } from './en.ts';
import { resaleJa } from './ja.ts';
import { resaleZhHans } from './zh-Hans.ts';
import { resaleZhHant } from './zh-Hant.ts';

/**
 * The resale room's texts (`features/nft/resale`; area `resale`), loaded by the NFT pages that sell, buy
 * from owners, and appeal (and by the sale's order card, which shows resale orders too).
 */
export const resaleBundles = addLazyBundles({
  'zh-Hans': resaleZhHans,
  en: resaleEn,
  ja: resaleJa,
  'zh-Hant': resaleZhHant,
});
