import { addLazyBundles } from '../lazy.ts';
import { auctionEn } from './en.ts';
import { auctionJa } from './ja.ts';
import { auctionZhHans } from './zh-Hans.ts';
import { auctionZhHant } from './zh-Hant.ts';

/**
 * The auctions room's texts (`features/nft/auctions`; area `auction`): loaded by the auction pages (and the
 * copy view's auction sheet).
 */
export const auctionBundles = addLazyBundles({
  'zh-Hans': auctionZhHans,
  en: auctionEn,
  ja: auctionJa,
  'zh-Hant': auctionZhHant,
});
