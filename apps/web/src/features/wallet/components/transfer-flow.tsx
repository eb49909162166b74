import { api, parseAmount, type Recipient, transferBody, transferMccBody } from '@mcc/contract';
import { Button, Form, Input, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { amountText, payText } from '../../../components/money/amount.tsx';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import { useSysConfig } from '../../../lib/sys-config.ts';
import { useBalance } from '../api/balances.ts';
import { lookupRecipient, type TransferDone } from '../api/transfer.ts';
import { previewTransfer, type TransferAsset } from '../fees.ts';
import { TransferConfirm, TransferSummary } from './transfer-confirm.tsx';
import '../../../locales/wallet/index.ts';

/** `POST /api/fund/transfer` sends USDT, `transferMcc` MCC (four decimals); the same rules otherwise. */
const TRANSFERS = {
  USDT: [api.wallet.transfer, transferBody],
  MCC: [api.wallet.transferMcc, transferMccBody],
} as const;

interface Draft {
  to: string;
  amount: string;
  recipient: Recipient;
}

/**
 * Send USDT or MCC to another user by UID, mobile or e-mail: the recipient is looked up and shown
 * (masked) with the amount and fee before the user confirms with the payment password. Both assets
 * follow the same rules (`transferFeeBp`, in the asset sent); `done` is where the user goes afterwards.
 */
export function TransferFlow({ asset, done: doneTarget }: { asset: TransferAsset; done: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The transfer fee rate (basis points); unknown until the system settings arrive.
  const feeBp = useSysConfig()?.transferFeeBp;
  const available = useBalance(asset).data?.available;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [done, setDone] = useState<TransferDone | null>(null);
  // The recipient and the amount, once looked up, go with the payment password of the confirm step.
  const [route, schema] = TRANSFERS[asset];
  const money = useMoneyForm(route, schema, {
    fixed: draft ? { to: draft.to, amount: draft.amount } : {},
    onDone: setDone,
  });
  const preview = previewTransfer(Form.useWatch('amount', money.form), feeBp ?? 0, asset);

  /** No fee at a rate of 0; else the rate, or the fee and the total once an amount is typed. */
  const feeText = () => {
    if (feeBp === undefined) return '—';
    if (feeBp === 0) return t('transfer.noFee');
    if (!preview) return t('transfer.feeRule', { percent: feeBp / 100 });
    return `${payText(preview.fee, asset)} (${t('transfer.total')} ${payText(preview.total, asset)})`;
  };

  const onNext = async (values: { to?: string; amount?: string }) => {
    if (!(await money.checkPayPassword())) return;
    const to = values.to?.trim() ?? '';
    try {
      setDraft({ to, amount: values.amount?.trim() ?? '', recipient: await lookupRecipient(to) });
    } catch {
      // Not found, or the user's own account: the server's message has been shown.
    }
  };

  if (done) {
    return (
      <div data-testid="transfer-done">
        <Result status="success" title={t('transfer.done')} />
        <div className="money-preview">
          <TransferSummary
            recipient={done.to}
            amount={parseAmount(done.amount) ?? 0n}
            fee={parseAmount(done.fee) ?? 0n}
            asset={asset}
          />
        </div>
        <div className="form-actions">
          <Button block color="primary" size="large" onClick={() => navigate(doneTarget, { replace: true })}>
            {t(`transfer.back${asset}`)}
          </Button>
        </div>
      </div>
    );
  }

  const charge = draft && previewTransfer(draft.amount, feeBp ?? 0, asset);
  if (draft && charge)
    return (
      <TransferConfirm
        recipient={draft.recipient}
        amount={charge.amount}
        fee={charge.fee}
        asset={asset}
        money={money}
        onBack={() => setDraft(null)}
      />
    );

  return (
    <div data-testid="transfer-page">
      <MoneyForm
        money={money}
        onFinish={onNext}
        footer={
          <Button block type="submit" color="primary" size="large">
            {t('transfer.next')}
          </Button>
        }
      >
        <Form.Item name="to" label={t('transfer.to')} rules={money.rules('to')}>
          <Input placeholder={t('transfer.toPlaceholder')} clearable autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('transfer.amountIn', { asset })}
          rules={money.rules('amount')}
          description={t('transfer.available', {
            amount: available === undefined ? '—' : amountText(available, asset),
            asset,
          })}
        >
          <Input inputMode="decimal" placeholder={t('transfer.amountPlaceholder')} clearable />
        </Form.Item>
        <Form.Item label={t('transfer.fee')}>
          <span data-testid="transfer-fee-preview">{feeText()}</span>
        </Form.Item>
      </MoneyForm>
    </div>
  );
}
