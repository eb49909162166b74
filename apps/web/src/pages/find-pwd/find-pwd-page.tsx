import { resetPasswordBody, totpDigits } from '@mcc/contract';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TotpCodeItem } from '../../components/totp-code-item.tsx';
import { resetPassword } from '../../features/auth/api/accounts.ts';
import { ContactCodeFields, type ContactKind } from '../../features/auth/components/contact-code-fields.tsx';
import { ContactTabs } from '../../features/auth/components/contact-tabs.tsx';
import { NewPasswordFields } from '../../features/auth/components/new-password-fields.tsx';
import { showToast } from '../../lib/indicators.ts';
import { ApiError } from '../../lib/request.ts';
import { paths } from '../../lib/routes.ts';
import { firstIssueText, zodRule } from '../../lib/zod-rule.ts';
import '../../locales/sign-up/index.ts';

/**
 * Resetting the sign-in password with a code sent to the account's mobile or e-mail. The visitor is not
 * signed in, so whether the account has 2FA on is learnt from the server's TOTP_REQUIRED: the
 * authenticator's field appears then (the server has said why), and the reset is sent again with it.
 */
export default function FindPwdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [kind, setKind] = useState<ContactKind>('mobile');
  const [needsTotp, setNeedsTotp] = useState(false);

  const onFinish = async (values: {
    mobile?: string;
    email?: string;
    code: string;
    newPassword: string;
    totpCode?: string;
  }) => {
    const parsed = resetPasswordBody.safeParse({
      code: values.code,
      newPassword: values.newPassword,
      ...(kind === 'mobile' ? { mobile: values.mobile } : { email: values.email }),
      ...(needsTotp ? { totpCode: values.totpCode } : {}),
    });
    if (!parsed.success) return showToast(firstIssueText(parsed.error));
    try {
      await resetPassword(parsed.data as Parameters<typeof resetPassword>[0]);
      showToast(t('auth.resetDone'), 'success');
      navigate(paths.login, { replace: true });
    } catch (error) {
      // Already shown by the request client.
      if (error instanceof ApiError && error.key === 'TOTP_REQUIRED') setNeedsTotp(true);
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
        {needsTotp && <TotpCodeItem rules={[zodRule(totpDigits)]} note={t('protection.resetHint')} />}
      </Form>
    </div>
  );
}
