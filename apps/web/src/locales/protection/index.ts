import { addLazyBundles } from '../lazy.ts';
import { protectionEn } from './en.ts';
import { protectionJa } from './ja.ts';
import { protectionZhHans } from './zh-Hans.ts';
import { protectionZhHant } from './zh-Hant.ts';

/**
 * The account's protection where other pages meet it (the authenticator's code field, the sign-in's
 * second step, the hold on withdrawals, the withdrawal form's address book), loaded by those parts.
 */
export const protectionBundles = addLazyBundles({
  'zh-Hans': protectionZhHans,
  en: protectionEn,
  ja: protectionJa,
  'zh-Hant': protectionZhHant,
});
