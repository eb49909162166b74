/**
 * The four languages, as in @mcc/contract's LANGUAGES (a test keeps them equal). Repeated here because
 * importing the contract's index at runtime would pull zod into the sign-in page's bundle.
 */
export const LANGUAGES = ['zh-Hans', 'en', 'ja', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-Hans';

/** Each language's own name, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-Hans': '简体中文',
  en: 'English',
  ja: '日本語',
  'zh-Hant': '繁體中文',
};
