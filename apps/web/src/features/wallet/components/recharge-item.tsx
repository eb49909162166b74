import type { Recharge } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import type { DetailRow } from '../../../components/detail-rows.tsx';
import { amountText } from '../../../components/money/amount.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { formatTime } from '../../../lib/format.ts';
import { RecordItem } from './record-item.tsx';
import '../../../locales/wallet/index.ts';

/** One of "my recharges": amount, network, state; the hash, the screenshot, the times, why rejected. */
export function RechargeItem({ item }: { item: Recharge }) {
  const { t } = useTranslation();
  const rows: DetailRow[] = [
    { label: t('wallet.txHash'), value: item.txHash, mono: true },
    {
      label: t('recharge.proof'),
      value: (
        <a href={assetUrl(item.proof)} target="_blank" rel="noreferrer">
          {t('recharge.viewProof')}
        </a>
      ),
    },
    { label: t('wallet.createdAt'), value: formatTime(item.createdAt) },
  ];
  if (item.reviewedAt) rows.push({ label: t('wallet.reviewedAt'), value: formatTime(item.reviewedAt) });
  if (item.state === 'rejected' && item.reason)
    rows.push({ label: t('wallet.reason'), value: item.reason, testId: 'record-reason' });
  return (
    <RecordItem
      testId="recharge-item"
      title={`${amountText(item.amount)} USDT · ${item.network}`}
      state={item.state}
      rows={rows}
    />
  );
}
