import { api, coinMixTransferBody, parseAmount } from '@mcc/contract';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../components/money/pay-password-field.tsx';
import { typedUsdt, usdtInput } from '../../../components/money/usdt-input.ts';
import { showToast } from '../../../lib/indicators.ts';
import type { CoinMixTransferDone } from '../api/coin-mix.ts';
import '../../../locales/wallet/index.ts';

export type TransferDirection = 'in' | 'out';

/** `POST /api/coinMix/transferIn`: main wallet → quant wallet; `transferOut`: back. */
const ROUTES = { in: api.coinMix.transferIn, out: api.coinMix.transferOut };

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
  const money = useMoneyForm(ROUTES[direction], coinMixTransferBody, {
    onDone: (done) => {
      showToast(t(direction === 'in' ? 'coinMix.transferredIn' : 'coinMix.transferredOut'), 'success');
      money.form.resetFields();
      onDone?.(done);
    },
  });
  const typed = typedUsdt(Form.useWatch('amount', money.form));
  const balance = available === undefined ? undefined : parseAmount(available);
  const tooMuch = typed !== undefined && balance !== undefined && typed > balance;

  return (
    <MoneyForm
      money={money}
      problem={tooMuch ? t('coinMix.overBalance') : undefined}
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
        all={() => (balance === undefined ? undefined : usdtInput(balance))}
        testId="transfer"
      />
      <PayPasswordField />
    </MoneyForm>
  );
}
