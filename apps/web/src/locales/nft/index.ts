import { addLazyBundles } from '../lazy.ts';
import { nftEn } from './en.ts';
import { nftJa } from './ja.ts';
import { nftZhHans } from './zh-Hans.ts';
import { nftZhHant } from './zh-Hant.ts';

/** The NFT area's texts, loaded by the NFT home, the collections and the detail page. */
export const nftBundles = addLazyBundles({
  'zh-Hans': nftZhHans,
  en: nftEn,
  ja: nftJa,
  'zh-Hant': nftZhHant,
});
