import { LANGUAGES } from '@mcc/contract';
import { ActionSheet, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import '../../../locales/account/index.ts';

/** The language switch of the user centre; the choice is remembered and the `lang` header follows it. */
export function LanguageItem() {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="language-item"
      extra={t(`languages.${currentLanguage()}`)}
      onClick={() =>
        ActionSheet.show({
          cancelText: t('common.cancel'),
          closeOnAction: true,
          actions: LANGUAGES.map((lang) => ({
            key: lang,
            text: t(`languages.${lang}`),
            onClick: () => void setLanguage(lang),
          })),
        })
      }
    >
      {t('user.language')}
    </List.Item>
  );
}
