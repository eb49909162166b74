import {
  formatPrice,
  type MarketHistory,
  type MarketPrice,
  type PriceEvent,
  parsePrice,
} from '@mcc/contract';

/**
 * What a live price does to the figures already on screen, computed here rather than refetched: the
 * stream may push to thousands of open pages at once, and a refetch from each would turn one operator
 * change into a burst of requests.
 */

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** Percent from `open` to `price`, two decimals truncated toward zero, signed: the server's `change`. */
export function changePercent(open: bigint, price: bigint): string {
  if (open === 0n) return '0.00';
  const hundredths = ((price - open) * 10_000n) / open;
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The day's figures with a new price: the price, change since the open, high and low. */
export function withPrice(day: MarketPrice, event: PriceEvent): MarketPrice {
  const price = parsePrice(event.price);
  return {
    ...day,
    price: event.price,
    change: changePercent(parsePrice(day.open), price),
    high: formatPrice(max(parsePrice(day.high), price)),
    low: formatPrice(min(parsePrice(day.low), price)),
    updatedAt: event.appliedAt,
  };
}

/**
 * The chart with a new price: it moves the last candle's close (and extremes) while the price falls in
 * it, or opens the next candle at the previous close when its bucket has begun. An event older than the
 * last candle (a resumed stream replaying) changes nothing.
 */
export function withCandle(history: MarketHistory, event: PriceEvent): MarketHistory {
  const last = history.candles.at(-1);
  const at = Date.parse(event.appliedAt);
  if (!last || at < Date.parse(last.time)) return history;
  const price = parsePrice(event.price);
  const interval = history.interval * 1000;
  const buckets = Math.floor((at - Date.parse(last.time)) / interval);
  if (buckets === 0) {
    const candle = {
      ...last,
      high: formatPrice(max(parsePrice(last.high), price)),
      low: formatPrice(min(parsePrice(last.low), price)),
      close: event.price,
    };
    return { ...history, candles: [...history.candles.slice(0, -1), candle] };
  }
  const time = new Date(Date.parse(last.time) + buckets * interval).toISOString();
  const open = parsePrice(last.close);
  const candle = {
    time,
    open: last.close,
    high: formatPrice(max(open, price)),
    low: formatPrice(min(open, price)),
    close: event.price,
  };
  return { ...history, candles: [...history.candles, candle] };
}
