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
import { DepositTargetView } from '../../features/wallet/components/deposit-target.tsx';
import { RechargeItem } from '../../features/wallet/components/recharge-item.tsx';
import { RechargeModeTabs } from '../../features/wallet/components/recharge-mode-tabs.tsx';
import { RechargeStatus } from '../../features/wallet/components/recharge-status.tsx';
import { TxHashForm } from '../../features/wallet/components/tx-hash-form.tsx';
import { idParam } from '../../lib/id-param.ts';
import { paths } from '../../lib/routes.ts';
import '../../features/wallet/auto-recharge.css';
import '../../locales/wallet/index.ts';

/**
 * Automatic recharge: per network the server has set up, the user's own deposit address (QR code,
 * copy), the token contract and the confirmations awaited (none set up: only manual recharge, one tap away); the user sends USDT there and enters the transaction's hash, the
 * server checks it on chain, and the page follows the recharge live (`?id=`) until it is credited or
 * refused. The user's recharges below, the automatic ones tappable to follow again.
 */
export default function AutoRechargePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const following = idParam(params.get('id'));
  const [submitted, setSubmitted] = useState<Recharge | undefined>();
  const targets = useDepositTargets();
  const balance = useUsdtBalance().data;
  const recharges = useRecharges();
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
          <p className="auto-recharge-intro">{t('autoRecharge.intro')}</p>
          <NetworkTabs networks={list.map((d) => d.network)} value={network} onChange={setPicked} />
          {target && (
            <>
              <DepositTargetView target={target} />
              <TxHashForm
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
        render={(item) => (
          <RechargeItem item={item} onClick={item.kind === 'auto' ? () => follow(item.id) : undefined} />
        )}
      />
    </div>
  );
}
