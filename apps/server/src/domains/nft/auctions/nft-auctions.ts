import {
  type AdminAuctionInput,
  AUCTION_EXTEND_MINUTES,
  type AuctionAddInput,
  type AuctionState,
  type BidInput,
  formatAmount,
  INPUT_DECIMALS,
  minimumBid,
  parseAmount,
  type TipKind,
} from '@mcc/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuditActor, AuditService } from '../../admin/audit.service.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import { type Ledger, unwrap } from '../../ledger/ledger.service.ts';
import { nftCopies, nftOrderTips, nftSeries } from '../core/nft.tables.ts';
import { nftAuctions, nftBids } from '../core/nft-auction.tables.ts';

export type AuctionRow = typeof nftAuctions.$inferSelect;
export type BidRow = typeof nftBids.$inferSelect;

export const AUCTION_REF = 'nft_auction' as const;
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
 * Tells a user what happened to an auction (order tips). One of each kind per auction and user; an
 * `outbid` that happens again is raised again as new and unread.
 */
export async function tip(tx: Tx, userId: number, auctionId: number, kind: TipKind, now: Date) {
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
export async function giveBack(tx: Tx, a: AuctionRow) {
  if (a.copyId !== null) {
    await tx.update(nftCopies).set({ lockedFor: null }).where(eq(nftCopies.id, a.copyId));
    return;
  }
  await tx
    .update(nftSeries)
    .set({ reserved: sql`${nftSeries.reserved} - 1` })
    .where(eq(nftSeries.id, a.seriesId));
}

/**
 * Auctions put up and bid on: an owner's copy, the console's own, bids and their holds, an operator's
 * cancel. `changed` is told after each change has committed.
 */
export function createAuctionBids(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  audit: AuditService;
  changed: (auctionId: number) => void;
}) {
  const { db, clock, ledger, auth, audit, changed } = deps;

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
          refType: AUCTION_REF,
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

  return { add, adminAdd, bid, cancel };
}
