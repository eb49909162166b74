import { addLazyBundles } from '../lazy.ts';
import { accountEn } from './en.ts';
import { accountJa } from './ja.ts';
import { accountZhHans } from './zh-Hans.ts';
import { accountZhHant } from './zh-Hant.ts';

/**
 * The user centre's texts (user page, profile, payment password, language choice), loaded by the
 * pages and parts that show them: the user centre's pages, the payment password field, the transfer
 * confirmation.
 */
export const accountBundles = addLazyBundles({
  'zh-Hans': accountZhHans,
  en: accountEn,
  ja: accountJa,
  'zh-Hant': accountZhHant,
});
