import {
  type Auction,
  type AuctionDetail,
  type AuctionState,
  type AuctionTab,
  type adminApi,
  formatAmount,
  type Language,
  minimumBid,
  type QueryOf,
} from '@mcc/contract';
import { and, asc, desc, eq, exists, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  eqIf,
  idIn,
  inRange,
  listPage,
  localizedContains,
  type SortKey,
  tableList,
} from '../../../lib/console-list.ts';
import { AppError } from '../../../lib/errors.ts';
import { maskContact } from '../../../lib/mask.ts';
import { offsetOf, pageOf } from '../../../lib/paging.ts';
import type { UserDirectory } from '../../auth/user-directory.service.ts';
import { nftCopies, nftSeries } from '../core/nft.tables.ts';
import { nftAuctions, nftBids } from '../core/nft-auction.tables.ts';
import { textIn } from '../core/nft-views.ts';
import { AUCTION_COLUMNS } from './auction-columns.ts';
import { type AuctionRow, auctionState } from './nft-auctions.ts';

type AdminAuctionQuery = Omit<QueryOf<typeof adminApi.auctions.list>, 'page' | 'limit'>;
const AUCTION_KEYS: Record<AdminAuctionQuery['sort'], SortKey> = {
  startsAt: { expr: nftAuctions.startsAt, type: 'timestamptz' },
  endsAt: { expr: nftAuctions.endsAt, type: 'timestamptz' },
  bids: { expr: nftAuctions.bids, type: 'integer' },
};

