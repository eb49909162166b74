import { type Asset, parseAmount, SCALE, type WalletSummary } from '@mcc/contract';

/**
 * What a user's assets are worth in USDT. Prices are wire decimals (USDT per whole unit); an asset with
 * no price has no market yet and is left out of the total — and named, so the total never pretends.
 * When a market lands, its prices go into the map and nothing else changes.
 */
export type PriceMap = Partial<Record<Asset, string>>;

/** Today's prices: USDT is the unit itself; MCC and SSK are not traded yet. */
export const CURRENT_PRICES: PriceMap = { USDT: '1' };

export interface Holding {
  asset: Asset;
  /** A wire amount ("1234.500000"). */
  amount: string;
}

const UNIT = 10n ** BigInt(SCALE);

/** The total in USDT micro-units (each holding rounded down), and the held assets with no price. */
export function totalValue(holdings: Holding[], prices: PriceMap): { total: bigint; unpriced: Asset[] } {
  let total = 0n;
  const unpriced = new Set<Asset>();
  for (const { asset, amount } of holdings) {
    const micro = parseAmount(amount) ?? 0n;
    const price = prices[asset] === undefined ? undefined : parseAmount(prices[asset]);
    if (price === undefined) {
      if (micro > 0n) unpriced.add(asset);
      continue;
    }
    total += (micro * price) / UNIT;
  }
  return { total, unpriced: [...unpriced] };
}

/** Every holding of the wallet summary: the main wallet's assets and the coin-mix quant wallet's USDT. */
export function summaryHoldings(summary: WalletSummary): Holding[] {
  const main = (['USDT', 'MCC', 'SSK'] as const).map((asset) => ({
    asset,
    amount: summary.main[asset].total,
  }));
  return [...main, { asset: 'USDT', amount: summary.quant.total }];
}
