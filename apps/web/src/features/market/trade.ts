import {
  type Asset,
  INPUT_DECIMALS,
  type MarketSymbol,
  type MarketTradeKind,
  PRICE_SCALE,
  parseAmount,
  parsePrice,
  type Quote,
  quote,
  type SysConfig,
} from '@mcc/contract';

/**
 * The four trades of the market as the sheet shows them: what the user types (`input`), what leaves
 * them (`pay`) and what they get (`get`), the fee and the smallest trade from the settings. The sheet
 * prices the typed amount with the contract's `quote`, the function the server books with.
 */
export interface TradeSpec {
  symbol: MarketSymbol;
  input: Asset;
  pay: Asset;
  get: Asset;
  fee: keyof SysConfig['exchangeFeeBp'];
  min: 'sskMin' | 'mccMin';
}

export const TRADES: Record<MarketTradeKind, TradeSpec> = {
  buy_ssk: { symbol: 'SSK', input: 'SSK', pay: 'USDT', get: 'SSK', fee: 'buySsk', min: 'sskMin' },
  sell_ssk: { symbol: 'SSK', input: 'SSK', pay: 'SSK', get: 'USDT', fee: 'sellSsk', min: 'sskMin' },
  sell_mcc: { symbol: 'MCC', input: 'MCC', pay: 'MCC', get: 'USDT', fee: 'sellMcc', min: 'mccMin' },
  buy_mcc: { symbol: 'MCC', input: 'USDT', pay: 'USDT', get: 'MCC', fee: 'buyMcc', min: 'mccMin' },
};

/** The trades of a symbol, buy first; buying MCC only when the settings allow it. */
export function tradesOf(symbol: MarketSymbol, mccBuyEnabled: boolean): MarketTradeKind[] {
  if (symbol === 'SSK') return ['buy_ssk', 'sell_ssk'];
  return mccBuyEnabled ? ['buy_mcc', 'sell_mcc'] : ['sell_mcc'];
}

export type TradeProblem = 'TOO_SMALL' | 'BELOW_MIN' | 'OVER_BALANCE';

export interface TradeTerms {
  price: string;
  feeBp: number;
  /** The smallest trade in tokens (for buy_mcc: the MCC it buys). */
  min: string;
  /** What the user holds of the asset that pays. */
  available?: string;
}

export interface TradePreview {
  quote?: Quote;
  problem?: TradeProblem;
}

/** Micro-units of a typed amount with the input asset's decimals; undefined unless it is one. */
const typed = (text: string | undefined, asset: Asset) =>
  text === undefined ? undefined : parseAmount(text.trim(), INPUT_DECIMALS[asset]);

/** The typed trade priced, and the first thing wrong with it; undefined while the text is not an amount. */
export function previewTrade(kind: MarketTradeKind, text: string | undefined, terms: TradeTerms) {
  const amount = typed(text, TRADES[kind].input);
  if (amount === undefined || amount <= 0n) return undefined;
  const q = quote(kind, amount, parsePrice(terms.price), terms.feeBp);
  if (!q) return { problem: 'TOO_SMALL' } satisfies TradePreview;
  const available = terms.available === undefined ? undefined : parseAmount(terms.available);
  let problem: TradeProblem | undefined;
  if (q.tokens < (parseAmount(terms.min) ?? 0n)) problem = 'BELOW_MIN';
  else if (available !== undefined && q.paid > available) problem = 'OVER_BALANCE';
  return problem ? { quote: q, problem } : { quote: q };
}

/**
 * The "all" button: the most the user can type (in the input asset's steps) whose payment fits what
 * they hold. Selling and buying MCC spend the input itself; buying SSK solves cost + fee ≤ available
 * and walks down while rounding up still overflows.
 */
export function maxTrade(kind: MarketTradeKind, terms: TradeTerms): bigint {
  const spec = TRADES[kind];
  const step = 10n ** BigInt(6 - INPUT_DECIMALS[spec.input]);
  const available = parseAmount(terms.available ?? '0') ?? 0n;
  const floor = (v: bigint) => v - (v % step);
  if (kind !== 'buy_ssk') return floor(available);
  const price = parsePrice(terms.price);
  const unit = 10n ** BigInt(PRICE_SCALE);
  let amount = floor((available * unit * 10_000n) / (price * (10_000n + BigInt(terms.feeBp))));
  while (amount > 0n && (quote(kind, amount, price, terms.feeBp)?.paid ?? 0n) > available) amount -= step;
  return amount > 0n ? amount : 0n;
}
