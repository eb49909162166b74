import { payPassword } from '@mcc/contract';
import { Dialog, Form, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/routes.ts';
import { useUserCenter } from '../../lib/user-center.ts';
import { zodRule } from '../../lib/zod-rule.ts';
import { SixDigitSecret } from '../six-digit-secret.tsx';
import '../../locales/account/index.ts';
import '../../locales/wallet/index.ts';

/** Whether the signed-in user has a payment password: undefined until the user has loaded. */
export function useHasPayPassword(): boolean | undefined {
  return useUserCenter().data?.userinfo.hasPayPassword;
}

/**
 * Money moves only with a payment password: answers a check to run before a submit, which sends a user
 * without one to the payment-password page (after saying why) and answers false.
 */
export function usePayPasswordCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const has = useHasPayPassword();
  return async (): Promise<boolean> => {
    if (has !== false) return true;
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
 * The payment-password field of a money form (`payPassword`); a user without one gets a row that
 * opens the payment-password page instead.
 */
export function PayPasswordField() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const has = useHasPayPassword();
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
    <Form.Item name="payPassword" label={t('wallet.payPassword')} rules={[zodRule(payPassword)]}>
      <SixDigitSecret placeholder={t('payPassword.placeholder')} />
    </Form.Item>
  );
}
