import {
  type AppealSummary,
  formatAmount,
  type Language,
  type Listing,
  type ListingState,
  type MyListing,
  type ResaleFacts,
} from '@mcc/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { offsetOf, pageOf } from '../../../lib/paging.ts';
import type { UserDirectory } from '../../auth/user-directory.service.ts';
import type { ConfigService } from '../../config/config.service.ts';
import { nftAppeals, nftCopies, nftListings, nftOrders, nftSeries } from '../core/nft.tables.ts';
import { type ListingRow, maskedOwner, type OrderRow, type SeriesRow, textIn } from '../core/nft-views.ts';
import { appealableAt } from './nft-appeals.ts';

/** Where a resale order may still move: the one a listing is `ordered` by. */
const OPEN_ORDER_STATES = ['unpaid', 'paid', 'appealing'] as const;

/** What users read of resale: the copies on sale, their own listings, and a resale order's facts. */
export function createNftListings(deps: {
  db: Db;
  clock: Clock;
  users: Pick<UserDirectory, 'byIds'>;
  settings: Pick<ConfigService, 'get'>;
}) {
  const { db, users, settings } = deps;

  async function listingsWhere(where: SQL | undefined, order: SQL[], page: number, limit: number) {
    const [rows, total] = await Promise.all([
      db
        .select({ listing: nftListings, series: nftSeries, serial: nftCopies.serial })
        .from(nftListings)
        .innerJoin(nftSeries, eq(nftSeries.id, nftListings.seriesId))
        .innerJoin(nftCopies, eq(nftCopies.id, nftListings.copyId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(nftListings, where),
    ]);
    const sellers = await users.byIds(rows.map((r) => r.listing.sellerId));
    return { rows, total, sellers };
  }

  const toListing = (
    r: { listing: ListingRow; series: SeriesRow; serial: number },
    seller: string,
    viewer: number,
    lang: Language,
  ): Listing => ({
    id: r.listing.id,
    copyId: r.listing.copyId,
    seriesId: r.series.id,
    seriesName: textIn(r.series.name, lang),
    image: r.series.image,
    serial: r.serial,
    supply: r.series.supply,
    price: formatAmount(r.listing.price),
    seller,
    mine: r.listing.sellerId === viewer,
    payKinds: [...new Set(r.listing.payMethods.map((m) => m.kind))],
    createdAt: r.listing.createdAt.toISOString(),
  });

  /** A series' copies on sale, cheapest first (the oldest listing first at one price). */
  async function listings(seriesId: number, page: number, limit: number, viewer: number, lang: Language) {
    const where = and(eq(nftListings.seriesId, seriesId), eq(nftListings.status, 'listed'));
    const { rows, total, sellers } = await listingsWhere(
      where,
      [asc(nftListings.price), asc(nftListings.id)],
      page,
      limit,
    );
    const list = rows.map((r) => toListing(r, maskedOwner(sellers.get(r.listing.sellerId)), viewer, lang));
    return pageOf(list, total, page, limit);
  }

  /** The caller's listings, newest first, with the order that holds each (if one does). */
  async function mine(
    userId: number,
    query: { page: number; limit: number; status?: ListingState; id?: number },
    lang: Language,
  ) {
    const where = and(
      eq(nftListings.sellerId, userId),
      query.status ? eq(nftListings.status, query.status) : undefined,
      query.id !== undefined ? eq(nftListings.id, query.id) : undefined,
    );
    const { rows, total } = await listingsWhere(where, [desc(nftListings.id)], query.page, query.limit);
    const ordered = rows.filter((r) => r.listing.status === 'ordered').map((r) => r.listing.id);
    const holders =
      ordered.length === 0
        ? []
        : await db
            .select({ id: nftOrders.id, listingId: nftOrders.listingId })
            .from(nftOrders)
            .where(
              and(inArray(nftOrders.listingId, ordered), inArray(nftOrders.status, [...OPEN_ORDER_STATES])),
            );
    const holderOf = new Map(holders.map((h) => [h.listingId, h.id]));
    const list = rows.map(
      (r): MyListing => ({
        ...toListing(r, '', userId, lang),
        status: r.listing.status,
        fee: formatAmount(r.listing.fee),
        payMethods: r.listing.payMethods,
        orderId: holderOf.get(r.listing.id) ?? null,
      }),
    );
    return pageOf(list, total, query.page, query.limit);
  }

  /** The open listing of each of `copyIds` (what a copy shows while it is on sale). */
  async function openOf(copyIds: number[]) {
    if (copyIds.length === 0) return new Map<number, ListingRow>();
    const rows = await db
      .select()
      .from(nftListings)
      .where(and(inArray(nftListings.copyId, copyIds), inArray(nftListings.status, ['listed', 'ordered'])));
    return new Map(rows.map((r) => [r.copyId, r]));
  }

  /** The resale facts of `orders` (primary ones are skipped) as `viewer` sees them. */
  async function factsOf(orders: OrderRow[], viewer: number): Promise<Map<number, ResaleFacts>> {
    const resale = orders.filter((o) => o.kind === 'resale');
    const facts = new Map<number, ResaleFacts>();
    if (resale.length === 0) return facts;
    const ids = (pick: (o: OrderRow) => number | null) =>
      resale.map(pick).filter((id): id is number => id !== null);
    const [listingRows, copyRows, appealRows, people, { resale: rules }] = await Promise.all([
      db
        .select()
        .from(nftListings)
        .where(
          inArray(
            nftListings.id,
            ids((o) => o.listingId),
          ),
        ),
      db
        .select({ id: nftCopies.id, serial: nftCopies.serial })
        .from(nftCopies)
        .where(
          inArray(
            nftCopies.id,
            ids((o) => o.copyId),
          ),
        ),
      db
        .select({ id: nftAppeals.id, orderId: nftAppeals.orderId })
        .from(nftAppeals)
        .where(
          inArray(
            nftAppeals.orderId,
            ids((o) => o.id),
          ),
        ),
      users.byIds([...ids((o) => o.userId), ...ids((o) => o.sellerId)]),
      settings.get(),
    ]);
    const listingsById = new Map(listingRows.map((l) => [l.id, l]));
    const serials = new Map(copyRows.map((c) => [c.id, c.serial]));
    const appeals = new Map(appealRows.map((a) => [a.orderId, a.id]));
    for (const o of resale) {
      const listing = o.listingId === null ? undefined : listingsById.get(o.listingId);
      const other = o.sellerId === viewer ? o.userId : o.sellerId;
      facts.set(o.id, {
        listingId: o.listingId ?? 0,
        copyId: o.copyId ?? 0,
        serial: o.copyId === null ? 0 : (serials.get(o.copyId) ?? 0),
        counterparty: other === null ? '' : maskedOwner(people.get(other)),
        payMethods: listing?.payMethods ?? [],
        proof: o.proof,
        fee: formatAmount(o.fee ?? 0n),
        appealableAt:
          o.status === 'paid' ? (appealableAt(o, rules.appealAfterMinutes)?.toISOString() ?? null) : null,
        appealId: appeals.get(o.id) ?? null,
        closedAt: o.closedAt?.toISOString() ?? null,
      });
    }
    return facts;
  }

  /** Appeals of the user's orders (as buyer or seller), newest first. */
  async function appeals(userId: number, page: number, limit: number, lang: Language) {
    const where = sql`(${nftOrders.userId} = ${userId} OR ${nftOrders.sellerId} = ${userId})`;
    const [rows, [counted]] = await Promise.all([
      appealRows(where, page, limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(nftAppeals)
        .innerJoin(nftOrders, eq(nftOrders.id, nftAppeals.orderId))
        .where(where),
    ]);
    const list = rows.map((r) => toAppealSummary(r, userId, lang));
    return pageOf(list, counted?.n ?? 0, page, limit);
  }

  function appealRows(where: SQL | undefined, page: number, limit: number) {
    return db
      .select({ appeal: nftAppeals, order: nftOrders, series: nftSeries, serial: nftCopies.serial })
      .from(nftAppeals)
      .innerJoin(nftOrders, eq(nftOrders.id, nftAppeals.orderId))
      .innerJoin(nftSeries, eq(nftSeries.id, nftOrders.seriesId))
      .innerJoin(nftCopies, eq(nftCopies.id, nftOrders.copyId))
      .where(where)
      .orderBy(desc(nftAppeals.id))
      .limit(limit)
      .offset(offsetOf(page, limit));
  }

  type AppealRow = Awaited<ReturnType<typeof appealRows>>[number];

  const toAppealSummary = (r: AppealRow, viewer: number, lang: Language): AppealSummary => ({
    id: r.appeal.id,
    orderId: r.order.id,
    seriesName: textIn(r.series.name, lang),
    image: r.series.image,
    serial: r.serial,
    status: r.appeal.status,
    reason: r.appeal.reason,
    openedBy: r.appeal.openedBy,
    role: r.order.sellerId === viewer ? 'seller' : 'buyer',
    decision: r.appeal.decision,
    createdAt: r.appeal.createdAt.toISOString(),
    decidedAt: r.appeal.decidedAt?.toISOString() ?? null,
  });

  /** One appeal row, for a side of its order (or any, for an operator: `viewer` null). */
  async function appealRow(id: number, viewer: number | null): Promise<AppealRow> {
    const mine =
      viewer === null
        ? undefined
        : sql`(${nftOrders.userId} = ${viewer} OR ${nftOrders.sellerId} = ${viewer})`;
    const [row] = await appealRows(and(eq(nftAppeals.id, id), mine), 1, 1);
    if (!row) throw new AppError('APPEAL_NOT_FOUND');
    return row;
  }

  return { listings, mine, openOf, factsOf, appeals, appealRows, appealRow, toAppealSummary };
}

export type NftListings = ReturnType<typeof createNftListings>;
