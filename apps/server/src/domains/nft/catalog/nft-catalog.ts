import {
  formatAmount,
  type HeldCopy,
  type HeldCopyDetail,
  type Language,
  type NftSeries,
  type NftSeriesDetail,
  type OrderTips,
  type SeriesState,
} from '@mcc/contract';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { offsetOf, pageOf } from '../../../lib/paging.ts';
import type { UserDirectory } from '../../auth/user-directory.service.ts';
import { nftCopies, nftCopyEvents, nftOrders, nftOrderTips, nftSeries } from '../core/nft.tables.ts';
import { nftAuctions } from '../core/nft-auction.tables.ts';
import type { ListingFacts, SaleLimits } from '../core/nft-ports.ts';
import {
  chainFactsOf,
  type ListingRow,
  maskedOwner,
  type OrderRow,
  type SeriesRow,
  seriesStateSql,
  textIn,
  toOrder,
  toSeries,
} from '../core/nft-views.ts';

/** Notifications `/api/order/tips` lists (the unread count covers all of them). */
const TIPS_SHOWN = 20;
const shelfOrder = [asc(nftSeries.sort), desc(nftSeries.id)];

/**
 * What users read of the NFT area: series, their copies, the user's orders, copies and notifications.
 * A resale's facts and a copy's listing come from resale, what a user may still buy from the sale
 * (their ports, core/nft-ports.ts).
 */
