import { Button, Input, List } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BrandHeader } from '../../components/brand-header.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { login } from '../../features/auth/api/accounts.ts';
import { injectedWallet } from '../../features/auth/injected-wallet.ts';
import { showToast } from '../../lib/indicators.ts';
import { afterSignIn, carrySignInQuery } from '../../lib/redirect.ts';
import { paths } from '../../lib/routes.ts';

/**
 * The contract (and zod with it) and the validation messages are fetched when the visitor starts on the
 * form, not with the page: the login page has a first-load budget, and evaluating every schema is a
 * long task that would hold up a phone's first seconds.
 */
const loadValidation = () =>
  Promise.all([import('@mcc/contract/schemas'), import('../../lib/error-text.ts')]);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  // The invite code and the page that asked for sign-in travel on to registration and back.
  const withCode = (path: string) => carrySignInQuery(path, params);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const [{ loginBody }, { errorText }] = await loadValidation();
    const parsed = loginBody.safeParse({ account, password });
    if (!parsed.success) return showToast(errorText(parsed.error.issues[0]?.message ?? 'VALIDATION'));
    try {
      await login(parsed.data);
      navigate(afterSignIn(params), { replace: true });
    } catch {
      // The request client has already shown the server's message.
    }
  };

  return (
    <div data-testid="login-page">
      <LanguageSwitch />
      <BrandHeader greeting={t('auth.welcome')} />
      <form onSubmit={onSubmit} onFocus={() => void loadValidation()}>
        <List>
          <List.Item prefix={<label htmlFor="login-account">{t('auth.account')}</label>}>
            <Input
              id="login-account"
              autoComplete="username"
              placeholder={t('auth.accountPlaceholder')}
              value={account}
              onChange={setAccount}
              clearable
            />
          </List.Item>
          <List.Item prefix={<label htmlFor="login-password">{t('auth.password')}</label>}>
            <Input
              id="login-password"
              type="password"
              autoComplete="current-password"
              placeholder={t('auth.passwordPlaceholder')}
              value={password}
              onChange={setPassword}
            />
          </List.Item>
        </List>
        <div className="form-actions">
          <Button block type="submit" color="primary" size="large">
            {t('auth.login')}
          </Button>
        </div>
      </form>
      <div className="auth-links">
        <Link to={withCode(paths.register)}>{t('auth.toRegister')}</Link>
        <Link to={paths.findPwd}>{t('auth.forgot')}</Link>
      </div>
      {injectedWallet() && (
        <div className="form-actions">
          <Button block fill="outline" color="primary" onClick={() => navigate(withCode(paths.autoLogin))}>
            {t('auth.walletLogin')}
          </Button>
        </div>
      )}
    </div>
  );
}
