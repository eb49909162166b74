import type { Asset, Recipient } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../components/detail-rows.tsx';
import { payText } from '../../../components/money/amount.tsx';
import { MoneyForm, type MoneyFormState, type MoneyRoute } from '../../../components/money/money-form.tsx';
import { PayPasswordField, useHasPayPassword } from '../../../components/money/pay-password-field.tsx';
import '../../../locales/account/index.ts';
import '../../../locales/wallet/index.ts';

/** Who receives (masked, as the server shows them), what and at what fee. */
export function TransferSummary({
  recipient,
  amount,
  fee,
  asset = 'USDT',
}: {
  recipient: Recipient;
  amount: bigint;
  fee: bigint;
  asset?: Asset;
}) {
  const { t } = useTranslation();
  return (
    <DetailRows
      rows={[
        { label: t('transfer.nickname'), value: recipient.nickname, testId: 'recipient-nickname' },
        { label: t('transfer.contact'), value: recipient.contact || '—', testId: 'recipient-contact' },
        { label: t('user.uid'), value: recipient.uid, testId: 'recipient-uid' },
        { label: t('transfer.amount'), value: payText(amount, asset), testId: 'transfer-amount' },
        { label: t('transfer.fee'), value: payText(fee, asset), testId: 'transfer-fee' },
        { label: t('transfer.total'), value: payText(amount + fee, asset), testId: 'transfer-total' },
      ]}
    />
  );
}

/**
 * The step between typing and paying: the masked recipient and the money, then the payment password.
 * Nothing is sent before the user confirms here (`money` submits the transfer the flow looked up).
 */
export function TransferConfirm<R extends MoneyRoute>({
  recipient,
  amount,
  fee,
  asset,
  money,
  onBack,
}: {
  recipient: Recipient;
  amount: bigint;
  fee: bigint;
  asset?: Asset;
  money: MoneyFormState<R>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const hasPayPassword = useHasPayPassword();
  return (
    <div data-testid="transfer-confirm">
      <div className="section-title">{t('transfer.confirmTitle')}</div>
      <div className="money-preview">
        <TransferSummary recipient={recipient} amount={amount} fee={fee} asset={asset} />
      </div>
      <MoneyForm
        money={money}
        footer={
          <div className="form-actions">
            <Button block type="submit" color="primary" size="large" disabled={hasPayPassword === false}>
              {t('transfer.confirm')}
            </Button>
            <Button block fill="outline" size="large" onClick={onBack}>
              {t('transfer.edit')}
            </Button>
          </div>
        }
      >
        <PayPasswordField />
      </MoneyForm>
    </div>
  );
}
