import { DotLoading } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isNotRegistered, type SignedMessage, walletLogin } from '../../features/auth/api/wallet-sign-in.ts';
import { injectedWallet } from '../../features/auth/injected-wallet.ts';
import {
  codeField,
  type SecondStep,
  type SecondStepCodes,
  secondStepOf,
} from '../../features/auth/second-step.ts';
import { signInWithWallet } from '../../features/auth/wallet.ts';
import { showToast } from '../../lib/indicators.ts';
import { afterSignIn, carrySignInQuery } from '../../lib/redirect.ts';
import { paths } from '../../lib/routes.ts';

/** The contract's checks and their texts, loaded when a code has been typed (as on the login page). */
const loadValidation = () =>
  Promise.all([import('@mcc/contract/schemas'), import('../../lib/error-text.ts')]);
/** The second step's form (an authenticator or new-device code) loads only when a sign-in asks for it. */
const SecondStepForm = lazy(() => import('../../features/auth/components/second-step-form.tsx'));

/**
 * Where every 401 lands. With an injected wallet: sign in with it, and a wallet not yet registered goes
 * on to tpregister carrying the signed message (no second prompt). Without one: on to the login page.
 * An invite `code` and the asking page (`redirect`) travel along either way. A wallet whose account has
 * 2FA on (or signs in from a new device the console wants confirmed) is asked for that code here, and the
 * same signed message goes again with it (signed anew after a wrong code: the server spent it).
 */
export default function AutoLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);
  const spent = useRef(false);
  const [second, setSecond] = useState<{ step: SecondStep; signed: SignedMessage; codes: SecondStepCodes }>();

  useEffect(() => {
    // StrictMode runs effects twice in development; the wallet must be asked once.
    if (started.current) return;
    started.current = true;
    const onward = (path: string) => carrySignInQuery(path, params);
    const wallet = injectedWallet();
    if (!wallet) {
      navigate(onward(paths.login), { replace: true });
      return;
    }
    void (async () => {
      let signed: Awaited<ReturnType<typeof signInWithWallet>>;
      try {
        signed = await signInWithWallet(wallet);
      } catch {
        showToast(t('auth.walletRejected'));
        navigate(onward(paths.login), { replace: true });
        return;
      }
      try {
        await walletLogin(signed);
        navigate(afterSignIn(params), { replace: true });
      } catch (e) {
        const step = secondStepOf(e);
        if (step) setSecond({ step, signed, codes: {} });
        else if (isNotRegistered(e)) navigate(onward(paths.tpregister), { replace: true, state: { signed } });
        else navigate(onward(paths.login), { replace: true });
      }
    })();
  }, [navigate, params, t]);

  if (second) {
    const { step, codes } = second;
    const again = async (code: string) => {
      const given = { ...codes, [codeField[step]]: code };
      const [{ walletLoginBody }, { errorText }] = await loadValidation();
      const checked = walletLoginBody.safeParse({ ...second.signed, ...given });
      if (!checked.success) return showToast(errorText(checked.error.issues[0]?.message ?? 'VALIDATION'));
      let { signed } = second;
      // A refused code is checked after the signed message was spent: the wallet signs a new one.
      const wallet = injectedWallet();
      if (spent.current && wallet) {
        try {
          signed = await signInWithWallet(wallet);
        } catch {
          showToast(t('auth.walletRejected'));
          return;
        }
        spent.current = false;
      }
      try {
        await walletLogin({ ...signed, ...given });
        navigate(afterSignIn(params), { replace: true });
      } catch (e) {
        // Another step asked for (2FA, then a new device's code) spends nothing; a wrong code (shown by
        // the request client) came after the message was spent.
        const next = secondStepOf(e);
        if (next) setSecond({ step: next, signed, codes: given });
        else spent.current = true;
      }
    };
    return (
      <div data-testid="auto-login-page">
        <Suspense fallback={null}>
          <SecondStepForm
            key={step}
            step={step}
            onSubmit={again}
            onBack={() => navigate(carrySignInQuery(paths.login, params), { replace: true })}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="page-center" data-testid="auto-login-page">
      <DotLoading color="primary" />
      <p>{t('auth.autoLoginText')}</p>
    </div>
  );
}
