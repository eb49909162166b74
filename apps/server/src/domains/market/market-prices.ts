import { formatPrice, type PricePoint } from '@mcc/contract';
import type { marketPrices } from './market.tables.ts';

export type PriceRow = typeof marketPrices.$inferSelect;

export const toPoint = (r: PriceRow): PricePoint => ({
  symbol: r.symbol,
  price: formatPrice(r.price),
  appliedAt: r.appliedAt.toISOString(),
  source: r.source,
});

/** `(price − open) / open` in percent with two decimals, truncated toward zero ("-1.25"). */
export function percentChange(price: bigint, open: bigint): string {
  const bp = ((price - open) * 10_000n) / open;
  const abs = bp < 0n ? -bp : bp;
  return `${bp < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
