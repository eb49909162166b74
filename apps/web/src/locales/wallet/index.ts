import { addLazyBundles } from '../lazy.ts';
import { walletEn } from './en.ts';
import { walletJa } from './ja.ts';
import { walletZhHans } from './zh-Hans.ts';
import { walletZhHant } from './zh-Hant.ts';

/**
 * The wallet's texts (balances, recharge, withdrawal, transfer), loaded by the pages and parts that
 * show them: the USDT and coin-mix wallets' pages and forms, the payment password field.
 */
export const walletBundles = addLazyBundles({
  'zh-Hans': walletZhHans,
  en: walletEn,
  ja: walletJa,
  'zh-Hant': walletZhHant,
});
