import type { Balance, WalletSummary } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

/** `GET /api/fund/usdt`: the USDT main wallet. */
export function fetchUsdtBalance() {
  return unwrap(request<Balance>({ url: '/api/fund/usdt' }));
}
export function useUsdtBalance() {
  return useQuery({ queryKey: walletKeys.usdt, queryFn: fetchUsdtBalance });
}

/** `GET /api/fund/wallet`: the wallet page's summary (main wallet per asset, coin-mix quant wallet). */
export function fetchWalletSummary() {
  return unwrap(request<WalletSummary>({ url: '/api/fund/wallet' }));
}
export function useWalletSummary() {
  return useQuery({ queryKey: walletKeys.summary, queryFn: fetchWalletSummary });
}
