import type { Recharge } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Amount } from '../../components/money/amount.tsx';
import { type Network, NetworkTabs } from '../../components/network-tabs.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { useDepositTargets } from '../../features/wallet/api/auto-recharge.ts';
import { useUsdtBalance } from '../../features/wallet/api/balances.ts';
import { useRecharges } from '../../features/wallet/api/recharge.ts';
import { CheckHash } from '../../features/wallet/components/check-hash.tsx';
import { DepositTargetView } from '../../features/wallet/components/deposit-target.tsx';
import { RechargeItem } from '../../features/wallet/components/recharge-item.tsx';
import { RechargeModeTabs } from '../../features/wallet/components/recharge-mode-tabs.tsx';
import { RechargeStatus } from '../../features/wallet/components/recharge-status.tsx';
import { idParam } from '../../lib/id-param.ts';
import { paths } from '../../lib/routes.ts';
import '../../features/wallet/auto-recharge.css';
import '../../locales/deposit/index.ts';

/**
 * Automatic recharge, the deposit page: per network the server has set up, the user's own deposit
 * address (QR code, copy), the token contract, the confirmations awaited and the minimum (none set up:
 * only manual recharge, one tap away). The user only sends USDT there: the chain scanner finds the
 * transfer, and "recent deposits" below shows it confirming, then credited (read again while one
 * confirms, and now and then while the page is open, so a new one appears by itself). A hash can still
 * be checked by hand, folded away; the page then follows that recharge (`?id=`) until it is settled.
 * The automatic recharges in the list are tappable to follow.
 */
export default function AutoRechargePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const following = idParam(params.get('id'));
  const [submitted, setSubmitted] = useState<Recharge | undefined>();
  const targets = useDepositTargets();
  const balance = useUsdtBalance().data;
  const recharges = useRecharges({ watch: true });
  const [picked, setPicked] = useState<Network | undefined>();

  // Only the networks the server has set up are offered (the others would be a dead end).
  const list = (targets.data ?? []).filter((d) => d.available);
  const network = picked && list.some((d) => d.network === picked) ? picked : list[0]?.network;
  const target = list.find((d) => d.network === network);
  const follow = (id: number) => setParams({ id: String(id) }, { replace: true });

  if (targets.isError && !targets.data)
    return <ErrorState title={t('common.requestError')} onRetry={() => void targets.refetch()} />;

  return (
    <div className="auto-recharge" data-testid="auto-recharge-page">
      <RechargeModeTabs current="auto" />
      <div className="auto-recharge-balance">
        <span>{t('autoRecharge.balance')}</span>
        <span>{balance ? <Amount value={balance.available} testId="balance-available" /> : '--'} USDT</span>
      </div>
      {targets.isPending ? (
        <CardSkeleton lines={8} title />
      ) : list.length === 0 ? (
        <div className="deposit-unavailable" data-testid="auto-recharge-none">
          <div className="deposit-unavailable-title">{t('autoRecharge.none')}</div>
          <p>{t('autoRecharge.manualOnly')}</p>
          <Button color="primary" onClick={() => navigate(paths.usdtRecharge, { replace: true })}>
            {t('autoRecharge.goManual')}
          </Button>
        </div>
      ) : (
        <>
          <NetworkTabs networks={list.map((d) => d.network)} value={network} onChange={setPicked} />
          {target && (
            <>
              <DepositTargetView target={target} />
              <CheckHash
                network={target.network}
                onSubmitted={(recharge) => {
                  setSubmitted(recharge);
                  follow(recharge.id);
                }}
              />
            </>
          )}
        </>
      )}
      {following !== undefined && (
        <RechargeStatus
          key={following}
          id={following}
          initial={submitted?.id === following ? submitted : undefined}
          onClose={() => setParams({}, { replace: true })}
        />
      )}
      <PagedList
        query={recharges}
        header={t('autoRecharge.recent')}
        testId="recharges"
        empty={list.length > 0 ? t('autoRecharge.noDeposits') : undefined}
        render={(item) => (
          <RechargeItem item={item} onClick={item.kind === 'auto' ? () => follow(item.id) : undefined} />
        )}
      />
    </div>
  );
}
