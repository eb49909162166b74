import { canBuy, createNftSale, takenBy } from './nft-sale.ts';

/**
 * The primary sale: orders of a series (reserve, pay and mint, the expiry of late ones), and what the
 * catalogue reads of it (`SaleLimits`: how many copies a user may still order).
 */
export function createSaleService(deps: Parameters<typeof createNftSale>[0]) {
  return {
    ...createNftSale(deps),
    takenBy: (userId: number, seriesId: number) => takenBy(deps.db, userId, seriesId),
    canBuy,
  };
}

export type SaleService = ReturnType<typeof createSaleService>;
