import { Button, Input, List } from 'antd-mobile';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BrandHeader } from '../../components/brand-header.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { login } from '../../features/auth/api/login.ts';
import { injectedWallet } from '../../features/auth/injected-wallet.ts';
import {
  codeField,
  type SecondStep,
  type SecondStepCodes,
  secondStepOf,
} from '../../features/auth/second-step.ts';
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

/** The second step's form (an authenticator or new-device code) loads only when a sign-in asks for it. */
const SecondStepForm = lazy(() => import('../../features/auth/components/second-step-form.tsx'));

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  // A second step the server asked for after the right password, and the codes given so far: each
  // sign-in sends the password again with all of them (docs/security.md).
  const [step, setStep] = useState<SecondStep>();
  const [codes, setCodes] = useState<SecondStepCodes>({});
  // The invite code and the page that asked for sign-in travel on to registration and back.
  const withCode = (path: string) => carrySignInQuery(path, params);

  const signIn = async (given: SecondStepCodes) => {
    const [{ loginBody }, { errorText }] = await loadValidation();
    const parsed = loginBody.safeParse({ account, password, ...given });
    if (!parsed.success) return showToast(errorText(parsed.error.issues[0]?.message ?? 'VALIDATION'));
    try {
      await login(parsed.data);
      navigate(afterSignIn(params), { replace: true });
    } catch (error) {
      // A second step asked for is shown in place of the form; any other refusal the request client has
      // already shown.
      const next = secondStepOf(error);
      if (next) {
        setCodes(given);
        setStep(next);
      }
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void signIn({});
  };

  if (step)
    return (
      <div data-testid="login-page">
        <BrandHeader greeting={t('auth.welcome')} />
        <Suspense fallback={null}>
          <SecondStepForm
            key={step}
            step={step}
            onSubmit={(code) => signIn({ ...codes, [codeField[step]]: code })}
            onBack={() => {
              setStep(undefined);
              setCodes({});
            }}
          />
        </Suspense>
      </div>
    );

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
