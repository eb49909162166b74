import { addLazyBundles } from '../lazy.ts';
import { onboardingEn } from './en.ts';
import { onboardingJa } from './ja.ts';
import { onboardingZhHans } from './zh-Hans.ts';
import { onboardingZhHant } from './zh-Hant.ts';

/** The payment-password prompt and the tour of the tabs, loaded with the onboarding layer. */
export const onboardingBundles = addLazyBundles({
  'zh-Hans': onboardingZhHans,
  en: onboardingEn,
  ja: onboardingJa,
  'zh-Hant': onboardingZhHant,
});
