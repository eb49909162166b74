import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundles } from '../locales/index.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';
import { langStore } from './storage.ts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice, else zh-Hans (the product's first language, not the browser's). */
export function initialLanguage(): Language {
  const stored = langStore.get();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    Object.entries(bundles).map(([lng, messages]) => [lng, { translation: messages }]),
  ),
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function setLanguage(lang: Language) {
  langStore.set(lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}
