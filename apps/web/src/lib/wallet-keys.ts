import type { Asset } from '@mcc/contract';
import { useQueryClient } from '@tanstack/react-query';

/** Every wallet query starts with 'wallet', so one invalidation refreshes all of them after a movement. */
export const walletKeys = {
  all: ['wallet'] as const,
  usdt: ['wallet', 'usdt'] as const,
  /** One asset's main wallet (`/api/fund/usdt`, `mcc`, `ssk`) and its statement (`…Detail`). */
  balance: (asset: Asset) => ['wallet', asset.toLowerCase()] as const,
  statementOf: (asset: Asset) => ['wallet', `${asset.toLowerCase()}Detail`] as const,
  summary: ['wallet', 'summary'] as const,
  /** The total value and its parts (`/api/fund/worth`): prices and stakes move it, so it lives here. */
  worth: ['wallet', 'worth'] as const,
  statement: ['wallet', 'usdtDetail'] as const,
  /** The user's market trades (`/api/market/record`): they move money, so they live under 'wallet'. */
  trades: ['wallet', 'marketRecord'] as const,
  recharges: ['wallet', 'recharges'] as const,
  /** One recharge followed live (automatic recharge), and the user's deposit addresses for it. */
  recharge: (id: number) => ['wallet', 'recharge', id] as const,
  depositTargets: ['wallet', 'depositTargets'] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  quota: ['wallet', 'withdrawQuota'] as const,
};

/** After money moved, every balance, statement and list on screen must show it. */
export function useRefreshWallet() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: walletKeys.all });
}
