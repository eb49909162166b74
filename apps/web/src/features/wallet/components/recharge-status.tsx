import type { Recharge } from '@mcc/contract';
import { Button, ProgressBar, SpinLoading } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, CloseOutline, ExclamationCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../../components/card-skeleton.tsx';
import { type DetailRow, DetailRows } from '../../../components/detail-rows.tsx';
import { amountText } from '../../../components/money/amount.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useRefreshWallet } from '../../../lib/wallet-keys.ts';
import { useRechargeDetail } from '../api/auto-recharge.ts';
import { BelowMinimumReason, rechargeReasonText } from './recharge-item.tsx';
import { shortText } from './short-text.ts';
import '../../../locales/deposit/index.ts';
import '../../../locales/wallet/index.ts';

/**
 * An automatic recharge followed live: confirming (n of the required confirmations, a spinner; read
 * again every few seconds, which makes the server ask the chain; or, its block undone, waiting for one
 * again), credited (the amount, green), below the minimum (not credited, and whether a later deposit
 * carries it) or refused (why, in words). When it leaves "confirming" while shown, every balance on screen is refreshed.
 */
export function RechargeStatus({
  id,
  initial,
  onClose,
}: {
  id: number;
  /** The submit's answer, shown at once instead of a first read. */
  initial?: Recharge;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useRechargeDetail(id, initial);
  const refreshWallet = useRefreshWallet();
  const card = useRef<HTMLDivElement>(null);
  const seenConfirming = useRef(false);
  const item = detail.data;

  // Brought into view when it appears (the page keys it by recharge, so once per followed recharge).
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);

  useEffect(() => {
    if (!item) return;
    if (item.state === 'confirming') seenConfirming.current = true;
    else if (seenConfirming.current) {
      seenConfirming.current = false;
      void refreshWallet();
    }
  }, [item, refreshWallet]);

  let body: React.ReactNode;
  if (!item) {
    body = detail.isError ? (
      <div className="recharge-status-retry">
        <span>{t('common.requestError')}</span>
        <Button size="small" color="primary" fill="outline" onClick={() => void detail.refetch()}>
          {t('firstRun.retry')}
        </Button>
      </div>
    ) : (
      <CardSkeleton lines={3} title />
    );
  } else {
    const chain = item.chain;
    const rows: DetailRow[] = [
      { label: t('wallet.txHash'), value: shortText(item.txHash, 10, 8), mono: true },
    ];
    if (chain) {
      rows.push({ label: t('autoRecharge.from'), value: shortText(chain.from), mono: true });
      rows.push({ label: t('autoRecharge.block'), value: String(chain.block) });
      rows.push({ label: t('autoRecharge.checkedAt'), value: formatTime(chain.checkedAt) });
    }
    body = (
      <>
        <div className="recharge-status-head">
          {item.state === 'confirming' && <SpinLoading color="primary" style={{ '--size': '28px' }} />}
          {item.state === 'approved' && <CheckCircleFill className="recharge-status-icon ok" />}
          {item.state === 'rejected' && <CloseCircleFill className="recharge-status-icon bad" />}
          {item.state === 'below_minimum' && <ExclamationCircleFill className="recharge-status-icon held" />}
          {item.state === 'reviewing' && <SpinLoading color="primary" style={{ '--size': '28px' }} />}
          <div>
            <div className="recharge-status-title" data-testid="recharge-status-title">
              {t(
                item.state === 'reviewing' ? 'wallet.states.reviewing' : `autoRecharge.status.${item.state}`,
              )}
            </div>
            <div className="recharge-status-sub">
              {item.network} · {amountText(item.amount)} USDT
            </div>
          </div>
        </div>
        {item.state === 'confirming' && chain?.confirmations === 0 && (
          <div className="recharge-status-progress">
            <div data-testid="recharge-reorged">{t('autoRecharge.reorged')}</div>
            <div className="recharge-status-note">{t('autoRecharge.waiting')}</div>
          </div>
        )}
        {item.state === 'confirming' && chain && chain.confirmations > 0 && (
          <div className="recharge-status-progress">
            <ProgressBar percent={Math.min(100, (chain.confirmations / Math.max(1, chain.required)) * 100)} />
            <div data-testid="recharge-progress">
              {t('autoRecharge.progress', { count: chain.confirmations, required: chain.required })}
            </div>
            <div className="recharge-status-note">{t('autoRecharge.waiting')}</div>
          </div>
        )}
        {item.state === 'approved' && (
          <div className="recharge-status-amount amount-in" data-testid="recharge-credited">
            {t('autoRecharge.credited', { amount: amountText(item.amount) })}
          </div>
        )}
        {item.state === 'rejected' && (
          <div className="recharge-status-reason" data-testid="recharge-reason">
            {rechargeReasonText(item.reason)}
          </div>
        )}
        {item.state === 'below_minimum' && (
          <div className="recharge-status-reason held" data-testid="recharge-reason">
            <BelowMinimumReason network={item.network} />
          </div>
        )}
        <DetailRows rows={rows} />
      </>
    );
  }

  return (
    <div
      ref={card}
      className={`recharge-status ${item?.state ?? ''}`}
      data-testid="recharge-status"
      data-state={item?.state}
    >
      <button
        type="button"
        className="recharge-status-close"
        aria-label={t('autoRecharge.close')}
        onClick={onClose}
      >
        <CloseOutline />
      </button>
      {body}
    </div>
  );
}
