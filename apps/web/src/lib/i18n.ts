import { createI18n } from '@mcc/client';
import { bundles } from '../locales/index.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { langStore } from './storage.ts';

export const { i18n, isLanguage, currentLanguage, setLanguage } = createI18n(
  bundles,
  DEFAULT_LANGUAGE,
  langStore,
);

/** The translated text of a stable validation key (e.g. MOBILE_INVALID) from @mcc/contract. */
export function errorText(key: string): string {
  const path = `errors.${key}`;
  return i18n.exists(path) ? i18n.t(path) : key;
}
