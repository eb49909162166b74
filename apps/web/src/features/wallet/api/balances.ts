import { type Asset, api } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

const balanceOf = { USDT: api.wallet.usdt, MCC: api.wallet.mcc, SSK: api.wallet.ssk } as const;

/** `GET /api/fund/usdt` (`mcc`, `ssk`): one asset's main wallet. */
export function fetchBalance(asset: Asset = 'USDT') {
  return unwrap(call(balanceOf[asset]));
}
export function useBalance(asset: Asset) {
  return useQuery({ queryKey: walletKeys.balance(asset), queryFn: () => fetchBalance(asset) });
}
export const useUsdtBalance = () => useBalance('USDT');

/** `GET /api/fund/wallet`: the wallet page's summary (main wallet per asset, coin-mix quant wallet). */
export function fetchWalletSummary() {
  return unwrap(call(api.wallet.summary));
}
export function useWalletSummary() {
  return useQuery({ queryKey: walletKeys.summary, queryFn: fetchWalletSummary });
}

/** `GET /api/fund/worth`: the total value in USDT at the current prices, and what is in it. */
export function useWalletWorth() {
  return useQuery({ queryKey: walletKeys.worth, queryFn: () => unwrap(call(api.wallet.worth)) });
}
