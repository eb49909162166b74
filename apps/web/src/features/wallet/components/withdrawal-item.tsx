import type { Withdrawal } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import type { DetailRow } from '../../../components/detail-rows.tsx';
import { amountText } from '../../../components/money/amount.tsx';
import { formatTime } from '../../../lib/format.ts';
import { RecordItem } from './record-item.tsx';
import '../../../locales/wallet/index.ts';

/**
 * One of "my withdrawals": amount, network (and the coin-mix wallet when it paid), state, fee, address;
 * the chain hash once paid, why rejected.
 */
export function WithdrawalItem({ item }: { item: Withdrawal }) {
  const { t } = useTranslation();
  const rows: DetailRow[] = [
    { label: t('withdraw.fee'), value: `${amountText(item.fee)} USDT` },
    { label: t('withdraw.address'), value: item.address, mono: true },
    { label: t('wallet.createdAt'), value: formatTime(item.createdAt) },
  ];
  if (item.resolvedAt) rows.push({ label: t('wallet.resolvedAt'), value: formatTime(item.resolvedAt) });
  if (item.state === 'paid' && item.txHash)
    rows.push({ label: t('wallet.txHash'), value: item.txHash, mono: true });
  if (item.state === 'rejected' && item.reason)
    rows.push({ label: t('wallet.reason'), value: item.reason, testId: 'record-reason' });
  return (
    <RecordItem
      testId="withdrawal-item"
      title={`${amountText(item.amount)} USDT · ${item.network}${item.accountKind === 'quant' ? ` · ${t('wallet.quant')}` : ''}`}
      state={item.state}
      rows={rows}
    />
  );
}
