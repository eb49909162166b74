import type { Asset, Balance, WalletSummary } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

/** `GET /api/fund/usdt` (`mcc`, `ssk`): one asset's main wallet. */
export function fetchBalance(asset: Asset = 'USDT') {
  return unwrap(request<Balance>({ url: `/api/fund/${asset.toLowerCase()}` }));
}
export function useBalance(asset: Asset) {
  return useQuery({ queryKey: walletKeys.balance(asset), queryFn: () => fetchBalance(asset) });
}
export const useUsdtBalance = () => useBalance('USDT');

/** `GET /api/fund/wallet`: the wallet page's summary (main wallet per asset, coin-mix quant wallet). */
export function fetchWalletSummary() {
  return unwrap(request<WalletSummary>({ url: '/api/fund/wallet' }));
}
export function useWalletSummary() {
  return useQuery({ queryKey: walletKeys.summary, queryFn: fetchWalletSummary });
}
