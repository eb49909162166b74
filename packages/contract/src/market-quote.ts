import type { MarketTradeKind } from './market.ts';
import { bpRoundUp, PRICE_SCALE } from './money.ts';

const PRICE_UNIT = 10n ** BigInt(PRICE_SCALE);

/** USDT micro-units that `tokens` micro-units are worth at `price` (10^-10 USDT), rounded down. */
export const worthDown = (tokens: bigint, price: bigint) => (tokens * price) / PRICE_UNIT;
/** The same, rounded up: what a user pays. */
export const worthUp = (tokens: bigint, price: bigint) => (tokens * price + PRICE_UNIT - 1n) / PRICE_UNIT;

/** What a trade moves, in micro-units: the token side, what leaves the user, what reaches them, the fee (USDT). */
export interface Quote {
  tokens: bigint;
  paid: bigint;
  received: bigint;
  fee: bigint;
}

/**
 * Prices a trade by PRODUCT.md's rounding (the user pays up, receives down; fees round up).
 * `amount` is tokens for every kind but `buy_mcc` (`buySsk` names the SSK to get), whose amount is
 * the USDT given (the exchange's amount is in its `from` asset).
 * - buy_ssk: cost = ⌈tokens × price⌉, fee = ⌈cost × bp⌉, paid = cost + fee.
 * - sell_ssk / sell_mcc: gross = ⌊tokens × price⌋, fee = ⌈gross × bp⌉, received = gross − fee.
 * - buy_mcc: fee = ⌈usdt × bp⌉, tokens = ⌊(usdt − fee) / price⌋, paid = usdt.
 * A trade whose either side rounds to nothing is `undefined` (too small to make). The server books
 * what it answers; the app shows it as the user types, so the two can never disagree.
 */
export function quote(
  kind: MarketTradeKind,
  amount: bigint,
  price: bigint,
  feeBp: number,
): Quote | undefined {
  let q: Quote;
  if (kind === 'buy_ssk') {
    const cost = worthUp(amount, price);
    const fee = bpRoundUp(cost, feeBp);
    q = { tokens: amount, paid: cost + fee, received: amount, fee };
  } else if (kind === 'buy_mcc') {
    const fee = bpRoundUp(amount, feeBp);
    const tokens = amount > fee ? ((amount - fee) * PRICE_UNIT) / price : 0n;
    q = { tokens, paid: amount, received: tokens, fee };
  } else {
    const gross = worthDown(amount, price);
    const fee = bpRoundUp(gross, feeBp);
    q = { tokens: amount, paid: amount, received: gross - fee, fee };
  }
  return q.tokens > 0n && q.paid > 0n && q.received > 0n ? q : undefined;
}
