import { LANGUAGES, type Language } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '../lib/i18n.ts';

/** Each language named in itself, so the names read the same whatever the app's language. */
const NATIVE_NAMES: Record<Language, string> = {
  'zh-Hans': '简体中文',
  en: 'English',
  ja: '日本語',
  'zh-Hant': '繁體中文',
};

/**
 * The language switch of the sign-in pages, before there is a user centre to pick one in: the four
 * names in a row, the current one marked. The choice is remembered as the user centre's is.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <nav className="language-switch" aria-label={t('firstRun.language')} data-testid="language-switch">
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => void setLanguage(lang)}
        >
          {NATIVE_NAMES[lang]}
        </button>
      ))}
    </nav>
  );
}
