import { inviteCode, registerBody } from '@mcc/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BrandHeader } from '../../components/brand-header.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { register } from '../../features/auth/api/login.ts';
import { ContactCodeFields, type ContactKind } from '../../features/auth/components/contact-code-fields.tsx';
import { ContactTabs } from '../../features/auth/components/contact-tabs.tsx';
import { NewPasswordFields } from '../../features/auth/components/new-password-fields.tsx';
import { NewPayPasswordFields } from '../../features/auth/components/new-pay-password-fields.tsx';
import { showToast } from '../../lib/indicators.ts';
import { startOnboarding } from '../../lib/onboarding.ts';
import { afterSignIn, carrySignInQuery } from '../../lib/redirect.ts';
import { paths } from '../../lib/routes.ts';
import { useSysConfig } from '../../lib/sys-config.ts';
import { firstIssueText, zodRule } from '../../lib/zod-rule.ts';
import '../../locales/sign-up/index.ts';

interface Values {
  mobile?: string;
  email?: string;
  code: string;
  password: string;
  confirm: string;
  payPassword: string;
  confirmPayPassword: string;
  inviteCode?: string;
}

/**
 * Registration with a mobile or e-mail and its code; the payment password is set in the same step,
 * proven by the same code, so no second code is asked for a minute later (docs/decisions/accounts.md).
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const [kind, setKind] = useState<ContactKind>('mobile');
  const config = useSysConfig();
  const inviteOptional = config?.inviteRequired === false;

  const onFinish = async (values: Values) => {
    const { confirm: _confirm, confirmPayPassword: _again, mobile, email, ...rest } = values;
    const parsed = registerBody.safeParse({
      ...rest,
      ...(kind === 'mobile' ? { mobile } : { email }),
      inviteCode: values.inviteCode?.trim() ? values.inviteCode : undefined,
    });
    if (!parsed.success) return showToast(firstIssueText(parsed.error));
    try {
      const session = await register(parsed.data as Parameters<typeof register>[0]);
      startOnboarding(session.userinfo.hasPayPassword);
      navigate(afterSignIn(params), { replace: true });
    } catch {
      // Already shown by the request client.
    }
  };

  return (
    <div data-testid="register-page">
      <LanguageSwitch />
      <BrandHeader greeting={t('auth.welcome')} />
      <ContactTabs kind={kind} onChange={setKind} />
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ inviteCode: params.get('code') ?? '' }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large">
            {t('auth.register')}
          </Button>
        }
      >
        <ContactCodeFields kind={kind} event="register" form={form} />
        <NewPasswordFields name="password" label={t('auth.password')} form={form} />
        <NewPayPasswordFields form={form} help={t('auth.payPasswordHint')} />
        <Form.Item
          name="inviteCode"
          label={t('auth.inviteCode')}
          rules={inviteOptional ? [] : [zodRule(inviteCode)]}
        >
          <Input placeholder={t('auth.inviteCodePlaceholder')} maxLength={6} clearable />
        </Form.Item>
      </Form>
      <div className="auth-links">
        <Link to={carrySignInQuery(paths.login, params)}>{t('auth.toLogin')}</Link>
      </div>
    </div>
  );
}
