import type { Language, NftOrder, ResaleFacts } from '@mcc/contract';
import type { SQL } from 'drizzle-orm';
import type { ListingRow, OrderRow, SeriesRow } from './nft-views.ts';

/*
 * The ports through which one room of the NFT domain uses another without importing it: the room that
 * needs something names it here, the room that has it provides it (its service), and nft.domain.ts
 * hands the one to the other.
 */

/** What the catalogue reads of resale (resale/): a resale order's facts, a copy's open listing. */
export interface ListingFacts {
  /** The resale facts of `orders` (primary ones are skipped) as `viewer` sees them. */
  factsOf(orders: OrderRow[], viewer: number): Promise<Map<number, ResaleFacts>>;
  /** The open listing of each of `copyIds` (what a copy shows while it is on sale), by copy. */
  openOf(copyIds: number[]): Promise<Map<number, ListingRow>>;
}

/** What the catalogue reads of the primary sale (sale/): how many copies a user may still order. */
export interface SaleLimits {
  /** Copies a user has bought or holds in unpaid orders of a series (what the per-user limit counts). */
  takenBy(userId: number, seriesId: number): Promise<number>;
  /** How many copies may be ordered now, `taken` being `takenBy` for the user. */
  canBuy(series: SeriesRow, taken: number): number;
}

/** What resale reads of the catalogue (catalog/): orders as a side of them, or an operator, sees them. */
export interface OrderReads {
  /** Orders `where` picks, newest first, as `viewer` sees them (0: no side, as an operator). */
  ordersOf(
    where: SQL | undefined,
    page: number,
    limit: number,
    lang: Language,
    viewer: number,
  ): Promise<{ list: NftOrder[]; total: number }>;
  /** An order the user buys or sells; another's answers as a missing one. */
  order(userId: number, id: number, lang: Language): Promise<NftOrder>;
}
