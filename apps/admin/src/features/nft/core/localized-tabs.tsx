import { LANGUAGES } from '@mcc/contract';
import { Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../lib/languages.ts';
import type { FieldRule } from './problem-rule.ts';

/**
 * The texts an NFT form keeps per language, a tab each (zh-Hans required, the rest fall back to it):
 * the name, and the description where the thing has one. Every tab is rendered so that a problem in a
 * hidden one is still checked. Test ids `<testPrefix>-<field>-<language>`.
 */
export function LocalizedTabs({
  fields,
  rule,
  testPrefix,
}: {
  fields: readonly ('name' | 'description')[];
  rule(path: (string | number)[]): FieldRule;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      items={LANGUAGES.map((lang) => ({
        key: lang,
        label: LANGUAGE_NAMES[lang],
        forceRender: true,
        children: fields.map((field) => (
          <Form.Item
            key={field}
            name={[field, lang]}
            label={t(`nft.${field}`)}
            required={lang === 'zh-Hans'}
            rules={[rule([field, lang])]}
          >
            {field === 'name' ? (
              <Input maxLength={60} data-testid={`${testPrefix}-name-${lang}`} />
            ) : (
              <Input.TextArea rows={3} maxLength={2000} data-testid={`${testPrefix}-description-${lang}`} />
            )}
          </Form.Item>
        )),
      }))}
    />
  );
}
