import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { type LoginInput, login } from '../../features/auth/api.ts';
import { ApiError } from '../../lib/request.ts';
import { paths } from '../../lib/routes.ts';
import { tokenStore } from '../../lib/storage.ts';

const BASE = 'http://console.invalid';

/**
 * Only a path inside the console may be a `next` target (never another site), checked after the
 * browser's own normalisation: dot segments can leave two leading slashes (`/..//evil.com`).
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return paths.dashboard;
  const url = new URL(next, BASE);
  if (url.origin !== BASE || url.pathname.startsWith('//')) return paths.dashboard;
  return url.pathname + url.search + url.hash;
}

/** Operator sign-in: username and password, then a TOTP code when the operator has one enabled. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [credentials, setCredentials] = useState<LoginInput | null>(null);
  const [busy, setBusy] = useState(false);
  const next = safeNext(params.get('next'));

  // Nothing of a previous session stays in memory once its frame is gone.
  useEffect(() => {
    if (tokenStore.get() === null) client.clear();
  }, [client]);

  if (tokenStore.get() !== null && !busy) return <Navigate to={next} replace />;

  async function submit(input: LoginInput) {
    setBusy(true);
    try {
      client.clear();
      await login(input);
      navigate(next, { replace: true });
    } catch (e) {
      // The operator has TOTP on: keep what they typed and ask for the code.
      if (e instanceof ApiError && e.key === 'TOTP_REQUIRED') setCredentials(input);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page-center" data-testid="login-page">
      <div className="login-column">
        <h1 className="login-title">
          <BrandMark size={40} />
          {t('app.title')}
        </h1>
        {/* Not antd's Card: it brings Tabs, Dropdown and Menu into the first screen's bundle. */}
        <section className="login-card">
          <h2>{credentials ? t('auth.totpTitle') : t('auth.signInTitle')}</h2>
          {credentials ? (
            <Form
              key="totp"
              layout="vertical"
              onFinish={(v: { totp: string }) => void submit({ ...credentials, totp: v.totp })}
            >
              <p className="login-hint">{t('auth.totpHint')}</p>
              <Form.Item
                name="totp"
                label={t('auth.totp')}
                rules={[{ required: true, pattern: /^\d{6}$/, message: t('auth.totpInvalid') }]}
              >
                <Input
                  id="login-totp"
                  prefix={<SafetyOutlined />}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  autoFocus
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy}>
                {t('auth.signIn')}
              </Button>
              <Button type="link" block onClick={() => setCredentials(null)}>
                {t('common.back')}
              </Button>
            </Form>
          ) : (
            <Form key="password" layout="vertical" onFinish={(v: LoginInput) => void submit(v)}>
              <Form.Item
                name="username"
                label={t('auth.username')}
                rules={[{ required: true, whitespace: true, message: t('auth.usernameRequired') }]}
              >
                <Input id="login-username" prefix={<UserOutlined />} autoComplete="username" autoFocus />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('auth.password')}
                rules={[{ required: true, message: t('auth.passwordRequired') }]}
              >
                <Input.Password
                  id="login-password"
                  prefix={<LockOutlined />}
                  autoComplete="current-password"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy}>
                {t('auth.signIn')}
              </Button>
            </Form>
          )}
        </section>
        <LanguageSwitch />
      </div>
    </div>
  );
}
