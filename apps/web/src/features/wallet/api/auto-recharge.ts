import { api, type Recharge } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

/** How often the page asks about a recharge still waiting for confirmations (the server checks the chain). */
export const FOLLOW_INTERVAL_MS = 3_000;

/** `GET /api/fund/depositAddress`: per network, the user's own deposit address for automatic recharge. */
export function useDepositTargets() {
  return useQuery({
    queryKey: walletKeys.depositTargets,
    queryFn: () => unwrap(call(api.wallet.depositAddress)),
  });
}

/**
 * `GET /api/fund/rechargeDetail?id`: one recharge, read again every few seconds while it is confirming
 * (each read makes the server ask the chain), quietly; the polling stops once it is credited or refused,
 * or when the page that follows it goes away.
 */
export function useRechargeDetail(id: number | undefined, initial?: Recharge) {
  return useQuery({
    queryKey: walletKeys.recharge(id ?? 0),
    // The status card shows its own skeleton while the first read runs.
    queryFn: () => unwrap(call(api.wallet.rechargeDetail, { id: id ?? 0 }, { loading: false })),
    enabled: id !== undefined,
    ...(initial && initial.id === id ? { initialData: initial } : {}),
    refetchInterval: (query) => (query.state.data?.state === 'confirming' ? FOLLOW_INTERVAL_MS : false),
  });
}
