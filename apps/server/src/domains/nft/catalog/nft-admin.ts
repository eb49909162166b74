import {
  type AdminNftOrder,
  type AdminOrderQuery,
  type AdminSeries,
  DEFAULT_LANGUAGE,
  formatAmount,
  INPUT_DECIMALS,
  type Language,
  parseAmount,
  type SeriesInput,
} from '@mcc/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { offsetOf, pageOf } from '../../../lib/paging.ts';
import type { AuditActor, AuditService } from '../../admin/audit.service.ts';
import type { UserDirectory } from '../../auth/user-directory.service.ts';
import { nftOrders, nftSeries } from '../core/nft.tables.ts';
import { chainFactsOf, type SeriesRow, storedText, toSeries } from '../core/nft-views.ts';
import type { NftCatalog } from './nft-catalog.ts';

function seriesValues(input: SeriesInput) {
  return {
    name: storedText(input.name),
    description: storedText(input.description),
    image: input.image,
    price: parseAmount(input.price, INPUT_DECIMALS.USDT) ?? 0n,
    supply: input.supply,
    perUserLimit: input.perUserLimit,
    saleStart: new Date(input.saleStart),
    saleEnd: input.saleEnd === null ? null : new Date(input.saleEnd),
    rarity: input.rarity,
    creator: input.creator,
    chain: input.chain,
    contractAddress: input.contractAddress,
    tokenStandard: input.tokenStandard,
    featured: input.featured,
    published: input.published,
    sort: input.sort,
  };
}

/** What the audit log keeps of a series: everything an operator sets. */
const auditView = (r: SeriesRow) => ({
  name: r.name,
  description: r.description,
  image: r.image,
  price: formatAmount(r.price),
  supply: r.supply,
  perUserLimit: r.perUserLimit,
  saleStart: r.saleStart.toISOString(),
  saleEnd: r.saleEnd?.toISOString() ?? null,
  rarity: r.rarity,
  ...chainFactsOf(r),
  featured: r.featured,
  published: r.published,
  sort: r.sort,
});

/** Operators' side of the NFT area: series (every write audited) and everyone's orders. */
export function createNftAdmin(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  users: Pick<UserDirectory, 'uidsOf'>;
  catalog: NftCatalog;
}) {
  const { db, clock, audit, users, catalog } = deps;

  /** USDT taken by paid primary orders, per series. */
  async function revenueOf(ids: number[], tx: Db | Tx = db): Promise<Map<number, bigint>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ seriesId: nftOrders.seriesId, total: sql<string>`sum(${nftOrders.amount})::text` })
      .from(nftOrders)
      .where(
        and(inArray(nftOrders.seriesId, ids), eq(nftOrders.kind, 'primary'), eq(nftOrders.status, 'paid')),
      )
      .groupBy(nftOrders.seriesId);
    return new Map(rows.map((r) => [r.seriesId, BigInt(r.total)]));
  }

  const toAdmin = (r: SeriesRow, revenue: bigint): AdminSeries => ({
    ...toSeries(r, DEFAULT_LANGUAGE, clock.now()),
    name: r.name,
    description: r.description,
    ...chainFactsOf(r),
    reserved: r.reserved,
    published: r.published,
    sort: r.sort,
    revenue: formatAmount(revenue),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });

  /** Every series, drafts included, in the shelf's order. */
  async function listSeries(page: number, limit: number) {
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(nftSeries)
        .orderBy(asc(nftSeries.sort), desc(nftSeries.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(nftSeries),
    ]);
    const revenue = await revenueOf(rows.map((r) => r.id));
    return pageOf(
      rows.map((r) => toAdmin(r, revenue.get(r.id) ?? 0n)),
      total,
      page,
      limit,
    );
  }

  async function createSeries(input: SeriesInput, by: AuditActor): Promise<AdminSeries> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(nftSeries)
        .values({ ...seriesValues(input), createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('nft series insert returned nothing');
      await audit.record(tx, {
        ...by,
        action: 'nft.series.create',
        targetType: 'nft_series',
        targetId: row.id,
        before: null,
        after: auditView(row),
      });
      return toAdmin(row, 0n);
    });
  }

  /**
   * Replaces a series. The supply may not fall below the copies sold and reserved; a new price holds
   * for orders placed from now on (unpaid orders keep the price they were placed at). The row lock makes
   * the check see the orders in flight.
   */
  async function updateSeries(id: number, input: SeriesInput, by: AuditActor): Promise<AdminSeries> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(nftSeries).where(eq(nftSeries.id, id)).for('update');
      if (!before) throw new AppError('SERIES_NOT_FOUND');
      const taken = before.sold + before.reserved;
      if (input.supply < taken) throw new AppError('SUPPLY_BELOW_TAKEN', { taken }, { taken });
      const [after] = await tx
        .update(nftSeries)
        .set({ ...seriesValues(input), updatedAt: clock.now() })
        .where(eq(nftSeries.id, id))
        .returning();
      if (!after) throw new Error(`nft series ${id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'nft.series.update',
        targetType: 'nft_series',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return toAdmin(after, (await revenueOf([id], tx)).get(id) ?? 0n);
    });
  }

  /** Everyone's orders, newest first, filtered by user, series and state. */
  async function listOrders(filter: AdminOrderQuery, lang: Language = DEFAULT_LANGUAGE) {
    const conditions: SQL[] = [];
    if (filter.userId !== undefined) conditions.push(eq(nftOrders.userId, filter.userId));
    if (filter.seriesId !== undefined) conditions.push(eq(nftOrders.seriesId, filter.seriesId));
    if (filter.status !== undefined) conditions.push(eq(nftOrders.status, filter.status));
    // Seen from no side (viewer 0): a resale shows the buyer's role and the seller as the other party.
    const { rows, list, total } = await catalog.ordersOf(
      and(...conditions),
      filter.page,
      filter.limit,
      lang,
      0,
    );
    const uids = await users.uidsOf(rows.map((r) => r.order.userId));
    const withOwners: AdminNftOrder[] = list.map((o, i) => {
      const userId = rows[i]?.order.userId ?? 0;
      return { ...o, userId, uid: uids.get(userId) ?? '' };
    });
    return pageOf(withOwners, total, filter.page, filter.limit);
  }

  return { listSeries, createSeries, updateSeries, listOrders };
}

export type NftAdmin = ReturnType<typeof createNftAdmin>;
