import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An app's own i18next instance over its bundles (one per language, shipped together: switching needs
 * no request), and the means to read and change its language. It starts in the remembered language,
 * else in `defaultLanguage`, the product's first language (not the browser's).
 */
export function createI18n<L extends string>(
  bundles: Record<L, ResourceKey>,
  defaultLanguage: L,
  store: { get(): string | null; set(value: string): void },
) {
  const languages = Object.keys(bundles);
  const isLanguage = (value: unknown): value is L => typeof value === 'string' && languages.includes(value);
  const stored = store.get();

  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries<ResourceKey>(bundles).map(([lng, messages]) => [lng, { translation: messages }]),
    ),
    lng: isLanguage(stored) ? stored : defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    // Keep 'zh-Hans' as is; i18next would otherwise try 'zh' first.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

  return {
    i18n,
    isLanguage,
    currentLanguage: (): L => (isLanguage(i18n.language) ? i18n.language : defaultLanguage),
    /** Remembers the choice, tells the page (`<html lang>`) and re-renders in it. */
    async setLanguage(lang: L) {
      store.set(lang);
      document.documentElement.lang = lang;
      await i18n.changeLanguage(lang);
    },
  };
}
