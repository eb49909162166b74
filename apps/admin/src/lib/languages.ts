import type { Language } from '@mcc/contract';

/** Each language's own name, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-Hans': '简体中文',
  en: 'English',
  ja: '日本語',
  'zh-Hant': '繁體中文',
};