export function createNftCatalog(deps: {
  db: Db;
  clock: Clock;
  users: Pick<UserDirectory, 'byIds'>;
  listings: ListingFacts;
  sale: SaleLimits;
}) {
  const { db, clock, users, listings, sale } = deps;

  /** Published series, the operators' order, optionally only those in `state`. */
  async function shelf(state: SeriesState | undefined, page: number, limit: number, lang: Language) {
    const now = clock.now();
    const where = and(eq(nftSeries.published, true), state ? eq(seriesStateSql(now), state) : undefined);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(nftSeries)
        .where(where)
        .orderBy(...shelfOrder)
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(nftSeries, where),
    ]);
    return pageOf(
      rows.map((r) => toSeries(r, lang, now)),
      total,
      page,
      limit,
    );
  }

  /** The featured series still worth showing (not ended), for the home's carousel of drops. */
  async function featured(lang: Language, limit: number): Promise<NftSeries[]> {
    const now = clock.now();
    const rows = await db
      .select()
      .from(nftSeries)
      .where(and(eq(nftSeries.published, true), eq(nftSeries.featured, true)))
      .orderBy(...shelfOrder)
      .limit(limit * 2);
    return rows
      .map((r) => toSeries(r, lang, now))
      .filter((s) => s.status !== 'ended')
      .slice(0, limit);
  }

  async function publishedSeries(id: number): Promise<SeriesRow> {
    const [row] = await db
      .select()
      .from(nftSeries)
      .where(and(eq(nftSeries.id, id), eq(nftSeries.published, true)));
    if (!row) throw new AppError('SERIES_NOT_FOUND');
    return row;
  }

  async function detail(userId: number, id: number, lang: Language): Promise<NftSeriesDetail> {
    const row = await publishedSeries(id);
    const [taken, [unpaid]] = await Promise.all([
      sale.takenBy(userId, id),
      db
        .select({ id: nftOrders.id })
        .from(nftOrders)
        .where(
          and(
            eq(nftOrders.userId, userId),
            eq(nftOrders.seriesId, id),
            eq(nftOrders.kind, 'primary'),
            eq(nftOrders.status, 'unpaid'),
          ),
        ),
    ]);
    const now = clock.now();
    return {
      ...toSeries(row, lang, now),
      description: textIn(row.description, lang),
      ...chainFactsOf(row),
      mine: taken,
      canBuy: sale.canBuy(row, taken),
      unpaidOrderId: unpaid?.id ?? null,
      now: now.toISOString(),
    };
  }

  /** The minted copies of a series, newest serial first, owners masked. */
  async function seriesCopies(id: number, page: number, limit: number) {
    await publishedSeries(id);
    const where = and(eq(nftCopies.seriesId, id), isNull(nftCopies.burnedAt));
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(nftCopies)
        .where(where)
        .orderBy(desc(nftCopies.serial))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(nftCopies, where),
    ]);
    const owners = await users.byIds(rows.map((r) => r.ownerId));
    const list = rows.map((r) => ({
      id: r.id,
      serial: r.serial,
      owner: maskedOwner(owners.get(r.ownerId)),
      acquiredAt: r.acquiredAt.toISOString(),
    }));
    return pageOf(list, total, page, limit);
  }

  /** Orders with their series and serials (and a resale's facts), as `viewer` sees them. */
  async function ordersOf(
    where: SQL | undefined,
    page: number,
    limit: number,
    lang: Language,
    viewer: number,
  ) {
    const [rows, total] = await Promise.all([
      db
        .select({ order: nftOrders, series: nftSeries })
        .from(nftOrders)
        .innerJoin(nftSeries, eq(nftSeries.id, nftOrders.seriesId))
        .where(where)
        .orderBy(desc(nftOrders.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(nftOrders, where),
    ]);
    return { rows, list: await presentOrders(rows, lang, viewer), total };
  }

  /** Orders with their series as `viewer` sees them (0: from no side), with serials and resale facts. */
  async function presentOrders(
    rows: { order: OrderRow; series: SeriesRow }[],
    lang: Language,
    viewer: number,
  ) {
    const orders = rows.map((r) => r.order);
    const [serials, facts] = await Promise.all([serialsOf(orders), listings.factsOf(orders, viewer)]);
    const now = clock.now();
    return rows.map((r) => {
      const resale = facts.get(r.order.id) ?? null;
      const minted = resale ? [resale.serial] : (serials.get(r.order.id) ?? []);
      return toOrder(r.order, r.series, minted, lang, now, viewer, resale);
    });
  }

  /** The serials a paid primary order minted. */
  async function serialsOf(orders: OrderRow[]): Promise<Map<number, number[]>> {
    const paid = orders.filter((o) => o.kind === 'primary' && o.status === 'paid').map((o) => o.id);
    const found = new Map<number, number[]>();
    if (paid.length === 0) return found;
    const rows = await db
      .select({ orderId: nftCopies.orderId, serial: nftCopies.serial })
      .from(nftCopies)
      .where(inArray(nftCopies.orderId, paid))
      .orderBy(asc(nftCopies.serial));
    for (const r of rows) {
      if (r.orderId === null) continue;
      found.set(r.orderId, [...(found.get(r.orderId) ?? []), r.serial]);
    }
    return found;
  }

  /** An order the user buys or sells; another's answers as a missing one. */
  async function order(userId: number, id: number, lang: Language) {
    const { list } = await ordersOf(and(eq(nftOrders.id, id), sideOf(userId)), 1, 1, lang, userId);
    const [found] = list;
    if (!found) throw new AppError('ORDER_NOT_FOUND');
    return found;
  }

  const ownedBy = (userId: number) => and(eq(nftCopies.ownerId, userId), isNull(nftCopies.burnedAt));

  async function heldCopies(userId: number, page: number, limit: number, lang: Language) {
    const where = ownedBy(userId);
    const [rows, total] = await Promise.all([
      db
        .select({ copy: nftCopies, series: nftSeries })
        .from(nftCopies)
        .innerJoin(nftSeries, eq(nftSeries.id, nftCopies.seriesId))
        .where(where)
        .orderBy(desc(nftCopies.acquiredAt), desc(nftCopies.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(nftCopies, where),
    ]);
    const open = await listings.openOf(rows.map((r) => r.copy.id));
    return pageOf(
      rows.map((r) => toHeldCopy(r.copy, r.series, open.get(r.copy.id), lang)),
      total,
      page,
      limit,
    );
  }

  /** One of the user's copies with its history; another's copy answers as a missing one. */
  async function heldCopy(userId: number, id: number, lang: Language): Promise<HeldCopyDetail> {
    const [found] = await db
      .select({ copy: nftCopies, series: nftSeries })
      .from(nftCopies)
      .innerJoin(nftSeries, eq(nftSeries.id, nftCopies.seriesId))
      .where(and(eq(nftCopies.id, id), ownedBy(userId)));
    if (!found) throw new AppError('COPY_NOT_FOUND');
    const events = await db
      .select()
      .from(nftCopyEvents)
      .where(eq(nftCopyEvents.copyId, id))
      .orderBy(asc(nftCopyEvents.id));
    const people = await users.byIds(
      events.flatMap((e) => [e.fromUser, e.toUser]).filter((u): u is number => u !== null),
    );
    const masked = (u: number | null) => (u === null ? null : maskedOwner(people.get(u)));
    const open = await listings.openOf([id]);
    return {
      ...toHeldCopy(found.copy, found.series, open.get(id), lang),
      description: textIn(found.series.description, lang),
      ...chainFactsOf(found.series),
      history: events.map((e) => ({
        event: e.event,
        from: masked(e.fromUser),
        to: masked(e.toUser),
        price: e.price === null ? null : formatAmount(e.price),
        at: e.createdAt.toISOString(),
      })),
    };
  }

  async function tips(userId: number, lang: Language): Promise<OrderTips> {
    const mine = eq(nftOrderTips.userId, userId);
    const [rows, [unread]] = await Promise.all([
      db
        .select({ tip: nftOrderTips, quantity: nftOrders.quantity, name: nftSeries.name })
        .from(nftOrderTips)
        .leftJoin(nftOrders, eq(nftOrders.id, nftOrderTips.orderId))
        .leftJoin(nftAuctions, eq(nftAuctions.id, nftOrderTips.auctionId))
        // An order's series, or the auctioned copy's.
        .innerJoin(nftSeries, eq(nftSeries.id, sql`coalesce(${nftOrders.seriesId}, ${nftAuctions.seriesId})`))
        .where(mine)
        .orderBy(desc(nftOrderTips.id))
        .limit(TIPS_SHOWN),
      db
        .select({ n: count() })
        .from(nftOrderTips)
        .where(and(mine, isNull(nftOrderTips.readAt))),
    ]);
    return {
      unread: unread?.n ?? 0,
      list: rows.map((r) => ({
        id: r.tip.id,
        orderId: r.tip.orderId,
        auctionId: r.tip.auctionId,
        kind: r.tip.kind,
        seriesName: textIn(r.name, lang),
        quantity: r.quantity ?? 1,
        read: r.tip.readAt !== null,
        createdAt: r.tip.createdAt.toISOString(),
      })),
    };
  }

  /** Marks one notification read (again is fine); answers the unread count left. */
  async function readTip(userId: number, id: number): Promise<{ unread: number }> {
    const mine = eq(nftOrderTips.userId, userId);
    const [tip] = await db
      .select()
      .from(nftOrderTips)
      .where(and(eq(nftOrderTips.id, id), mine));
    if (!tip) throw new AppError('TIP_NOT_FOUND');
    if (tip.readAt === null) {
      await db.update(nftOrderTips).set({ readAt: clock.now() }).where(eq(nftOrderTips.id, id));
    }
    return { unread: await db.$count(nftOrderTips, and(mine, isNull(nftOrderTips.readAt))) };
  }

  return {
    shelf,
    featured,
    detail,
    seriesCopies,
    ordersOf,
    presentOrders,
    order,
    heldCopies,
    heldCopy,
    tips,
    readTip,
  };
}

const toHeldCopy = (
  c: typeof nftCopies.$inferSelect,
  s: SeriesRow,
  listing: ListingRow | undefined,
  lang: Language,
): HeldCopy => ({
  id: c.id,
  seriesId: s.id,
  seriesName: textIn(s.name, lang),
  image: s.image,
  serial: c.serial,
  supply: s.supply,
  rarity: s.rarity,
  acquiredVia: c.acquiredVia,
  acquiredAt: c.acquiredAt.toISOString(),
  price: c.price === null ? null : formatAmount(c.price),
  listing: listing
    ? { id: listing.id, price: formatAmount(listing.price), inOrder: listing.status === 'ordered' }
    : null,
});

/** Orders `userId` is a side of: bought, or sold as a resale. */
export const sideOf = (userId: number) =>
  sql`(${nftOrders.userId} = ${userId} OR ${nftOrders.sellerId} = ${userId})`;

export type NftCatalog = ReturnType<typeof createNftCatalog>;
