import type { NftSeriesDetail } from '@mcc/contract';

export type BuyLimitKey =
  | 'nft.limit.none'
  | 'nft.limit.perOrder'
  | 'nft.limit.perUser'
  | 'nft.limit.perUserOnly'
  | 'nft.limit.reached';

/**
 * What a user may buy of a series, in one sentence that the series page and its buy sheet both show,
 * from the server's own figures: the per-user limit (0: none), `canBuy` (what the caller may order now:
 * the limit less what they took, what is left, and one order's maximum) and what is left. Without a
 * per-user limit, `canBuy` is one order's most, which "no limit" alone would contradict; with one, what
 * the limit leaves this time. With nothing left to order, only the rule.
 */
export function buyLimit(series: Pick<NftSeriesDetail, 'perUserLimit' | 'canBuy' | 'remaining'>): {
  key: BuyLimitKey;
  values: { limit: number; count: number };
} {
  const values = { limit: series.perUserLimit, count: series.canBuy };
  const limited = series.perUserLimit > 0;
  if (series.remaining === 0) return { key: limited ? 'nft.limit.perUserOnly' : 'nft.limit.none', values };
  if (!limited) return { key: 'nft.limit.perOrder', values };
  return { key: series.canBuy > 0 ? 'nft.limit.perUser' : 'nft.limit.reached', values };
}
