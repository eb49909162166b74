import { email, mobile, smsCode } from '@mcc/contract';
import { Form, Input } from 'antd-mobile';

type FormInstance = ReturnType<typeof Form.useForm>[0];

import { useTranslation } from 'react-i18next';
import { CodeButton } from '../../../components/code-button.tsx';
import { zodRule } from '../../../lib/zod-rule.ts';
import { type CodeEvent, sendCode } from '../api/accounts.ts';
import '../../../locales/sign-up/index.ts';

export type ContactKind = 'mobile' | 'email';

/** Mobile or e-mail plus its verification code, with the 60 s code button; `label` names the contact field. */
export function ContactCodeFields({
  kind,
  event,
  form,
  label,
}: {
  kind: ContactKind;
  event: CodeEvent;
  form: FormInstance;
  label?: string;
}) {
  const { t } = useTranslation();
  const onSend = async () => {
    try {
      await form.validateFields([kind]);
    } catch {
      return false;
    }
    const value = String(form.getFieldValue(kind) ?? '').trim();
    return sendCode(kind === 'mobile' ? { mobile: value } : { email: value }, event);
  };
  return (
    <>
      {kind === 'mobile' ? (
        <Form.Item name="mobile" label={label ?? t('auth.mobile')} rules={[zodRule(mobile)]}>
          <Input type="tel" autoComplete="tel" placeholder={t('auth.mobilePlaceholder')} clearable />
        </Form.Item>
      ) : (
        <Form.Item name="email" label={label ?? t('auth.email')} rules={[zodRule(email)]}>
          <Input type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} clearable />
        </Form.Item>
      )}
      <Form.Item
        name="code"
        label={t('auth.code')}
        rules={[zodRule(smsCode)]}
        extra={<CodeButton onSend={onSend} />}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('auth.codePlaceholder')}
        />
      </Form.Item>
    </>
  );
}
