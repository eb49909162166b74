import { inviteCode } from '@mcc/contract';
import { Button, Form, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type SignedMessage, walletRegister } from '../../features/auth/api/wallet-sign-in.ts';
import { injectedWallet } from '../../features/auth/injected-wallet.ts';
import { signInWithWallet } from '../../features/auth/wallet.ts';
import { showToast } from '../../lib/indicators.ts';
import { startOnboarding } from '../../lib/onboarding.ts';
import { afterSignIn, carrySignInQuery } from '../../lib/redirect.ts';
import { ApiError } from '../../lib/request.ts';
import { paths } from '../../lib/routes.ts';
import { useSysConfig } from '../../lib/sys-config.ts';
import { zodRule } from '../../lib/zod-rule.ts';
import '../../locales/sign-up/index.ts';

/**
 * Wallet sign-up: reuses the message signed on autoLogin, so the wallet is asked only once. Opened
 * another way, it asks for the signature itself; in a browser without a wallet it says what it is for
 * and leads to the other ways in.
 */
export default function TpRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const config = useSysConfig();
  const [signed, setSigned] = useState<SignedMessage | undefined>(
    (location.state as { signed?: SignedMessage } | null)?.signed,
  );
  const wallet = injectedWallet();

  const sign = async () => {
    if (!wallet) return showToast(t('auth.walletMissing'));
    try {
      setSigned(await signInWithWallet(wallet));
    } catch {
      showToast(t('auth.walletRejected'));
    }
  };

  const onFinish = async (values: { inviteCode?: string }) => {
    if (!signed) return sign();
    const code = values.inviteCode?.trim().toUpperCase();
    try {
      await walletRegister({ ...signed, ...(code ? { inviteCode: code } : {}) });
      startOnboarding();
      navigate(afterSignIn(params), { replace: true });
    } catch (e) {
      // A spent or stale message cannot be used again: the next submit asks for a new signature.
      if (e instanceof ApiError && e.key.startsWith('WALLET_')) setSigned(undefined);
    }
  };

  if (!signed && !wallet) return <NoWallet params={params} />;

  return (
    <div data-testid="tp-register-page">
      <p className="page">{t(signed ? 'auth.walletNotRegistered' : 'auth.walletSignUpIntro')}</p>
      {signed && (
        <List>
          <List.Item title={t('auth.walletAddress')}>
            <span className="mono" data-testid="wallet-address">
              {signed.address}
            </span>
          </List.Item>
        </List>
      )}
      <Form
        layout="horizontal"
        initialValues={{ inviteCode: params.get('code') ?? '' }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large">
            {signed ? t('auth.walletRegister') : t('auth.walletSign')}
          </Button>
        }
      >
        <Form.Item
          name="inviteCode"
          label={t('auth.inviteCode')}
          rules={config?.inviteRequired === false ? [] : [zodRule(inviteCode)]}
        >
          <Input placeholder={t('auth.inviteCodePlaceholder')} maxLength={6} clearable />
        </Form.Item>
      </Form>
    </div>
  );
}

/** No wallet in this browser: what the page is for, and the sign-up and sign-in it can lead to instead. */
function NoWallet({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-center" data-testid="tp-register-no-wallet">
      <h1>{t('auth.walletSignUpTitle')}</h1>
      <p>{t('auth.walletSignUpNone')}</p>
      <Button
        block
        color="primary"
        size="large"
        onClick={() => navigate(carrySignInQuery(paths.register, params), { replace: true })}
      >
        {t('auth.registerWithContact')}
      </Button>
      <Button
        block
        fill="none"
        color="primary"
        onClick={() => navigate(carrySignInQuery(paths.login, params), { replace: true })}
      >
        {t('auth.toLogin')}
      </Button>
    </div>
  );
}
