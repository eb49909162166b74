import { type AnswerOf, api } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

export type CoinMixTransferDone = AnswerOf<typeof api.coinMix.transferIn>;

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
    queryFn: () => unwrap(call(api.coinMix.index)),
  });
}

/** `GET /api/coinMix/wallet?page`: the quant wallet's balance (every page) and its statement. */
export function useCoinMixWallet() {
  return usePagedQuery(coinMixKeys.wallet, api.coinMix.wallet);
}
