import { addLazyBundles } from '../lazy.ts';
import { nftEn } from './en.ts';
import { nftJa } from './ja.ts';
import { nftZhHans } from './zh-Hans.ts';
import { nftZhHant } from './zh-Hant.ts';

/**
 * The NFT area's texts (area `nft`): what the rooms share (`features/nft/core`: rarity, states, serials, the
 * countdown's days) with the catalogue's and the primary sale's (`catalog`, `sale`: orders, the tips bell).
 * Every NFT page loads it, and the user page for the tips' badge.
 */
export const nftBundles = addLazyBundles({
  'zh-Hans': nftZhHans,
  en: nftEn,
  ja: nftJa,
  'zh-Hant': nftZhHant,
});
