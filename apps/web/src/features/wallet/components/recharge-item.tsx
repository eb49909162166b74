import type { Recharge } from '@mcc/contract';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DetailRow } from '../../../components/detail-rows.tsx';
import { amountText } from '../../../components/money/amount.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { formatTime } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n.ts';
import { RecordItem } from './record-item.tsx';
import '../../../locales/wallet/index.ts';
import '../auto-recharge.css';

/**
 * Why a recharge was refused: an automatic one's key (CONFIRMATION_TIMEOUT, TX_FAILED, …) in words, an
 * operator's own words as they are.
 */
export function rechargeReasonText(reason: string): string {
  const key = `autoRecharge.reasons.${reason}`;
  return /^[A-Z_]+$/.test(reason) && i18n.exists(key) ? i18n.t(key) : reason;
}

/** Automatic or manual, as a small tag beside a recharge's amount. */
export function RechargeKindTag({ kind }: { kind: Recharge['kind'] }) {
  const { t } = useTranslation();
  return (
    <Tag
      className="recharge-kind"
      color={kind === 'auto' ? 'primary' : 'default'}
      fill="outline"
      data-testid="recharge-kind"
    >
      {t(`autoRecharge.kinds.${kind}`)}
    </Tag>
  );
}

/**
 * One of "my recharges": amount, network, kind, state; the hash, the screenshot (manual) or the
 * confirmations (automatic, while confirming), the times, why refused. `onClick`: tappable.
 */
export function RechargeItem({ item, onClick }: { item: Recharge; onClick?: () => void }) {
  const { t } = useTranslation();
  const auto = item.kind === 'auto';
  const rows: DetailRow[] = [{ label: t('wallet.txHash'), value: item.txHash, mono: true }];
  if (!auto && item.proof)
    rows.push({
      label: t('recharge.proof'),
      value: (
        <a href={assetUrl(item.proof)} target="_blank" rel="noreferrer">
          {t('recharge.viewProof')}
        </a>
      ),
    });
  if (auto && item.state === 'confirming' && item.chain)
    rows.push({
      label: t('wallet.states.confirming'),
      value: `${item.chain.confirmations} / ${item.chain.required}`,
      testId: 'record-confirmations',
    });
  rows.push({ label: t('wallet.createdAt'), value: formatTime(item.createdAt) });
  if (item.reviewedAt)
    rows.push({
      label: t(auto ? 'wallet.resolvedAt' : 'wallet.reviewedAt'),
      value: formatTime(item.reviewedAt),
    });
  if (item.state === 'rejected' && item.reason)
    rows.push({ label: t('wallet.reason'), value: rechargeReasonText(item.reason), testId: 'record-reason' });
  return (
    <RecordItem
      testId="recharge-item"
      title={
        <>
          {`${amountText(item.amount)} USDT · ${item.network}`} <RechargeKindTag kind={item.kind} />
        </>
      }
      state={item.state}
      rows={rows}
      onClick={onClick}
    />
  );
}
