import { LANGUAGES } from '@mcc/contract';
import { Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/fields.tsx';
import { LANGUAGE_NAMES } from '../../../lib/languages.ts';

/**
 * The texts an NFT form keeps per language, a tab each (zh-Hans required, the rest fall back to it):
 * the name, and the description where the thing has one. Every tab is rendered so that a problem in a
 * hidden one is still checked. Test ids `<form's prefix>-<field>-<language>`.
 */
export function LocalizedTabs({ fields }: { fields: readonly ('name' | 'description')[] }) {
  const { t } = useTranslation();
  return (
    <Tabs
      items={LANGUAGES.map((lang) => ({
        key: lang,
        label: LANGUAGE_NAMES[lang],
        forceRender: true,
        children: fields.map((field) => (
          <FormField key={field} name={[field, lang]} label={t(`nft.${field}`)} required={lang === 'zh-Hans'}>
            {(testId) =>
              field === 'name' ? (
                <Input maxLength={60} data-testid={testId} />
              ) : (
                <Input.TextArea rows={3} maxLength={2000} data-testid={testId} />
              )
            }
          </FormField>
        )),
      }))}
    />
  );
}
