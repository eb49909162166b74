import {
  type AdminAuctionInput,
  AUCTION_EXTEND_MINUTES,
  type Auction,
  type AuctionAddInput,
  type AuctionDetail,
  type AuctionState,
  type AuctionTab,
  type BidInput,
  formatAmount,
  INPUT_DECIMALS,
  type Language,
  minimumBid,
  parseAmount,
  type TipKind,
} from '@mcc/contract';
import { and, asc, desc, eq, exists, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { ItemFailures } from '../../jobs/item-failures.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { maskContact } from '../../lib/mask.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import { nftCopies, nftOrderTips, nftSeries } from './nft.tables.ts';
import { nftAuctions, nftBids } from './nft-auction.tables.ts';
import { mintCopies, recordEvents } from './nft-mint.ts';
import { textIn } from './nft-views.ts';

type AuctionRow = typeof nftAuctions.$inferSelect;
type BidRow = typeof nftBids.$inferSelect;

const REF = 'nft_auction' as const;
const MINUTE = 60_000;
/** The hold of a bid on the bidder's USDT, from the bid until it is beaten or the auction settles. */
export const bidHoldKey = (auctionId: number, bidId: number) => `nft:auction:${auctionId}:bid:${bidId}`;
const micro = (text: string) => parseAmount(text, INPUT_DECIMALS.USDT) ?? 0n;

/** Where an auction stands at `now`. */
export function auctionState(a: Pick<AuctionRow, 'status' | 'startsAt' | 'endsAt'>, now: Date): AuctionState {
  if (a.status !== 'open') return a.status;
  if (a.startsAt > now) return 'upcoming';
  return a.endsAt > now ? 'live' : 'ended';
}

/**
 * Auctions of NFT copies. Every step on one auction takes its row lock first, so bids are applied one
 * after another: each new leader's hold and the beaten leader's release commit together (at every moment
 * one pending hold per auction), the end moves under the same lock, and settlement checks the state it
 * changes, so two servers' jobs settle an auction once.
 */
export function createNftAuctions(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  users: Pick<UserDirectory, 'byIds'>;
  audit: AuditService;
  settings: Pick<ConfigService, 'get'>;
  failures: Pick<ItemFailures, 'begin'>;
}) {
  const { db, clock, ledger, auth, users, audit, settings, failures } = deps;
  // Told after a change to an auction has committed (the live stream).
  const listeners = new Set<(auctionId: number) => void>();
  const changed = (auctionId: number) => {
    for (const listener of listeners) listener(auctionId);
  };
  function onChange(listener: (auctionId: number) => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  async function insertAuction(tx: Tx, values: typeof nftAuctions.$inferInsert) {
    const [row] = await tx.insert(nftAuctions).values(values).returning();
    if (!row) throw new Error('nft auction insert returned nothing');
    return row;
  }

  const terms = (input: AuctionAddInput | AdminAuctionInput) => ({
    startPrice: micro(input.startPrice),
    incrementBp: input.incrementBp,
    reserve: input.reserve === null ? null : micro(input.reserve),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    createdAt: clock.now(),
  });

  /** `/api/auction/add`: an owner auctions a free copy of theirs; it is locked until the auction closes. */
  async function add(userId: number, input: AuctionAddInput): Promise<number> {
    return db.transaction(async (tx) => {
      const [copy] = await tx
        .select()
        .from(nftCopies)
        .where(and(eq(nftCopies.id, input.copyId), eq(nftCopies.ownerId, userId), isNull(nftCopies.burnedAt)))
        .for('update');
      if (!copy) throw new AppError('COPY_NOT_FOUND');
      if (copy.lockedFor !== null) throw new AppError('COPY_LOCKED');
      await tx.update(nftCopies).set({ lockedFor: 'auction' }).where(eq(nftCopies.id, copy.id));
      const row = await insertAuction(tx, {
        seriesId: copy.seriesId,
        copyId: copy.id,
        sellerId: userId,
        ...terms(input),
      });
      return row.id;
    });
  }

  /** The console's auction: one copy of the series reserved now, minted for the winner. */
  async function adminAdd(input: AdminAuctionInput, by: AuditActor): Promise<number> {
    return db.transaction(async (tx) => {
      const [series] = await tx
        .select()
        .from(nftSeries)
        .where(eq(nftSeries.id, input.seriesId))
        .for('update');
      if (!series) throw new AppError('SERIES_NOT_FOUND');
      if (series.supply - series.sold - series.reserved < 1) throw new AppError('SOLD_OUT');
      await tx
        .update(nftSeries)
        .set({ reserved: series.reserved + 1 })
        .where(eq(nftSeries.id, series.id));
      const row = await insertAuction(tx, { seriesId: series.id, ...terms(input) });
      await audit.record(tx, {
        ...by,
        action: 'nft.auction.create',
        targetType: 'nft_auction',
        targetId: row.id,
        before: null,
        after: { ...input },
      });
      return row.id;
    });
  }

  /**
   * Tells a user what happened to an auction (order tips). One of each kind per auction and user; an
   * `outbid` that happens again is raised again as new and unread.
   */
  async function tip(tx: Tx, userId: number, auctionId: number, kind: TipKind, now: Date) {
    await tx
      .insert(nftOrderTips)
      .values({ userId, auctionId, kind, createdAt: now })
      .onConflictDoUpdate({
        target: [nftOrderTips.auctionId, nftOrderTips.userId, nftOrderTips.kind],
        targetWhere: sql`${nftOrderTips.auctionId} IS NOT NULL`,
        set: { readAt: null, createdAt: now },
      });
  }

  /** Gives back what an auction holds when it closes without a sale: the owner's copy, or the reserved one. */
  async function giveBack(tx: Tx, a: AuctionRow) {
    if (a.copyId !== null) {
      await tx.update(nftCopies).set({ lockedFor: null }).where(eq(nftCopies.id, a.copyId));
      return;
    }
    await tx
      .update(nftSeries)
      .set({ reserved: sql`${nftSeries.reserved} - 1` })
      .where(eq(nftSeries.id, a.seriesId));
  }

  /** The auction `id` (locked with `lock`) and its leading bid, refused unless `userId` may bid `amount` now. */
  async function biddable(tx: Db | Tx, id: number, userId: number, amount: bigint, lock: boolean) {
    const query = tx.select().from(nftAuctions).where(eq(nftAuctions.id, id));
    const [a] = lock ? await query.for('update') : await query;
    if (!a) throw new AppError('AUCTION_NOT_FOUND');
    const state = auctionState(a, clock.now());
    if (state === 'upcoming') throw new AppError('AUCTION_NOT_STARTED', { time: a.startsAt.toISOString() });
    if (state !== 'live') throw new AppError('AUCTION_ENDED');
    if (a.sellerId === userId) throw new AppError('AUCTION_OWN');
    const [leading] = a.leadingBidId
      ? await tx.select().from(nftBids).where(eq(nftBids.id, a.leadingBidId))
      : [];
    if (leading?.userId === userId) throw new AppError('AUCTION_ALREADY_LEADING');
    const least = minimumBid(a.startPrice, leading?.amount ?? null, a.incrementBp);
    if (amount < least)
      throw new AppError('BID_TOO_LOW', { minimum: formatAmount(least) }, { minimum: formatAmount(least) });
    return { a, leading };
  }

  /**
   * `/api/auction/bid`: holds `amount` of the bidder's USDT, releases the beaten leader's hold, and moves
   * the end to 10 minutes after a bid made in its last 10 minutes. A bid that will be refused (too low,
   * too late, more than the bidder has) is refused from a plain read first, so it never makes the
   * auction's other bidders wait for its row lock; the transaction checks again under the lock.
   */
  async function bid(userId: number, input: BidInput): Promise<number> {
    await auth.verifyPayPassword(userId, input.payPassword);
    const amount = micro(input.amount);
    await biddable(db, input.id, userId, amount, false);
    await ledger.refuseUnaffordable(db, userId, 'USDT', amount);
    const id = await db.transaction(async (tx) => {
      const { a, leading } = await biddable(tx, input.id, userId, amount, true);
      const now = clock.now();
      const [placed] = await tx
        .insert(nftBids)
        .values({ auctionId: a.id, userId, amount, createdAt: now })
        .returning({ id: nftBids.id });
      if (!placed) throw new Error('bid insert returned nothing');
      const [from, escrow] = await Promise.all([
        ledger.userAccount(tx, userId, 'USDT'),
        ledger.systemAccount(tx, 'auction_escrow', 'USDT'),
      ]);
      unwrap(
        await ledger.hold(tx, {
          key: bidHoldKey(a.id, placed.id),
          debit: from,
          credit: escrow,
          asset: 'USDT',
          amount,
          code: 'bid_hold',
          refType: REF,
          refId: String(a.id),
        }),
      );
      if (leading) {
        unwrap(await ledger.void(tx, bidHoldKey(a.id, leading.id)));
        await tx.update(nftBids).set({ status: 'outbid' }).where(eq(nftBids.id, leading.id));
        await tip(tx, leading.userId, a.id, 'outbid', now);
      }
      // Anti-sniping: a bid in the last minutes leaves the others that long to answer it.
      const extended = new Date(now.getTime() + AUCTION_EXTEND_MINUTES * MINUTE);
      await tx
        .update(nftAuctions)
        .set({ leadingBidId: placed.id, bids: a.bids + 1, endsAt: extended > a.endsAt ? extended : a.endsAt })
        .where(eq(nftAuctions.id, a.id));
      return a.id;
    });
    changed(id);
    return id;
  }

  /** An operator cancels an auction nobody has bid on yet; what it held goes back. */
  async function cancel(id: number, by: AuditActor): Promise<void> {
    await db.transaction(async (tx) => {
      const [a] = await tx.select().from(nftAuctions).where(eq(nftAuctions.id, id)).for('update');
      if (!a) throw new AppError('AUCTION_NOT_FOUND');
      if (a.status !== 'open') throw new AppError('AUCTION_CLOSED');
      if (a.bids > 0) throw new AppError('AUCTION_HAS_BIDS');
      await tx
        .update(nftAuctions)
        .set({ status: 'cancelled', settledAt: clock.now() })
        .where(eq(nftAuctions.id, id));
      await giveBack(tx, a);
      await audit.record(tx, {
        ...by,
        action: 'nft.auction.cancel',
        targetType: 'nft_auction',
        targetId: id,
        before: { status: 'open' },
        after: { status: 'cancelled' },
      });
    });
    changed(id);
  }

  /**
   * Settles one ended auction, if it is still open (another server's job may have settled it between
   * the list and the lock). A leading bid at or above the reserve wins: its hold is posted to escrow,
   * the seller is paid the rest of it less the fee (the platform keeps all of it), the copy moves. Else
   * the leader's hold is released and the copy goes back. Answers whether this call settled it.
   */
  async function settle(id: number): Promise<boolean> {
    const settled = await db.transaction(async (tx) => {
      const [a] = await tx.select().from(nftAuctions).where(eq(nftAuctions.id, id)).for('update');
      const now = clock.now();
      if (!a || auctionState(a, now) !== 'ended') return false;
      const [leading] = a.leadingBidId
        ? await tx.select().from(nftBids).where(eq(nftBids.id, a.leadingBidId))
        : [];
      const sold = leading !== undefined && (a.reserve === null || leading.amount >= a.reserve);
      if (!sold) {
        if (leading) {
          unwrap(await ledger.void(tx, bidHoldKey(a.id, leading.id)));
          await tx.update(nftBids).set({ status: 'lost' }).where(eq(nftBids.id, leading.id));
        }
        await tx
          .update(nftAuctions)
          .set({ status: 'unsold', settledAt: now })
          .where(eq(nftAuctions.id, a.id));
        await giveBack(tx, a);
        for (const userId of [a.sellerId, leading?.userId])
          if (userId) await tip(tx, userId, a.id, 'auction_unsold', now);
        return true;
      }
      const fee =
        a.sellerId === null
          ? 0n
          : (leading.amount * BigInt((await settings.get(tx)).auction.feeBp)) / 10_000n;
      unwrap(await ledger.post(tx, bidHoldKey(a.id, leading.id)));
      await payOut(tx, a, leading, fee);
      const copyId = await moveCopy(tx, a, leading, now);
      await tx.update(nftBids).set({ status: 'won' }).where(eq(nftBids.id, leading.id));
      await tip(tx, leading.userId, a.id, 'won', now);
      if (a.sellerId) await tip(tx, a.sellerId, a.id, 'auction_sold', now);
      await tx
        .update(nftAuctions)
        .set({ status: 'sold', settledAt: now, fee, copyId })
        .where(eq(nftAuctions.id, a.id));
      return true;
    });
    if (settled) changed(id);
    return settled;
  }

  /** From escrow: the seller's proceeds and the platform's fee, or all of it to the platform's sales. */
  async function payOut(tx: Tx, a: AuctionRow, won: BidRow, fee: bigint) {
    const escrow = await ledger.systemAccount(tx, 'auction_escrow', 'USDT');
    const ref = { asset: 'USDT' as const, refType: REF, refId: String(a.id) };
    if (a.sellerId === null) {
      const sales = await ledger.systemAccount(tx, 'nft_sales', 'USDT');
      unwrap(
        await ledger.transfer(tx, {
          key: `nft:auction:${a.id}:sale`,
          debit: escrow,
          credit: sales,
          amount: won.amount,
          code: 'auction_sale',
          ...ref,
        }),
      );
      return;
    }
    const [seller, fees] = await Promise.all([
      ledger.userAccount(tx, a.sellerId, 'USDT'),
      ledger.systemAccount(tx, 'fees', 'USDT'),
    ]);
    unwrap(
      await ledger.transfer(tx, {
        key: `nft:auction:${a.id}:sale`,
        debit: escrow,
        credit: seller,
        amount: won.amount - fee,
        code: 'auction_sale',
        ...ref,
      }),
    );
    if (fee > 0n)
      unwrap(
        await ledger.transfer(tx, {
          key: `nft:auction:${a.id}:fee`,
          debit: escrow,
          credit: fees,
          amount: fee,
          code: 'auction_fee',
          ...ref,
        }),
      );
  }

  /** The copy to the winner: the owner's moves (unlocked), the platform's is minted. Answers its id. */
  async function moveCopy(tx: Tx, a: AuctionRow, won: BidRow, now: Date): Promise<number> {
    const ref = { refType: REF, refId: String(a.id), price: won.amount, now };
    if (a.copyId !== null && a.sellerId !== null) {
      await tx
        .update(nftCopies)
        .set({
          ownerId: won.userId,
          lockedFor: null,
          acquiredVia: 'auction',
          acquiredAt: now,
          price: won.amount,
        })
        .where(eq(nftCopies.id, a.copyId));
      await recordEvents(tx, [a.copyId], { event: 'sold', fromUser: a.sellerId, toUser: won.userId, ...ref });
      return a.copyId;
    }
    const [series] = await tx.select().from(nftSeries).where(eq(nftSeries.id, a.seriesId)).for('update');
    if (!series) throw new Error(`auction ${a.id}'s series vanished`);
    const [copy] = await mintCopies(tx, series, {
      ownerId: won.userId,
      count: 1,
      via: 'auction',
      price: won.amount,
      fromReserved: 1,
      now,
    });
    if (!copy) throw new Error('auction copy insert returned nothing');
    await recordEvents(tx, [copy.id], { event: 'minted', toUser: won.userId, ...ref });
    return copy.id;
  }

  /**
   * The job's pass: settles every ended open auction, each once and in its own transaction. One that
   * cannot settle (its winner's account is frozen) is kept as a failure and tried again after a
   * back-off; the auctions ending after it settle all the same.
   */
  async function settleDue(): Promise<{ settled: number }> {
    const pass = await failures.begin('auction-settlement');
    const due = await db
      .select({ id: nftAuctions.id })
      .from(nftAuctions)
      .where(and(eq(nftAuctions.status, 'open'), lte(nftAuctions.endsAt, clock.now())))
      .orderBy(asc(nftAuctions.endsAt));
    const settled = await pass.each(due, ({ id }) => settle(id));
    return { settled: settled.filter(Boolean).length };
  }

  // ---- reads -------------------------------------------------------------------------------------

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

  /** Everyone's auctions for the console, newest first. */
  async function adminList(page: number, limit: number) {
    const [rows, total] = await Promise.all([
      db.select().from(nftAuctions).orderBy(desc(nftAuctions.id)).limit(limit).offset(offsetOf(page, limit)),
      db.$count(nftAuctions),
    ]);
    return pageOf(await toAdmin(rows), total, page, limit);
  }

  async function adminOne(id: number) {
    const rows = await db.select().from(nftAuctions).where(eq(nftAuctions.id, id));
    const [view] = await toAdmin(rows);
    if (!view) throw new AppError('AUCTION_NOT_FOUND');
    return view;
  }

  return { add, adminAdd, bid, cancel, settle, settleDue, list, detail, adminList, adminOne, onChange };
}

export type NftAuctions = ReturnType<typeof createNftAuctions>;
