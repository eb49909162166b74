import { type api, type Network, normalizeAddress, withdrawBody } from '@mcc/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../components/money/pay-password-field.tsx';
import { usdtInput } from '../../../components/money/usdt-input.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { showToast } from '../../../lib/indicators.ts';
import { useSysConfig } from '../../../lib/sys-config.ts';
import { useWithdrawals, useWithdrawQuota } from '../api/withdraw.ts';
import { maxWithdraw, previewWithdraw } from '../fees.ts';
import { NetworkTabs, useNetworkChoice } from './network-tabs.tsx';
import { WithdrawPreviewBox, withdrawProblemText } from './withdraw-preview.tsx';
import { WithdrawalItem } from './withdrawal-item.tsx';
import '../../../locales/wallet/index.ts';

/**
 * The address as the server checks it (the contract's `normalizeAddress`: TRC20 base58check, EVM
 * EIP-55 checksum), as the user types: a typo is flagged before anything is sent. The one field rule of
 * a money form not read from its schema: `withdrawBody` checks the address's length only (this is
 * stricter, with the same key), and the server checks the network's format in the withdrawal service.
 * Once the schema checks it too, `money.rules('address')` shows it and this goes.
 */
function addressRule(network: Network | undefined) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const text = typeof value === 'string' ? value : '';
      if (!network || normalizeAddress(network, text) === undefined)
        throw new Error(errorText('ADDRESS_INVALID'));
    },
  };
}

/** The withdrawals: from the main wallet, or from the coin-mix quant wallet; the same body. */
type WithdrawRoute = typeof api.wallet.withdraw | typeof api.coinMix.withdraw;

/**
 * The withdrawal form: network, address, amount (fee, amount + fee, limits and the 24-hour limit left
 * shown while typing), payment password. The same rules whichever wallet pays: the page gives that
 * wallet's `available` USDT and the route that withdraws from it.
 */
export function WithdrawForm({ available, route }: { available: string | undefined; route: WithdrawRoute }) {
  const { t } = useTranslation();
  const rules = useSysConfig()?.withdraw.filter((r) => r.enabled) ?? [];
  const [network, setNetwork] = useNetworkChoice(rules.map((r) => r.network));
  const money = useMoneyForm(route, withdrawBody, {
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
          <Input placeholder={t('withdraw.addressPlaceholder', { network: network ?? '' })} clearable />
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
