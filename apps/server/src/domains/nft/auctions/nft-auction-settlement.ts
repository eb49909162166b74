import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { ItemFailures } from '../../../jobs/item-failures.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ConfigService } from '../../config/config.service.ts';
import { type Ledger, unwrap } from '../../ledger/ledger.service.ts';
import { nftCopies, nftSeries } from '../core/nft.tables.ts';
import { nftAuctions, nftBids } from '../core/nft-auction.tables.ts';
import { mintCopies, recordEvents } from '../core/nft-mint.ts';
import {
  AUCTION_REF,
  type AuctionRow,
  auctionState,
  type BidRow,
  bidHoldKey,
  giveBack,
  tip,
} from './nft-auctions.ts';

/**
 * Settling ended auctions: the winner's hold to escrow and on to the seller and the fee, the copy to
 * the winner; without a sale, the hold released and the copy given back. `changed` is told after each
 * settlement has committed.
 */
export function createAuctionSettlement(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  settings: Pick<ConfigService, 'get'>;
  failures: Pick<ItemFailures, 'begin'>;
  changed: (auctionId: number) => void;
}) {
  const { db, clock, ledger, settings, failures, changed } = deps;

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
    const ref = { asset: 'USDT' as const, refType: AUCTION_REF, refId: String(a.id) };
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
    const ref = { refType: AUCTION_REF, refId: String(a.id), price: won.amount, now };
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

  return { settle, settleDue };
}
