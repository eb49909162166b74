import { api, type Network, type Recharge } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';
import { useSysConfig } from '../../../lib/sys-config.ts';
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
 * What a chain deposit on `network` must reach to be credited (`minimum`, USDT; unknown until the
 * deposit addresses are read) and whether a smaller one waits for the next (`carried`, the settings).
 */
export function useDepositMinimum(network: Network): { minimum?: string; carried: boolean } {
  const target = useDepositTargets().data?.find((d) => d.network === network);
  const carried = useSysConfig()?.autoRecharge.carryBelowMinimum ?? false;
  return { minimum: target?.minimum, carried };
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
