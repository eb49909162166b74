import {
  formatPrice,
  HISTORY_MAX_POINTS,
  type HistoryRange,
  type MarketHistory,
  type MarketSymbol,
} from '@mcc/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

const DAY_S = 86_400;
const RANGE_SECONDS: Record<Exclude<HistoryRange, 'ALL'>, number> = {
  '1D': DAY_S,
  '1W': 7 * DAY_S,
  '1M': 30 * DAY_S,
  '3M': 90 * DAY_S,
};

interface Bucket {
  b: string;
  first: string;
  last: string;
  hi: string;
  lo: string;
}

/** The price in effect at `at` (the newest point at or before it), undefined before the first. */
export async function priceAt(db: Db, symbol: MarketSymbol, at: Date): Promise<bigint | undefined> {
  const [row] = rowsOf<{ price: string }>(
    await db.execute(sql`SELECT price::text AS price FROM market_prices
      WHERE symbol = ${symbol} AND applied_at <= ${at} ORDER BY applied_at DESC, id DESC LIMIT 1`),
  );
  return row ? BigInt(row.price) : undefined;
}

/**
 * The chart of a range as at most 500 equal buckets (OHLC), aggregated by the database. Each bucket
 * opens at the price carried in from before it, so a bucket without a change is a flat candle and the
 * time axis has no gaps; buckets before the first price ever are left out. `ALL` spans from the first
 * price to now (at least a day).
 */
export async function priceHistory(
  db: Db,
  symbol: MarketSymbol,
  range: HistoryRange,
  now: Date,
): Promise<MarketHistory> {
  const nowS = Math.floor(now.getTime() / 1000);
  let spanS: number;
  if (range === 'ALL') {
    const [first] = rowsOf<{ t: string | null }>(
      await db.execute(
        sql`SELECT floor(extract(epoch FROM min(applied_at)))::text AS t FROM market_prices WHERE symbol = ${symbol}`,
      ),
    );
    spanS = Math.max(DAY_S, first?.t ? nowS - Number(first.t) : DAY_S);
  } else spanS = RANGE_SECONDS[range];
  // Buckets are aligned to multiples of the interval, so the range may touch one more than span / interval.
  const interval = Math.max(60, Math.ceil(spanS / (HISTORY_MAX_POINTS - 1) / 60) * 60);
  const firstBucket = Math.floor((nowS - spanS) / interval);
  const lastBucket = Math.floor(nowS / interval);
  const from = new Date(firstBucket * interval * 1000);
  const buckets = rowsOf<Bucket>(
    await db.execute(sql`
      SELECT floor(extract(epoch FROM applied_at) / ${interval})::bigint::text AS b,
             (array_agg(price ORDER BY applied_at, id))[1]::text AS first,
             (array_agg(price ORDER BY applied_at DESC, id DESC))[1]::text AS last,
             max(price)::text AS hi, min(price)::text AS lo
        FROM market_prices
       WHERE symbol = ${symbol} AND applied_at >= ${from} AND applied_at <= ${now}
       GROUP BY 1 ORDER BY 1`),
  );
  const byBucket = new Map(buckets.map((r) => [Number(r.b), r]));
  // The price carried into the first bucket: the one in effect just before it.
  let carried = await priceAt(db, symbol, new Date(from.getTime() - 1));
  const candles: MarketHistory['candles'] = [];
  for (let b = firstBucket; b <= lastBucket; b++) {
    const row = byBucket.get(b);
    if (!row && carried === undefined) continue;
    const open = carried ?? BigInt(row?.first ?? 0);
    const hi = row ? BigInt(row.hi) : open;
    const lo = row ? BigInt(row.lo) : open;
    const close = row ? BigInt(row.last) : open;
    candles.push({
      time: new Date(b * interval * 1000).toISOString(),
      open: formatPrice(open),
      high: formatPrice(hi > open ? hi : open),
      low: formatPrice(lo < open ? lo : open),
      close: formatPrice(close),
    });
    carried = close;
  }
  return { symbol, range, interval, candles };
}
