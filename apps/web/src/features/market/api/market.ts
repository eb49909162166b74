import type {
  exchangeBody,
  HistoryRange,
  MarketHistory,
  MarketPrice,
  MarketSymbol,
  MarketTrade,
  MarketTradeKind,
  sskTradeBody,
} from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api.ts';
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
    queryFn: () =>
      unwrap(request<MarketPrice>({ url: '/api/market/price', data: { symbol }, toastFailure: false })),
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
      unwrap(
        request<MarketHistory>({
          url: '/api/market/history',
          data: { symbol, range },
          loading: false,
          toastFailure: false,
        }),
      ),
  });
}

/** `GET /api/market/record?page`: the user's exchanges and SSK trades, newest first. */
export function useTrades() {
  return usePagedQuery<MarketTrade>(walletKeys.trades, '/api/market/record');
}

export type SskTradeInput = z.output<typeof sskTradeBody>;
export type ExchangeInput = z.output<typeof exchangeBody>;

const post =
  <I extends Record<string, unknown>>(url: string) =>
  (data: I, idempotencyKey: string) =>
    unwrap(request<MarketTrade>({ url, method: 'POST', data, idempotencyKey }));

/** `POST /api/fund/buySsk`: `amount` SSK at the current price plus the fee, paid in USDT. */
export const submitBuySsk = post<SskTradeInput>('/api/fund/buySsk');
/** `POST /api/fund/sellSsk`: `amount` SSK for USDT at the current price less the fee. */
export const submitSellSsk = post<SskTradeInput>('/api/fund/sellSsk');
/** `POST /api/market/exchange`: MCC → USDT, or USDT → MCC when the settings allow it. */
export const submitExchange = post<ExchangeInput>('/api/market/exchange');

export interface TradeInput {
  kind: MarketTradeKind;
  /** In the trade's input asset (SSK for SSK trades, the `from` asset of an exchange). */
  amount: string;
  payPassword: string;
}

/** One of the four trades, each to its call. */
export function submitTrade({ kind, amount, payPassword }: TradeInput, idempotencyKey: string) {
  if (kind === 'buy_ssk') return submitBuySsk({ amount, payPassword }, idempotencyKey);
  if (kind === 'sell_ssk') return submitSellSsk({ amount, payPassword }, idempotencyKey);
  const [from, to] = kind === 'sell_mcc' ? (['MCC', 'USDT'] as const) : (['USDT', 'MCC'] as const);
  return submitExchange({ from, to, amount, payPassword }, idempotencyKey);
}