/** What users and the console read of auctions: the tabs, one auction with its bids, the console's list. */
export function createAuctionViews(deps: {
  db: Db;
  clock: Clock;
  users: Pick<UserDirectory, 'byIds' | 'idOfUidQuery'>;
}) {
  const { db, clock, users } = deps;

  const bidBy = (userId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(nftBids)
        .where(and(eq(nftBids.auctionId, nftAuctions.id), eq(nftBids.userId, userId))),
    );
  const leaderIs = (userId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(nftBids)
        .where(and(eq(nftBids.id, nftAuctions.leadingBidId), eq(nftBids.userId, userId))),
    );

  /** What each tab of `/pages/auction/auction` holds for `userId`. */
  function tabWhere(tab: AuctionTab, userId: number): SQL | undefined {
    const now = clock.now();
    switch (tab) {
      case 'live':
        return and(eq(nftAuctions.status, 'open'), gt(nftAuctions.endsAt, now));
      case 'bidding':
        return and(eq(nftAuctions.status, 'open'), bidBy(userId));
      case 'won':
        return and(eq(nftAuctions.status, 'sold'), leaderIs(userId));
      // Outbid in a sale, or any bid in an auction that did not sell (the leader too: the reserve was not met).
      case 'lost':
        return and(
          bidBy(userId),
          or(
            and(eq(nftAuctions.status, 'sold'), sql`NOT ${leaderIs(userId)}`),
            eq(nftAuctions.status, 'unsold'),
          ),
        );
      case 'mine':
        return eq(nftAuctions.sellerId, userId);
    }
  }

  async function views(rows: AuctionRow[], viewer: number, lang: Language): Promise<Auction[]> {
    if (rows.length === 0) return [];
    const now = clock.now();
    const [series, copies, leaders, mine] = await Promise.all([
      db
        .select()
        .from(nftSeries)
        .where(inArray(nftSeries.id, [...new Set(rows.map((r) => r.seriesId))])),
      db
        .select({ id: nftCopies.id, serial: nftCopies.serial })
        .from(nftCopies)
        .where(
          inArray(
            nftCopies.id,
            rows.flatMap((r) => (r.copyId ? [r.copyId] : [0])),
          ),
        ),
      db
        .select()
        .from(nftBids)
        .where(
          inArray(
            nftBids.id,
            rows.flatMap((r) => (r.leadingBidId ? [r.leadingBidId] : [0])),
          ),
        ),
      db
        .select({ auctionId: nftBids.auctionId })
        .from(nftBids)
        .where(
          and(
            eq(nftBids.userId, viewer),
            inArray(
              nftBids.auctionId,
              rows.map((r) => r.id),
            ),
          ),
        ),
    ]);
    const people = await users.byIds([
      ...rows.flatMap((r) => (r.sellerId ? [r.sellerId] : [])),
      ...leaders.map((b) => b.userId),
    ]);
    const masked = (id: number) => {
      const who = people.get(id);
      return who ? maskContact(who) : '';
    };
    const seriesById = new Map(series.map((s) => [s.id, s]));
    const serials = new Map(copies.map((c) => [c.id, c.serial]));
    const leaderOf = new Map(leaders.map((b) => [b.id, b]));
    const bidOn = new Set(mine.map((m) => m.auctionId));
    return rows.flatMap((r) => {
      const s = seriesById.get(r.seriesId);
      if (!s) return [];
      const lead = r.leadingBidId ? leaderOf.get(r.leadingBidId) : undefined;
      const role =
        r.sellerId === viewer
          ? 'seller'
          : lead?.userId === viewer
            ? 'leader'
            : bidOn.has(r.id)
              ? 'outbid'
              : null;
      return [
        {
          id: r.id,
          seriesId: s.id,
          seriesName: textIn(s.name, lang),
          image: s.image,
          rarity: s.rarity,
          serial: r.copyId ? (serials.get(r.copyId) ?? null) : null,
          supply: s.supply,
          seller: r.sellerId ? masked(r.sellerId) : null,
          startPrice: formatAmount(r.startPrice),
          incrementBp: r.incrementBp,
          hasReserve: r.reserve !== null,
          reserveMet: r.reserve === null || (lead !== undefined && lead.amount >= r.reserve),
          leadingBid: lead ? formatAmount(lead.amount) : null,
          leader: lead ? masked(lead.userId) : null,
          minimumBid: formatAmount(minimumBid(r.startPrice, lead?.amount ?? null, r.incrementBp)),
          bids: r.bids,
          startsAt: r.startsAt.toISOString(),
          endsAt: r.endsAt.toISOString(),
          status: auctionState(r, now),
          role,
          settledAt: r.settledAt?.toISOString() ?? null,
          now: now.toISOString(),
        },
      ];
    });
  }

  /** `/api/auction/index?tab&page`: live ones ending soonest first; the user's tabs newest first. */
  async function list(userId: number, q: { tab: AuctionTab; page: number; limit: number }, lang: Language) {
    const where = tabWhere(q.tab, userId);
    const order = q.tab === 'live' ? [asc(nftAuctions.endsAt), asc(nftAuctions.id)] : [desc(nftAuctions.id)];
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(nftAuctions)
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset(offsetOf(q.page, q.limit)),
      db.$count(nftAuctions, where),
    ]);
    return pageOf(await views(rows, userId, lang), total, q.page, q.limit);
  }

  /** `/api/auction/detail?id`: the auction and its bids, highest first (the bidders masked). */
  async function detail(userId: number, id: number, lang: Language): Promise<AuctionDetail> {
    const [row] = await db.select().from(nftAuctions).where(eq(nftAuctions.id, id));
    if (!row) throw new AppError('AUCTION_NOT_FOUND');
    const [view] = await views([row], userId, lang);
    if (!view) throw new AppError('AUCTION_NOT_FOUND');
    const bids = await db
      .select()
      .from(nftBids)
      .where(eq(nftBids.auctionId, id))
      .orderBy(desc(nftBids.amount), desc(nftBids.id))
      .limit(50);
    const people = await users.byIds(bids.map((b) => b.userId));
    return {
      ...view,
      history: bids.map((b) => {
        const who = people.get(b.userId);
        return {
          amount: formatAmount(b.amount),
          bidder: who ? maskContact(who) : '',
          mine: b.userId === userId,
          at: b.createdAt.toISOString(),
        };
      }),
    };
  }

  /** The console's view of auctions: the reserve and who sells and leads, by account. */
  async function toAdmin(rows: AuctionRow[]) {
    const list = await views(rows, 0, 'zh-Hans');
    const leaders = await db
      .select({ id: nftBids.id, userId: nftBids.userId })
      .from(nftBids)
      .where(
        inArray(
          nftBids.id,
          rows.flatMap((r) => (r.leadingBidId ? [r.leadingBidId] : [0])),
        ),
      );
    const leaderOf = new Map(leaders.map((l) => [l.id, l.userId]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return list.map(({ role: _role, now: _now, ...view }) => {
      const r = byId.get(view.id);
      return {
        ...view,
        reserve: r?.reserve == null ? null : formatAmount(r.reserve),
        sellerId: r?.sellerId ?? null,
        leaderId: r?.leadingBidId ? (leaderOf.get(r.leadingBidId) ?? null) : null,
      };
    });
  }

  /** An auction's state (`auctionState`) as a condition. */
  function inState(state: AuctionState): SQL | undefined {
    const now = clock.now();
    const open = eq(nftAuctions.status, 'open');
    if (state === 'upcoming') return and(open, gt(nftAuctions.startsAt, now));
    if (state === 'live') return and(open, lte(nftAuctions.startsAt, now), gt(nftAuctions.endsAt, now));
    if (state === 'ended') return and(open, lte(nftAuctions.endsAt, now));
    return eq(nftAuctions.status, state);
  }

  /** Everyone's auctions for the console, newest start first; `q` an id, a party's id or UID, a series name. */
  const adminAuctions = tableList(db, nftAuctions, {
    plan: (q: AdminAuctionQuery) => {
      const id = q.q === undefined ? undefined : idIn(q.q);
      const party = q.q === undefined ? undefined : sql`(${id ?? 0}, ${users.idOfUidQuery(q.q)})`;
      return {
        where: and(
          q.status === undefined ? undefined : inState(q.status),
          eqIf(nftAuctions.seriesId, q.seriesId),
          q.q === undefined || party === undefined
            ? undefined
            : or(
                id === undefined ? undefined : eq(nftAuctions.id, id),
                sql`${nftAuctions.sellerId} in ${party}`,
                sql`(select ${nftBids.userId} from ${nftBids} where ${nftBids.id} = ${nftAuctions.leadingBidId}) in ${party}`,
                sql`${nftAuctions.seriesId} in (select ${nftSeries.id} from ${nftSeries} where ${localizedContains(nftSeries.name, q.q)})`,
              ),
          inRange(nftAuctions.startsAt, q),
        ),
        key: AUCTION_KEYS[q.sort],
        id: nftAuctions.id,
        order: q.order ?? 'desc',
      };
    },
    present: toAdmin,
  });
  const adminList = (q: QueryOf<typeof adminApi.auctions.list>) => listPage(adminAuctions, q);
  const adminExport = { name: 'nft-auctions', list: adminAuctions, columns: AUCTION_COLUMNS };

  async function adminOne(id: number) {
    const rows = await db.select().from(nftAuctions).where(eq(nftAuctions.id, id));
    const [view] = await toAdmin(rows);
    if (!view) throw new AppError('AUCTION_NOT_FOUND');
    return view;
  }

  return { list, detail, adminList, adminExport, adminOne };
}
