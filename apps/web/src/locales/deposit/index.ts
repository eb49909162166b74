import { addLazyBundles } from '../lazy.ts';
import { depositEn } from './en.ts';
import { depositJa } from './ja.ts';
import { depositZhHans } from './zh-Hans.ts';
import { depositZhHant } from './zh-Hant.ts';

/**
 * The deposit's texts (area `autoRecharge`), loaded by the deposit page's parts and the recharge list:
 * not by the wallet's home, whose first load has a budget (scripts/report-sizes.ts).
 */
export const depositBundles = addLazyBundles({
  'zh-Hans': depositZhHans,
  en: depositEn,
  ja: depositJa,
  'zh-Hant': depositZhHant,
});
