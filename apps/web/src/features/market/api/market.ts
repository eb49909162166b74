import { api, type HistoryRange, type MarketSymbol } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { walletKeys } from '../../../lib/wallet-keys.ts';

/** Prices are public figures, not the user's money: they live outside 'wallet' and the stream updates them. */
export const marketKeys = {
  all: ['market'] as const,
  price: (symbol: MarketSymbol) => ['market', 'price', symbol] as const,
  history: (symbol: MarketSymbol, range: HistoryRange) => ['market', 'history', symbol, range] as const,
};

/** `GET /api/market/price?symbol`: the price now and the business day's open, change, high, low, volume. */
export function usePrice(symbol: MarketSymbol) {
  return useQuery({
    queryKey: marketKeys.price(symbol),
    // The page says itself when there is no price yet, in place of the ticker.
    queryFn: () => unwrap(call(api.market.price, { symbol }, { toastFailure: false })),
  });
}

/** After a trade: today's figures of the symbol (its 24-hour volume moved with it). */
export function useRefreshPrice() {
  const client = useQueryClient();
  return (symbol: MarketSymbol) => client.invalidateQueries({ queryKey: marketKeys.price(symbol) });
}

/** `GET /api/market/history?symbol&range`: the chart's candles (at most 500, down-sampled by the server). */
export function useHistory(symbol: MarketSymbol, range: HistoryRange) {
  return useQuery({
    queryKey: marketKeys.history(symbol, range),
    queryFn: () =>
      unwrap(call(api.market.history, { symbol, range }, { loading: false, toastFailure: false })),
  });
}

/** `GET /api/market/record?page`: the user's exchanges and SSK trades, newest first. */
export function useTrades() {
  return usePagedQuery(walletKeys.trades, api.market.records);
}
