import { payPassword, smsCode, totpDigits } from '@mcc/contract';
import { Button, Form, Input, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeButton } from '../../components/code-button.tsx';
import { SixDigitSecret } from '../../components/six-digit-secret.tsx';
import { TotpCodeItem } from '../../components/totp-code-item.tsx';
import { sendCode } from '../../features/auth/api/accounts.ts';
import { setPayPassword } from '../../features/auth/api/profile.ts';
import { NewPayPasswordFields } from '../../features/auth/components/new-pay-password-fields.tsx';
import { showToast } from '../../lib/indicators.ts';
import { holdOnboarding } from '../../lib/onboarding.ts';
import { useTotpOn } from '../../lib/security.ts';
import { useRefreshUser, useUserCenter } from '../../lib/user-center.ts';
import { zodRule } from '../../lib/zod-rule.ts';
import '../../locales/account/index.ts';
import '../../locales/sign-up/index.ts';

/**
 * Set or change the six-digit payment password. A user with a mobile or e-mail confirms with a
 * `paypwd` code sent there; a wallet-only user confirms a change with the current payment password.
 * With 2FA on (the security overview says so), the authenticator's code too.
 */
export default function PayPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const user = useUserCenter().data?.userinfo;
  const [form] = Form.useForm();
  const target = user?.mobile ?? user?.email ?? null;
  const needsOld = !target && user?.hasPayPassword === true;
  const totpOn = useTotpOn() === true;

  const onSend = () => {
    if (user?.mobile) return sendCode({ mobile: user.mobile }, 'paypwd');
    if (user?.email) return sendCode({ email: user.email }, 'paypwd');
    return Promise.resolve(false);
  };

  const onFinish = async (values: {
    payPassword: string;
    code?: string;
    oldPayPassword?: string;
    totpCode?: string;
  }) => {
    try {
      await setPayPassword({
        payPassword: values.payPassword,
        ...(target ? { code: values.code } : {}),
        ...(needsOld ? { oldPayPassword: values.oldPayPassword } : {}),
        ...(totpOn ? { totpCode: values.totpCode } : {}),
      });
      await refreshUser();
      // A new user comes back to the tour: it waits until "saved" has gone.
      holdOnboarding(showToast(t('payPassword.done'), 'success'));
      navigate(-1);
    } catch {
      // Already shown.
    }
  };

  return (
    <div data-testid="pay-password-page">
      <List>
        <List.Item extra={user ? t(user.hasPayPassword ? 'payPassword.isSet' : 'payPassword.notSet') : ''}>
          {t(user?.hasPayPassword ? 'payPassword.change' : 'payPassword.set')}
        </List.Item>
      </List>
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" disabled={!user}>
            {t('common.submit')}
          </Button>
        }
      >
        {target && (
          <Form.Item
            name="code"
            label={t('auth.code')}
            help={t('payPassword.sendTo', { target })}
            rules={[zodRule(smsCode)]}
            extra={<CodeButton onSend={onSend} />}
          >
            <Input inputMode="numeric" maxLength={6} placeholder={t('auth.codePlaceholder')} />
          </Form.Item>
        )}
        {needsOld && (
          <Form.Item name="oldPayPassword" label={t('payPassword.oldLabel')} rules={[zodRule(payPassword)]}>
            <SixDigitSecret placeholder={t('payPassword.placeholder')} />
          </Form.Item>
        )}
        <NewPayPasswordFields form={form} />
        {totpOn && <TotpCodeItem rules={[zodRule(totpDigits)]} />}
      </Form>
    </div>
  );
}
