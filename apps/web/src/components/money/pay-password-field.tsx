import { useQuery } from '@tanstack/react-query';
import { Dialog, Form, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/routes.ts';
import { fetchUserCenter, userCenterKey } from '../../lib/user-center.ts';
import { SixDigitSecret } from '../six-digit-secret.tsx';
import { useMoneyContext } from './money-context.ts';
import '../../locales/account/index.ts';
import '../../locales/wallet/index.ts';

/**
 * Whether the signed-in user has a payment password (the user centre's `GET /api/user/index`):
 * undefined until the user has loaded. `needed` false (a money form without one): only what is known.
 */
export function useHasPayPassword(needed = true): boolean | undefined {
  const user = useQuery({ queryKey: userCenterKey, queryFn: fetchUserCenter, enabled: needed });
  return user.data?.userinfo.hasPayPassword;
}

/**
 * Money moves only with a payment password: answers a check to run before a submit, which sends a user
 * without one to the payment-password page (after saying why) and answers false. `needed` false: the
 * call takes none, and the check passes.
 */
export function usePayPasswordCheck(needed = true) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const has = useHasPayPassword(needed);
  return async (): Promise<boolean> => {
    if (!needed || has !== false) return true;
    const go = await Dialog.confirm({
      content: t('wallet.setPayPasswordFirst'),
      confirmText: t('wallet.goSet'),
      cancelText: t('common.cancel'),
    });
    if (go) navigate(paths.payPassword);
    return false;
  };
}

/**
 * The payment-password field of a `<MoneyForm>` (`payPassword`, checked by the route's schema); a user
 * without one gets a row that opens the payment-password page instead.
 */
export function PayPasswordField() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const has = useHasPayPassword();
  const { rules } = useMoneyContext();
  if (has === false)
    return (
      <List.Item
        onClick={() => navigate(paths.payPassword)}
        extra={t('payPassword.notSet')}
        data-testid="set-pay-password"
      >
        {t('wallet.setPayPasswordFirst')}
      </List.Item>
    );
  return (
    <Form.Item name="payPassword" label={t('wallet.payPassword')} rules={rules('payPassword')}>
      <SixDigitSecret placeholder={t('payPassword.placeholder')} />
    </Form.Item>
  );
}
