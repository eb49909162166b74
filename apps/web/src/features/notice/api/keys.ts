import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/i18n.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../lib/languages.ts';

/** Notices come in the app's language, so every key carries it: switching language fetches anew. */
export const noticeKeys = {
  all: ['notice'] as const,
  list: (lang: Language) => ['notice', 'list', lang] as const,
  detail: (lang: Language, id: number) => ['notice', 'detail', lang, id] as const,
  popup: (lang: Language) => ['notice', 'popup', lang] as const,
};

/** The app's language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
