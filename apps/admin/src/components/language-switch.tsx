import { LANGUAGES } from '@mcc/contract';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from '../lib/i18n.ts';
import { LANGUAGE_NAMES } from '../lib/languages.ts';

/** The sign-in page's language switch: four buttons, lighter than a select on the first screen. */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const value = isLanguage(i18n.language) ? i18n.language : 'zh-Hans';
  return (
    <Segmented
      data-testid="language-switch"
      value={value}
      onChange={(lang) => void setLanguage(lang)}
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
    />
  );
}
