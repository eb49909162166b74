import { addLazyBundles } from '../lazy.ts';
import { quantEn } from './en.ts';
import { quantJa } from './ja.ts';
import { quantZhHans } from './zh-Hans.ts';
import { quantZhHant } from './zh-Hant.ts';

/** The AI quant area's texts (pledge, coin-mix, team, promotion), loaded by every page of the area. */
export const quantBundles = addLazyBundles({
  'zh-Hans': quantZhHans,
  en: quantEn,
  ja: quantJa,
  'zh-Hant': quantZhHant,
});
