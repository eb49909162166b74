import { parseAmount, type Recipient, recipientQuery, usdtAmount } from '@mcc/contract';
import { Button, Form, Input, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { amountText, payText } from '../../components/money/amount.tsx';
import { usePayPasswordCheck } from '../../components/money/pay-password-field.tsx';
import { useMoneySubmit } from '../../components/money/use-money-submit.ts';
import { useUsdtBalance } from '../../features/wallet/api/balances.ts';
import { lookupRecipient, submitTransfer, type TransferDone } from '../../features/wallet/api/transfer.ts';
import { TransferConfirm, TransferSummary } from '../../features/wallet/components/transfer-confirm.tsx';
import { previewTransfer } from '../../features/wallet/fees.ts';
import { paths } from '../../lib/routes.ts';
import { useSysConfig } from '../../lib/sys-config.ts';
import { zodRule } from '../../lib/zod-rule.ts';
import '../../locales/wallet/index.ts';

interface Draft {
  to: string;
  amount: string;
  recipient: Recipient;
}

/**
 * Transfer USDT to another user by UID, mobile or e-mail: the recipient is looked up and shown
 * (masked) with the amount and fee before the user confirms with the payment password.
 */
export default function TransferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ to: string; amount: string }>();
  const feeBp = useSysConfig()?.transferFeeBp ?? 0;
  const available = useUsdtBalance().data?.available;
  const typed = Form.useWatch('amount', form);
  const preview = previewTransfer(typed, feeBp);
  const checkPayPassword = usePayPasswordCheck();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [done, setDone] = useState<TransferDone | null>(null);
  const { run, renew } = useMoneySubmit(submitTransfer);

  const onNext = async (values: { to: string; amount: string }) => {
    if (!(await checkPayPassword())) return;
    const to = values.to.trim();
    try {
      setDraft({ to, amount: values.amount.trim(), recipient: await lookupRecipient(to) });
    } catch {
      // Not found, or the user's own account: the server's message has been shown.
    }
  };

  const onConfirm = async (payPassword: string) => {
    if (!draft) return;
    const result = await run({ to: draft.to, amount: draft.amount, payPassword });
    if (result) setDone(result);
  };

  if (done) {
    const amount = parseAmount(done.amount) ?? 0n;
    const fee = parseAmount(done.fee) ?? 0n;
    return (
      <div data-testid="transfer-done">
        <Result status="success" title={t('transfer.done')} />
        <div className="money-preview">
          <TransferSummary recipient={done.to} amount={amount} fee={fee} />
        </div>
        <div className="form-actions">
          <Button block color="primary" size="large" onClick={() => navigate(paths.usdt, { replace: true })}>
            {t('transfer.toWallet')}
          </Button>
        </div>
      </div>
    );
  }

  const charge = draft && previewTransfer(draft.amount, feeBp);
  if (draft && charge)
    return (
      <TransferConfirm
        recipient={draft.recipient}
        amount={charge.amount}
        fee={charge.fee}
        onConfirm={onConfirm}
        onBack={() => setDraft(null)}
      />
    );

  return (
    <div data-testid="transfer-page">
      <Form
        form={form}
        layout="horizontal"
        onFinish={onNext}
        onValuesChange={renew}
        footer={
          <Button block type="submit" color="primary" size="large">
            {t('transfer.next')}
          </Button>
        }
      >
        <Form.Item name="to" label={t('transfer.to')} rules={[zodRule(recipientQuery.shape.to)]}>
          <Input placeholder={t('transfer.toPlaceholder')} clearable autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('wallet.amount')}
          rules={[zodRule(usdtAmount)]}
          description={t('withdraw.available', {
            amount: available === undefined ? '—' : amountText(available),
          })}
        >
          <Input inputMode="decimal" placeholder={t('transfer.amountPlaceholder')} clearable />
        </Form.Item>
        <Form.Item label={t('transfer.fee')}>
          <span data-testid="transfer-fee-preview">
            {preview
              ? `${payText(preview.fee)} (${t('transfer.total')} ${payText(preview.total)})`
              : t('transfer.feeRule', { percent: feeBp / 100 })}
          </span>
        </Form.Item>
      </Form>
    </div>
  );
}
