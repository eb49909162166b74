import { type api, withdrawBody } from '@mcc/contract';
import { Button, Form } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addressRule } from '../../../components/money/address-rule.ts';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../components/money/pay-password-field.tsx';
import { TotpField } from '../../../components/money/totp-field.tsx';
import { usdtInput } from '../../../components/money/usdt-input.ts';
import { NetworkTabs, useNetworkChoice } from '../../../components/network-tabs.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { SecurityLockAlert } from '../../../components/security-lock-alert.tsx';
import { showToast } from '../../../lib/indicators.ts';
import { securityRefusals } from '../../../lib/security.ts';
import { useSysConfig } from '../../../lib/sys-config.ts';
import { useWithdrawals, useWithdrawQuota } from '../api/withdraw.ts';
import { maxWithdraw, previewWithdraw } from '../fees.ts';
import { AddressChoice } from './address-choice.tsx';
import { WithdrawPreviewBox, withdrawProblemText } from './withdraw-preview.tsx';
import { WithdrawalItem } from './withdrawal-item.tsx';
import '../../../locales/wallet/index.ts';

/** The withdrawals: from the main wallet, or from the coin-mix quant wallet; the same body. */
type WithdrawRoute = typeof api.wallet.withdraw | typeof api.coinMix.withdraw;

/**
 * The withdrawal form: network, address (from the address book, or typed while whitelist-only is off),
 * amount (fee, amount + fee, limits and the 24-hour limit left shown while typing), payment password and,
 * with 2FA on, its code. A hold on withdrawals after a sensitive change is shown above it, and the
 * account's protection's refusals say until when. The same rules whichever wallet pays: the page gives
 * that wallet's `available` USDT and the route that withdraws from it.
 */
export function WithdrawForm({ available, route }: { available: string | undefined; route: WithdrawRoute }) {
  const { t } = useTranslation();
  const rules = useSysConfig()?.withdraw.filter((r) => r.enabled) ?? [];
  const [network, setNetwork] = useNetworkChoice(rules.map((r) => r.network));
  const money = useMoneyForm(route, withdrawBody, {
    ...securityRefusals,
    fixed: { network },
    onDone: () => {
      showToast(t('withdraw.submitted'), 'success');
      money.form.resetFields();
    },
  });
  const { form } = money;
  const rule = rules.find((r) => r.network === network);
  const remaining = useWithdrawQuota().data?.find((q) => q.network === network)?.remaining;
  const amount = Form.useWatch('amount', form);
  const preview = rule && previewWithdraw({ amount, rule, available, remaining });
  // An address typed for one network is checked again when the user picks another.
  useEffect(() => {
    if (network && form.getFieldValue('address')) form.validateFields(['address']).catch(() => undefined);
  }, [network, form]);

  return (
    <>
      <SecurityLockAlert />
      <NetworkTabs networks={rules.map((r) => r.network)} value={network} onChange={setNetwork} />
      <MoneyForm
        money={money}
        problem={rule && preview?.problem && withdrawProblemText(t, preview.problem, rule, remaining)}
        footer={
          <Button block type="submit" color="primary" size="large" disabled={!rule}>
            {t('withdraw.submit')}
          </Button>
        }
      >
        <Form.Item name="address" label={t('withdraw.address')} rules={[addressRule(network)]}>
          <AddressChoice network={network} />
        </Form.Item>
        <AmountField
          label={t('wallet.amount')}
          placeholder={t('withdraw.amountPlaceholder')}
          availableText={(amount) => t('withdraw.available', { amount })}
          available={available}
          allLabel={t('withdraw.all')}
          all={() =>
            rule && available !== undefined ? usdtInput(maxWithdraw(rule, available, remaining)) : undefined
          }
          testId="withdraw"
        />
        {rule && (
          <Form.Item>
            <WithdrawPreviewBox rule={rule} preview={preview} remaining={remaining} />
          </Form.Item>
        )}
        <PayPasswordField />
        <TotpField />
      </MoneyForm>
    </>
  );
}

/** "My withdrawals", from either wallet, newest first (endless scroll). */
export function MyWithdrawals() {
  const { t } = useTranslation();
  const withdrawals = useWithdrawals();
  return (
    <PagedList
      query={withdrawals}
      header={t('withdraw.mine')}
      testId="withdrawals"
      render={(item) => <WithdrawalItem item={item} />}
    />
  );
}
