import { resetPasswordBody } from '@mcc/contract';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resetPassword } from '../../features/auth/api/accounts.ts';
import { ContactCodeFields, type ContactKind } from '../../features/auth/components/contact-code-fields.tsx';
import { ContactTabs } from '../../features/auth/components/contact-tabs.tsx';
import { NewPasswordFields } from '../../features/auth/components/new-password-fields.tsx';
import { showToast } from '../../lib/indicators.ts';
import { paths } from '../../lib/routes.ts';
import { firstIssueText } from '../../lib/zod-rule.ts';
import '../../locales/sign-up/index.ts';

export default function FindPwdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [kind, setKind] = useState<ContactKind>('mobile');

  const onFinish = async (values: { mobile?: string; email?: string; code: string; newPassword: string }) => {
    const parsed = resetPasswordBody.safeParse({
      code: values.code,
      newPassword: values.newPassword,
      ...(kind === 'mobile' ? { mobile: values.mobile } : { email: values.email }),
    });
    if (!parsed.success) return showToast(firstIssueText(parsed.error));
    try {
      await resetPassword(parsed.data as Parameters<typeof resetPassword>[0]);
      showToast(t('auth.resetDone'), 'success');
      navigate(paths.login, { replace: true });
    } catch {
      // Already shown by the request client.
    }
  };

  return (
    <div data-testid="find-pwd-page">
      <ContactTabs kind={kind} onChange={setKind} />
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large">
            {t('auth.reset')}
          </Button>
        }
      >
        <ContactCodeFields kind={kind} event="resetpwd" form={form} />
        <NewPasswordFields name="newPassword" label={t('auth.newPassword')} form={form} />
      </Form>
    </div>
  );
}
