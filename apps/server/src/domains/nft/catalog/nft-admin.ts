import {
  type AdminNftOrder,
  type AdminOrderQuery,
  type AdminSeries,
  type adminApi,
  DEFAULT_LANGUAGE,
  formatAmount,
  INPUT_DECIMALS,
  type Language,
  parseAmount,
  type QueryOf,
  type SeriesInput,
} from '@mcc/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  type ConsoleList,
  eqIf,
  idIn,
  inRange,
  laterWhenNull,
  listPage,
  localizedContains,
  readWith,
  type SortKey,
  tableList,
} from '../../../lib/console-list.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuditActor, AuditService } from '../../admin/audit.service.ts';
import type { UserDirectory } from '../../auth/user-directory.service.ts';
import { nftOrders, nftSeries } from '../core/nft.tables.ts';
import { chainFactsOf, type OrderRow, type SeriesRow, storedText, toSeries } from '../core/nft-views.ts';
import { ORDER_COLUMNS, SERIES_COLUMNS } from './catalog-columns.ts';
import type { NftCatalog } from './nft-catalog.ts';

type AdminSeriesQuery = QueryOf<typeof adminApi.nft.series>;
type SeriesQuery = Omit<AdminSeriesQuery, 'page' | 'limit'>;
type OrderQuery = Omit<AdminOrderQuery, 'page' | 'limit'>;

const SERIES_KEYS: Record<SeriesQuery['sort'], SortKey> = {
  sort: { expr: nftSeries.sort, type: 'integer' },
  createdAt: { expr: nftSeries.createdAt, type: 'timestamptz' },
  price: { expr: nftSeries.price, type: 'bigint' },
  saleStart: { expr: nftSeries.saleStart, type: 'timestamptz' },
};
const ORDER_KEYS: Record<OrderQuery['sort'], SortKey> = {
  createdAt: { expr: nftOrders.createdAt, type: 'timestamptz' },
  amount: { expr: nftOrders.amount, type: 'bigint' },
  paidAt: laterWhenNull(nftOrders.paidAt),
};

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
  users: Pick<UserDirectory, 'uidsOf' | 'userMatches'>;
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

  const seriesList = tableList(db, nftSeries, {
    plan: (q: SeriesQuery) => {
      const id = q.q === undefined ? undefined : idIn(q.q);
      return {
        where: and(
          q.status === undefined ? undefined : eq(nftSeries.published, q.status === 'published'),
          eqIf(nftSeries.rarity, q.rarity),
          q.q === undefined
            ? undefined
            : or(
                id === undefined ? undefined : eq(nftSeries.id, id),
                eq(nftSeries.contractAddress, q.q),
                localizedContains(nftSeries.name, q.q),
              ),
          inRange(nftSeries.createdAt, q),
        ),
        key: SERIES_KEYS[q.sort],
        id: nftSeries.id,
        order: q.order ?? 'asc',
      };
    },
    present: async (rows) => {
      const revenue = await revenueOf(rows.map((r) => r.id));
      return rows.map((r) => toAdmin(r, revenue.get(r.id) ?? 0n));
    },
  });

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

  /** Everyone's orders, newest first; a user's as buyer, seller or either. */
  function orderWhere(q: OrderQuery): SQL | undefined {
    const { userId, role } = q;
    const id = q.q === undefined ? undefined : idIn(q.q);
    return and(
      userId === undefined
        ? undefined
        : role === 'buyer'
          ? eq(nftOrders.userId, userId)
          : role === 'seller'
            ? eq(nftOrders.sellerId, userId)
            : or(eq(nftOrders.userId, userId), eq(nftOrders.sellerId, userId)),
      eqIf(nftOrders.seriesId, q.seriesId),
      eqIf(nftOrders.status, q.status),
      eqIf(nftOrders.kind, q.kind),
      q.q === undefined
        ? undefined
        : or(id === undefined ? undefined : eq(nftOrders.id, id), users.userMatches(nftOrders.userId, q.q)),
      inRange(nftOrders.createdAt, q),
    );
  }
  const orderList: ConsoleList<OrderQuery, { order: OrderRow; series: SeriesRow }, AdminNftOrder> = {
    plan: (q) => ({
      where: orderWhere(q),
      key: ORDER_KEYS[q.sort],
      id: nftOrders.id,
      order: q.order ?? 'desc',
    }),
    read: (parts) =>
      readWith(
        db
          .select({ order: nftOrders, series: nftSeries, sortKey: parts.sortKey })
          .from(nftOrders)
          .innerJoin(nftSeries, eq(nftSeries.id, nftOrders.seriesId)),
        parts,
        (r) => r.order.id,
      ),
    count: (where) => db.$count(nftOrders, where),
    async present(rows, lang) {
      // Seen from no side (viewer 0): a resale shows the buyer's role and the seller as the other party.
      const [list, uids] = await Promise.all([
        catalog.presentOrders(rows, lang, 0),
        users.uidsOf(rows.map((r) => r.order.userId)),
      ]);
      return list.map((o, i) => {
        const userId = rows[i]?.order.userId ?? 0;
        return { ...o, userId, uid: uids.get(userId) ?? '' };
      });
    },
  };

  return {
    listSeries: (q: AdminSeriesQuery) => listPage(seriesList, q),
    seriesExport: { name: 'nft-series', list: seriesList, columns: SERIES_COLUMNS },
    createSeries,
    updateSeries,
    listOrders: (q: AdminOrderQuery, lang: Language) => listPage(orderList, q, lang),
    orderExport: { name: 'nft-orders', list: orderList, columns: ORDER_COLUMNS },
  };
}

export type NftAdmin = ReturnType<typeof createNftAdmin>;
