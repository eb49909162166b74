import { addLazyBundles } from '../lazy.ts';
import { marketEn } from './en.ts';
import { marketJa } from './ja.ts';
import { marketZhHans } from './zh-Hans.ts';
import { marketZhHant } from './zh-Hant.ts';

/** The market's texts, loaded by the market, MCC and MCC transfer pages. */
export const marketBundles = addLazyBundles({
  'zh-Hans': marketZhHans,
  en: marketEn,
  ja: marketJa,
  'zh-Hant': marketZhHant,
});
