import type {
  CoinMixIndex,
  CoinMixWallet,
  coinMixTransferBody,
  coinMixTransferDone,
  StatementLine,
  Withdrawal,
  withdrawBody,
} from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

export type CoinMixTransferInput = z.output<typeof coinMixTransferBody>;
export type CoinMixTransferDone = z.infer<typeof coinMixTransferDone>;
/** The quant wallet's withdrawal takes the USDT withdrawal's body. */
export type CoinMixWithdrawInput = z.output<typeof withdrawBody>;

/**
 * The coin-mix wallet's queries sit under the wallet's keys: every money movement (which refreshes
 * the wallet's) then refreshes them too.
 */
export const coinMixKeys = {
  index: [...walletKeys.all, 'coinMix', 'index'] as const,
  wallet: [...walletKeys.all, 'coinMix', 'wallet'] as const,
};

/** `GET /api/coinMix/index`: rate, balance, earnings, and the main wallet's USDT for transfers in. */
export function useCoinMixIndex() {
  return useQuery({
    queryKey: coinMixKeys.index,
    queryFn: () => unwrap(request<CoinMixIndex>({ url: '/api/coinMix/index' })),
  });
}

/** `GET /api/coinMix/wallet?page`: the quant wallet's balance (every page) and its statement. */
export function useCoinMixWallet() {
  return usePagedQuery<StatementLine, CoinMixWallet>(coinMixKeys.wallet, '/api/coinMix/wallet');
}

const post =
  <I extends Record<string, unknown>, O>(url: string) =>
  (input: I, idempotencyKey: string) =>
    unwrap(request<O>({ url, method: 'POST', data: input, idempotencyKey }));

/** `POST /api/coinMix/transferIn`: main wallet → quant wallet. */
export const submitTransferIn = post<CoinMixTransferInput, CoinMixTransferDone>('/api/coinMix/transferIn');
/** `POST /api/coinMix/transferOut`: quant wallet → main wallet. */
export const submitTransferOut = post<CoinMixTransferInput, CoinMixTransferDone>('/api/coinMix/transferOut');
/** `POST /api/coinMix/withdraw`: to a chain address from the quant wallet, the USDT withdrawal's rules. */
export const submitCoinMixWithdraw = post<CoinMixWithdrawInput, Withdrawal>('/api/coinMix/withdraw');
