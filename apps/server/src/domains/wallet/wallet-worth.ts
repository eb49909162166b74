import {
  type Asset,
  formatAmount,
  formatPrice,
  type MarketSymbol,
  parsePrice,
  type WalletWorth,
  type WorthPart,
  worthDown,
} from '@mcc/contract';
import type { Db } from '../../db/client.ts';
import type { Ledger } from '../ledger/ledger.service.ts';

/** The market's price now, given by the wallet domain's factory (the market domain owns prices). */
export interface WorthPrices {
  current(symbol: MarketSymbol): Promise<{ price: bigint } | undefined>;
}

/** The principal of each user's active AI quant orders, given by the factory (the pledge domain's). */
export interface WorthPledges {
  activePrincipals(userIds: number[]): Promise<Map<number, bigint>>;
}

/** USDT is the unit the total is counted in: one USDT is worth one. */
const ONE = parsePrice('1');

/**
 * `/api/fund/worth`: what a user holds, wherever it sits, at the current prices. Each part's value is
 * rounded down to the micro-unit and the total is their sum, so the breakdown adds up to the total
 * exactly as shown. NFTs are not counted: a copy has no market price, only the price it was last sold at.
 */
export function createWalletWorth(deps: {
  db: Db;
  ledger: Ledger;
  prices: WorthPrices;
  pledges: WorthPledges;
}) {
  const { db, ledger, prices, pledges } = deps;

  async function priceOf(asset: Asset): Promise<bigint | undefined> {
    return asset === 'USDT' ? ONE : (await prices.current(asset))?.price;
  }

  return async function worth(userId: number): Promise<WalletWorth> {
    const [main, quant, principals, mcc, ssk] = await Promise.all([
      ledger.balances(db, userId),
      ledger.balances(db, userId, 'quant'),
      pledges.activePrincipals([userId]),
      priceOf('MCC'),
      priceOf('SSK'),
    ]);
    const price: Record<Asset, bigint | undefined> = { USDT: ONE, MCC: mcc, SSK: ssk };
    const holdings: { place: WorthPart['place']; asset: Asset; amount: bigint; frozen: bigint }[] = [
      ...(['USDT', 'MCC', 'SSK'] as const).map((asset) => ({
        place: 'main' as const,
        asset,
        amount: main[asset].total,
        frozen: main[asset].held,
      })),
      { place: 'coinMix', asset: 'USDT', amount: quant.USDT.total, frozen: quant.USDT.held },
      { place: 'pledge', asset: 'USDT', amount: principals.get(userId) ?? 0n, frozen: 0n },
    ];
    let total = 0n;
    const unpriced = new Set<Asset>();
    const parts = holdings.map(({ place, asset, amount, frozen }) => {
      const at = price[asset];
      if (at === undefined && amount > 0n) unpriced.add(asset);
      const value = at === undefined ? 0n : worthDown(amount, at);
      total += value;
      return {
        place,
        asset,
        amount: formatAmount(amount),
        frozen: formatAmount(frozen),
        price: at === undefined ? null : formatPrice(at),
        value: formatAmount(value),
      };
    });
    return { total: formatAmount(total), parts, unpriced: [...unpriced] };
  };
}

export type WalletWorthService = ReturnType<typeof createWalletWorth>;
