import { useQueryClient } from '@tanstack/react-query';

/** Every wallet query starts with 'wallet', so one invalidation refreshes all of them after a movement. */
export const walletKeys = {
  all: ['wallet'] as const,
  usdt: ['wallet', 'usdt'] as const,
  summary: ['wallet', 'summary'] as const,
  statement: ['wallet', 'usdtDetail'] as const,
  recharges: ['wallet', 'recharges'] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  quota: ['wallet', 'withdrawQuota'] as const,
};

/** After money moved, every balance, statement and list on screen must show it. */
export function useRefreshWallet() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: walletKeys.all });
}
