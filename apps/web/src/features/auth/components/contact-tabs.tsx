import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ContactKind } from './contact-code-fields.tsx';
import '../../../locales/sign-up/index.ts';

/** Switches a form between mobile and e-mail. */
export function ContactTabs({ kind, onChange }: { kind: ContactKind; onChange: (k: ContactKind) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs activeKey={kind} onChange={(k) => onChange(k as ContactKind)}>
      <Tabs.Tab title={t('auth.mobile')} key="mobile" />
      <Tabs.Tab title={t('auth.email')} key="email" />
    </Tabs>
  );
}
