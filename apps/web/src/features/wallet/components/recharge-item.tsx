import type { OnChainTransfer, Recharge } from '@mcc/contract';
import { ProgressBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy-text.ts';
import type { DetailRow } from '../../../components/detail-rows.tsx';
import { amountText, UNKNOWN_AMOUNT } from '../../../components/money/amount.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { formatTime } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useDepositMinimum } from '../api/auto-recharge.ts';
import { RecordItem } from './record-item.tsx';
import { shortText } from './short-text.ts';
import '../../../locales/deposit/index.ts';
import '../../../locales/wallet/index.ts';
import '../auto-recharge.css';

/**
 * Why a recharge was refused: an automatic one's key (CONFIRMATION_TIMEOUT, TX_DROPPED, …) in words, an
 * operator's own words as they are.
 */
export function rechargeReasonText(reason: string): string {
  const key = `autoRecharge.reasons.${reason}`;
  return /^[A-Z_]+$/.test(reason) && i18n.exists(key) ? i18n.t(key) : reason;
}

/** Why a chain deposit below the network's minimum is not credited, and whether a later one carries it. */
export function BelowMinimumReason({ network }: { network: Recharge['network'] }) {
  const { t } = useTranslation();
  const { minimum, carried } = useDepositMinimum(network);
  return t(carried ? 'autoRecharge.belowMinimumCarried' : 'autoRecharge.belowMinimum', {
    amount: minimum === undefined ? UNKNOWN_AMOUNT : amountText(minimum),
  });
}

/**
 * Where a confirming transfer stands: "3 / 12" with a bar, or, with no confirmation at all (its block
 * undone by a reorganisation, the transaction waiting to be mined again), that it waits for a block.
 */
export function ConfirmationsView({ chain }: { chain: OnChainTransfer }) {
  const { t } = useTranslation();
  if (chain.confirmations === 0)
    return (
      <span className="deposit-reorged" data-testid="record-reorged">
        {t('autoRecharge.reorged')}
      </span>
    );
  return (
    <span className="deposit-confirmations">
      <ProgressBar percent={Math.min(100, (chain.confirmations / Math.max(1, chain.required)) * 100)} />
      <span data-testid="record-confirmations">{`${chain.confirmations} / ${chain.required}`}</span>
    </span>
  );
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
 * One of the user's recharges: amount, network, kind, state; while confirming the confirmations so far
 * (live, the list is read again meanwhile), the hash (shortened, tap to copy), the screenshot (manual),
 * the times, why it was refused or is not credited. `onClick`: tappable.
 */
export function RechargeItem({ item, onClick }: { item: Recharge; onClick?: () => void }) {
  const { t } = useTranslation();
  const auto = item.kind === 'auto';
  const rows: DetailRow[] = [];
  if (auto && item.state === 'confirming' && item.chain)
    rows.push({ label: t('wallet.states.confirming'), value: <ConfirmationsView chain={item.chain} /> });
  if (item.state === 'below_minimum')
    rows.push({
      label: t('wallet.reason'),
      value: <BelowMinimumReason network={item.network} />,
      testId: 'record-reason',
    });
  if (item.state === 'rejected' && item.reason)
    rows.push({ label: t('wallet.reason'), value: rechargeReasonText(item.reason), testId: 'record-reason' });
  rows.push({
    label: t('wallet.txHash'),
    value: (
      <button
        type="button"
        className="link-button mono"
        title={item.txHash}
        data-testid="record-hash"
        onClick={(e) => {
          e.stopPropagation();
          void copyText(item.txHash);
        }}
      >
        {shortText(item.txHash, 10, 8)}
      </button>
    ),
  });
  if (!auto && item.proof)
    rows.push({
      label: t('recharge.proof'),
      value: (
        <a href={assetUrl(item.proof)} target="_blank" rel="noreferrer">
          {t('recharge.viewProof')}
        </a>
      ),
    });
  // A chain deposit is seen, not submitted (the scanner finds most), and credited, not reviewed.
  rows.push({
    label: t(auto ? 'autoRecharge.seenAt' : 'wallet.createdAt'),
    value: formatTime(item.createdAt),
  });
  if (item.reviewedAt)
    rows.push({
      label: t(
        !auto
          ? 'wallet.reviewedAt'
          : item.state === 'approved'
            ? 'autoRecharge.creditedAt'
            : 'wallet.resolvedAt',
      ),
      value: formatTime(item.reviewedAt),
    });
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
