import { addLazyBundles } from '../lazy.ts';
import { boxEn } from './en.ts';
import { boxJa } from './ja.ts';
import { boxZhHans } from './zh-Hans.ts';
import { boxZhHant } from './zh-Hant.ts';

/**
 * The boxes room's texts (`features/nft/boxes`; areas `box`, `verify`, `game`): blind boxes, the verify page
 * and the chain game, loaded by their three pages.
 */
export const boxBundles = addLazyBundles({
  'zh-Hans': boxZhHans,
  en: boxEn,
  ja: boxJa,
  'zh-Hant': boxZhHant,
});
