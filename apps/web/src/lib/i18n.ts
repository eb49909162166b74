import { createI18n } from '@mcc/client';
import { DEFAULT_LANGUAGE, type Language } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { bundles } from '../locales/index.ts';
import { langStore } from './storage.ts';

export const { i18n, isLanguage, currentLanguage, setLanguage } = createI18n(
  bundles,
  DEFAULT_LANGUAGE,
  langStore,
);

/** The app's language, re-rendering the caller when it changes (queries of translated data key on it). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
