import { type Network, normalizeAddress, type Withdrawal, withdrawBody } from '@mcc/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { PayPasswordField, usePayPasswordCheck } from '../../../components/money/pay-password-field.tsx';
import { usdtInput } from '../../../components/money/usdt-input.ts';
import { useMoneySubmit } from '../../../components/money/use-money-submit.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { showToast } from '../../../lib/indicators.ts';
import { useSysConfig } from '../../../lib/sys-config.ts';
import { firstIssueText } from '../../../lib/zod-rule.ts';
import { useWithdrawals, useWithdrawQuota, type WithdrawInput } from '../api/withdraw.ts';
import { maxWithdraw, previewWithdraw } from '../fees.ts';
import { NetworkTabs, useNetworkChoice } from './network-tabs.tsx';
import { WithdrawPreviewBox, withdrawProblemText } from './withdraw-preview.tsx';
import { WithdrawalItem } from './withdrawal-item.tsx';
import '../../../locales/wallet/index.ts';

/**
 * The address as the server checks it (the contract's `normalizeAddress`: TRC20 base58check, EVM
 * EIP-55 checksum), as the user types: a typo is flagged before anything is sent.
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

interface Values {
  address: string;
  amount: string;
  payPassword: string;
}

/**
 * The withdrawal form: network, address, amount (fee, amount + fee, limits and the 24-hour limit left
 * shown while typing), payment password. The same rules whichever wallet pays: the page gives that
 * wallet's `available` USDT and the call that withdraws from it (`submit`).
 */
export function WithdrawForm({
  available,
  submit,
}: {
  available: string | undefined;
  submit: (input: WithdrawInput, idempotencyKey: string) => Promise<Withdrawal>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = useSysConfig()?.withdraw.filter((r) => r.enabled) ?? [];
  const [network, setNetwork] = useNetworkChoice(rules.map((r) => r.network));
  const rule = rules.find((r) => r.network === network);
  const remaining = useWithdrawQuota().data?.find((q) => q.network === network)?.remaining;
  const amount = Form.useWatch('amount', form);
  const preview = rule && previewWithdraw({ amount, rule, available, remaining });
  const checkPayPassword = usePayPasswordCheck();
  const { run, renew } = useMoneySubmit(submit);
  // An address typed for one network is checked again when the user picks another.
  useEffect(() => {
    if (network && form.getFieldValue('address')) form.validateFields(['address']).catch(() => undefined);
  }, [network, form]);

  const onAll = () => {
    if (!rule || available === undefined) return;
    form.setFieldValue('amount', usdtInput(maxWithdraw(rule, available, remaining)));
    renew();
  };

  const onFinish = async (values: Values) => {
    if (!(await checkPayPassword())) return;
    if (rule && preview?.problem) return showToast(withdrawProblemText(t, preview.problem, rule, remaining));
    const parsed = withdrawBody.safeParse({ ...values, network });
    if (!parsed.success) return showToast(firstIssueText(parsed.error));
    if (await run(parsed.data)) {
      showToast(t('withdraw.submitted'), 'success');
      form.resetFields();
    }
  };

  return (
    <>
      <NetworkTabs
        networks={rules.map((r) => r.network)}
        value={network}
        onChange={(n) => {
          setNetwork(n);
          renew();
        }}
      />
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        onValuesChange={renew}
        footer={
          <Button block type="submit" color="primary" size="large" disabled={!rule}>
            {t('common.submit')}
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
          onAll={onAll}
          problem={rule && preview?.problem && withdrawProblemText(t, preview.problem, rule, remaining)}
          testId="withdraw"
        />
        {rule && (
          <Form.Item>
            <WithdrawPreviewBox rule={rule} preview={preview} remaining={remaining} />
          </Form.Item>
        )}
        <PayPasswordField />
      </Form>
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
