import { coinMixTransferBody, parseAmount } from '@mcc/contract';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { PayPasswordField, usePayPasswordCheck } from '../../../components/money/pay-password-field.tsx';
import { typedUsdt, usdtInput } from '../../../components/money/usdt-input.ts';
import { useMoneySubmit } from '../../../components/money/use-money-submit.ts';
import { showToast } from '../../../lib/indicators.ts';
import { firstIssueText } from '../../../lib/zod-rule.ts';
import { type CoinMixTransferDone, submitTransferIn, submitTransferOut } from '../api/coin-mix.ts';
import '../../../locales/wallet/index.ts';

export type TransferDirection = 'in' | 'out';

const SUBMIT = { in: submitTransferIn, out: submitTransferOut };

interface Values {
  amount: string;
  payPassword: string;
}

/**
 * Moves USDT between the main wallet and the coin-mix quant wallet: `in` takes it from the main wallet,
 * `out` gives it back. `available` is what the paying wallet holds; an amount above it is flagged while
 * typing and never sent. No fee either way.
 */
export function CoinMixTransferForm({
  direction,
  available,
  onDone,
}: {
  direction: TransferDirection;
  available: string | undefined;
  onDone?: (done: CoinMixTransferDone) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const typed = typedUsdt(Form.useWatch('amount', form));
  const balance = available === undefined ? undefined : parseAmount(available);
  const tooMuch = typed !== undefined && balance !== undefined && typed > balance;
  const checkPayPassword = usePayPasswordCheck();
  const { run, renew } = useMoneySubmit(SUBMIT[direction]);

  const onAll = () => {
    if (balance === undefined) return;
    form.setFieldValue('amount', usdtInput(balance));
    renew();
  };

  const onFinish = async (values: Values) => {
    if (!(await checkPayPassword())) return;
    if (tooMuch) return showToast(t('coinMix.overBalance'));
    const parsed = coinMixTransferBody.safeParse(values);
    if (!parsed.success) return showToast(firstIssueText(parsed.error));
    const done = await run(parsed.data);
    if (!done) return;
    showToast(t(direction === 'in' ? 'coinMix.transferredIn' : 'coinMix.transferredOut'), 'success');
    form.resetFields();
    onDone?.(done);
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      onFinish={onFinish}
      onValuesChange={renew}
      footer={
        <Button block type="submit" color="primary" size="large">
          {t(direction === 'in' ? 'coinMix.transferIn' : 'coinMix.transferOut')}
        </Button>
      }
    >
      <AmountField
        label={t('wallet.amount')}
        placeholder={t(direction === 'in' ? 'coinMix.inPlaceholder' : 'coinMix.outPlaceholder')}
        availableText={(amount) =>
          t(direction === 'in' ? 'coinMix.mainAvailable' : 'coinMix.quantAvailable', { amount })
        }
        available={available}
        allLabel={t('withdraw.all')}
        onAll={onAll}
        problem={tooMuch ? t('coinMix.overBalance') : undefined}
        testId="transfer"
      />
      <PayPasswordField />
    </Form>
  );
}
