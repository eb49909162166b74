import { api, type Recharge } from '@mcc/contract';
import { useEffect, useRef } from 'react';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { useRefreshWallet, walletKeys } from '../../../lib/wallet-keys.ts';
import { FOLLOW_INTERVAL_MS } from './auto-recharge.ts';

/**
 * How often the automatic deposit page looks for a deposit it has not seen yet while none is confirming:
 * the chain scanner finds a transfer by itself, and the user who just sent one waits on that page.
 */
export const DEPOSIT_WATCH_MS = 10_000;

const confirmingIn = (pages: { list: Recharge[] }[] | undefined) =>
  pages?.some((p) => p.list.some((r) => r.state === 'confirming')) ?? false;

/**
 * `GET /api/fund/rechargeList?page`: the user's recharges, newest first. Read again (quietly) every few
 * seconds while one of them is confirming, so its confirmations count up on screen; with `watch`, also
 * every DEPOSIT_WATCH_MS otherwise (the deposit page, where a new deposit should show by itself).
 */
export function useRecharges({ watch = false }: { watch?: boolean } = {}) {
  const recharges = usePagedQuery(
    walletKeys.recharges,
    api.wallet.recharges,
    {},
    {
      refetchInterval: (data) =>
        confirmingIn(data?.pages) ? FOLLOW_INTERVAL_MS : watch ? DEPOSIT_WATCH_MS : false,
    },
  );
  useBalancesAfterCredit(recharges.data?.pages);
  return recharges;
}

/**
 * Every balance on screen read again when a recharge this list showed confirming (or below the minimum,
 * which a later deposit may carry) is credited: the money has just arrived.
 */
function useBalancesAfterCredit(pages: { list: Recharge[] }[] | undefined) {
  const refreshWallet = useRefreshWallet();
  const waiting = useRef(new Set<number>());
  useEffect(() => {
    let credited = false;
    for (const r of pages?.flatMap((p) => p.list) ?? []) {
      if (r.state === 'confirming' || r.state === 'below_minimum') waiting.current.add(r.id);
      else if (waiting.current.delete(r.id) && r.state === 'approved') credited = true;
    }
    if (credited) void refreshWallet();
  }, [pages, refreshWallet]);
}
