import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES } from '@mcc/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from '../lib/i18n.ts';
import { LANGUAGE_NAMES } from '../lib/languages.ts';

/** The language switch: zh-Hans (default), en, ja, zh-Hant; remembered in this browser. */
export function LanguageSelect() {
  const { i18n, t } = useTranslation();
  const value = isLanguage(i18n.language) ? i18n.language : 'zh-Hans';
  return (
    <Select
      data-testid="language-select"
      aria-label={t('common.language')}
      value={value}
      prefix={<GlobalOutlined />}
      style={{ width: 150 }}
      variant="borderless"
      onChange={(lang) => void setLanguage(lang)}
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
    />
  );
}
