import { LANGUAGES, type Language } from '@mcc/contract';
import { Space, Tag } from 'antd';
import { LANGUAGE_NAMES } from '../lib/languages.ts';

/** Which languages a text is written in ("简体中文 English …"), each by its own name, never its code. */
export function LanguageTags({ texts }: { texts: Partial<Record<Language, string>> }) {
  return (
    <Space size={4} wrap>
      {LANGUAGES.filter((l) => texts[l]).map((l) => (
        <Tag key={l} lang={l}>
          {LANGUAGE_NAMES[l]}
        </Tag>
      ))}
    </Space>
  );
}
