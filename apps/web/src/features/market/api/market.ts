import { api, type HistoryRange, type InputOf, type MarketSymbol, type MarketTradeKind } from '@mcc/contract';
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

export type SskTradeInput = InputOf<typeof api.market.buySsk>;
export type ExchangeInput = InputOf<typeof api.market.exchange>;

/** `POST /api/fund/buySsk`: `amount` SSK at the current price plus the fee, paid in USDT. */
export function submitBuySsk(input: SskTradeInput, idempotencyKey: string) {
  return unwrap(call(api.market.buySsk, input, { idempotencyKey }));
}
/** `POST /api/fund/sellSsk`: `amount` SSK for USDT at the current price less the fee. */
export function submitSellSsk(input: SskTradeInput, idempotencyKey: string) {
  return unwrap(call(api.market.sellSsk, input, { idempotencyKey }));
}
/** `POST /api/market/exchange`: MCC → USDT, or USDT → MCC when the settings allow it. */
export function submitExchange(input: ExchangeInput, idempotencyKey: string) {
  return unwrap(call(api.market.exchange, input, { idempotencyKey }));
}

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
