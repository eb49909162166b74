import { addLazyBundles } from '../lazy.ts';
import { signUpEn } from './en.ts';
import { signUpJa } from './ja.ts';
import { signUpZhHans } from './zh-Hans.ts';
import { signUpZhHant } from './zh-Hant.ts';

/**
 * More of the `auth` area: the sign-up, password-reset and verification-code forms' texts, loaded by
 * those forms (the login page's own stay in the app's bundles).
 */
export const signUpBundles = addLazyBundles({
  'zh-Hans': signUpZhHans,
  en: signUpEn,
  ja: signUpJa,
  'zh-Hant': signUpZhHant,
});
