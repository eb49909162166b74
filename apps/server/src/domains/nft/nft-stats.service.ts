import { count, eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { HourlyMetric, PendingQueue } from '../admin/admin-trends.service.ts';
import { nftAppeals, nftOrders } from './core/nft.tables.ts';
import { nftAuctions, nftBids } from './core/nft-auction.tables.ts';

const o = nftOrders;
const a = nftAuctions;

/** An order that sold: a primary one paid, a resale one completed (`nft_orders_sold_idx`'s condition). */
const sold = sql`((${o.kind} = 'primary' AND ${o.status} = 'paid') OR (${o.kind} = 'resale' AND ${o.status} = 'completed'))`;

/** Orders sold per hour by kind (`primary`, `resale`), when they closed. */
const sales: HourlyMetric = {
  name: 'nft_sales',
  events: (within) => sql`
    SELECT ${o.closedAt} AS at, ${o.kind}::text AS dim, ${o.amount} AS amount FROM ${o}
    WHERE ${sold} AND (${within(sql`${o.closedAt}`)})`,
};

/** The platform's fees per hour: a resale's (paid by the seller when the copy moves) and an auction's. */
const fees: HourlyMetric = {
  name: 'nft_fees',
  events: (within) => sql`
    SELECT ${o.closedAt} AS at, 'resale'::text AS dim, ${o.fee} AS amount FROM ${o}
    WHERE ${sold} AND (${within(sql`${o.closedAt}`)}) AND ${o.fee} > 0
    UNION ALL
    SELECT ${a.settledAt}, 'auction'::text, ${a.fee} FROM ${a}
    WHERE ${a.status} = 'sold' AND (${within(sql`${a.settledAt}`)}) AND ${a.fee} > 0`,
};

/** Auctions sold per hour, the winning bids in all (`nft_auctions_sold_idx`, each bid by its key). */
const auctions: HourlyMetric = {
  name: 'auctions',
  events: (within) => sql`
    SELECT ${a.settledAt} AS at, ''::text AS dim,
      (SELECT ${nftBids.amount} FROM ${nftBids} WHERE ${nftBids.id} = ${a.leadingBidId}) AS amount
    FROM ${a}
    WHERE ${a.status} = 'sold' AND (${within(sql`${a.settledAt}`)})`,
};

/** The NFT area's figures for the console's dashboard: sales, fees, auctions; the open appeals. */
export function createNftStats(deps: { db: Db }) {
  const { db } = deps;

  /** Appeals waiting for an operator's decision, and since when the oldest. */
  async function openAppeals(): Promise<PendingQueue> {
    const [row] = await db
      .select({ count: count(), oldestAt: min(nftAppeals.createdAt) })
      .from(nftAppeals)
      .where(eq(nftAppeals.status, 'open'));
    return { kind: 'appeals', count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
  }

  return { metrics: [sales, fees, auctions], pending: async () => [await openAppeals()] };
}

export type NftStats = ReturnType<typeof createNftStats>;
