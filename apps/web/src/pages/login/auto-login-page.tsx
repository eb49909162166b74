import { DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isNotRegistered, walletLogin } from '../../features/auth/api/wallet-sign-in.ts';
import { injectedWallet } from '../../features/auth/injected-wallet.ts';
import { signInWithWallet } from '../../features/auth/wallet.ts';
import { showToast } from '../../lib/indicators.ts';
import { afterSignIn, carrySignInQuery } from '../../lib/redirect.ts';
import { paths } from '../../lib/routes.ts';

/**
 * Where every 401 lands. With an injected wallet: sign in with it, and a wallet not yet registered goes
 * on to tpregister carrying the signed message (no second prompt). Without one: on to the login page.
 * An invite `code` and the asking page (`redirect`) travel along either way.
 */
export default function AutoLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

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
        if (isNotRegistered(e)) navigate(onward(paths.tpregister), { replace: true, state: { signed } });
        else navigate(onward(paths.login), { replace: true });
      }
    })();
  }, [navigate, params, t]);

  return (
    <div className="page-center" data-testid="auto-login-page">
      <DotLoading color="primary" />
      <p>{t('auth.autoLoginText')}</p>
    </div>
  );
}
