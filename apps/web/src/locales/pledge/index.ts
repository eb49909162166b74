import { addLazyBundles } from '../lazy.ts';
import { pledgeEn } from './en.ts';
import { pledgeJa } from './ja.ts';
import { pledgeZhHans } from './zh-Hans.ts';
import { pledgeZhHant } from './zh-Hant.ts';

/** The AI quant area's texts (pledge, coin-mix, team, promotion), loaded by every page of the area. */
export const pledgeBundles = addLazyBundles({
  'zh-Hans': pledgeZhHans,
  en: pledgeEn,
  ja: pledgeJa,
  'zh-Hant': pledgeZhHant,
});
