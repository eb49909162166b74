import { addLazyBundles } from '../lazy.ts';
import { securityEn } from './en.ts';
import { securityJa } from './ja.ts';
import { securityZhHans } from './zh-Hans.ts';
import { securityZhHant } from './zh-Hant.ts';

/**
 * The security area's texts (the overview, the authenticator, the address book, devices, the
 * anti-phishing code, the change of mobile or e-mail), loaded by its pages.
 */
export const securityBundles = addLazyBundles({
  'zh-Hans': securityZhHans,
  en: securityEn,
  ja: securityJa,
  'zh-Hant': securityZhHant,
});
