import {
  type ListInput,
  parseAmount,
  RESALE_PAY_MINUTES,
  type ReferenceType,
  resaleFee,
} from '@mcc/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { ItemFailures } from '../../../jobs/item-failures.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { ConfigService } from '../../config/config.service.ts';
import { type Ledger, unwrap } from '../../ledger/ledger.service.ts';
import type { SecurityService } from '../../security/security.service.ts';
import type { UploadService } from '../../upload/upload.service.ts';
import {
  nftAppeals,
  nftCopies,
  nftCopyEvents,
  nftListings,
  nftOrders,
  nftOrderTips,
} from '../core/nft.tables.ts';
import { closeLate, drainLate, lateOrders } from '../core/nft-expiry.ts';
import { claimOrderSlot } from '../core/nft-order-quota.ts';
import type { ListingRow, OrderRow } from '../core/nft-views.ts';

export const NFT_LISTING_REF: ReferenceType = 'nft_listing';
/** Late resale orders closed per transaction by the expiry pass. */
const EXPIRY_CHUNK = 200;

type TipKind = typeof nftOrderTips.$inferInsert.kind;

/** The hold of a listing's fee on the seller's USDT, from listing to sale. */
export const feeKey = (listingId: number) => `nft:listing:${listingId}:fee`;

/**
 * Why an order in `status` cannot take the step asked for, as the error users read. Shared by every
 * step of a resale order, so a forbidden step answers the same key whichever step it was.
 */
export function closedOrderError(status: OrderRow['status']): AppError {
  switch (status) {
    case 'paid':
    case 'appealing':
      return new AppError('ORDER_ALREADY_PAID');
    case 'completed':
      return new AppError('ORDER_COMPLETED');
    case 'expired':
      return new AppError('ORDER_EXPIRED');
    case 'cancelled':
      return new AppError('ORDER_CANCELLED');
    default:
      return new AppError('ORDER_NOT_PAID');
  }
}

/**
 * NFT resale, person to person. Every step is one transaction; rows are locked in one order
 * everywhere — the order, then its listing, then the copy — and ordering takes the listing's lock
 * alone, so no two steps wait on each other in a circle. The seller's fee is held from listing to sale
 * (`feeKey`), posted when the copy moves, released when the copy is unlisted.
 */
export function createNftResale(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: Pick<AuthService, 'verifyPayPassword'>;
  uploads: Pick<UploadService, 'isUploadedBy'>;
  settings: Pick<ConfigService, 'get'>;
  failures: Pick<ItemFailures, 'begin'>;
  security: Pick<SecurityService, 'assertUnlocked' | 'secondFactor'>;
}) {
  const { db, clock, ledger, auth, uploads, settings, failures, security } = deps;

  async function tip(tx: Tx, orderId: number, userId: number, kind: TipKind, now: Date) {
    await tx.insert(nftOrderTips).values({ userId, orderId, kind, createdAt: now }).onConflictDoNothing();
  }

  /** Refuses a user whose USDT account an operator froze: they may neither list nor buy. */
  async function assertNotFrozen(tx: Tx | Db, userId: number) {
    const accounts = await ledger.accountsOf(tx, userId);
    if (accounts.some((a) => a.asset === 'USDT' && a.kind === 'main' && a.frozen))
      throw new AppError('ACCOUNT_FROZEN');
  }

  async function lockListing(tx: Tx, id: number): Promise<ListingRow | undefined> {
    const [row] = await tx.select().from(nftListings).where(eq(nftListings.id, id)).for('update');
    return row;
  }

  /**
   * Puts one of the caller's copies on sale and holds the fee from their USDT. Answers the listing's id.
   * Refused while the account's hold runs: the payment methods say where buyers pay, which a thief who
   * just took the account would make theirs (docs/security.md).
   */
  async function list(userId: number, input: ListInput): Promise<number> {
    const price = parseAmount(input.price);
    if (price === undefined || price <= 0n) throw new AppError('AMOUNT_INVALID');
    await security.assertUnlocked(userId);
    const { resale } = await settings.get();
    return db.transaction(async (tx) => {
      const [copy] = await tx
        .select()
        .from(nftCopies)
        .where(and(eq(nftCopies.id, input.copyId), eq(nftCopies.ownerId, userId)))
        .for('update');
      if (!copy || copy.burnedAt) throw new AppError('COPY_NOT_FOUND');
      if (copy.lockedFor) throw new AppError('COPY_LOCKED');
      await assertNotFrozen(tx, userId);
      const fee = resaleFee(price, resale.feeBp);
      const [listing] = await tx
        .insert(nftListings)
        .values({
          copyId: copy.id,
          seriesId: copy.seriesId,
          sellerId: userId,
          price,
          fee,
          payMethods: input.payMethods,
          createdAt: clock.now(),
        })
        .returning({ id: nftListings.id });
      if (!listing) throw new Error('nft listing insert returned nothing');
      await tx.update(nftCopies).set({ lockedFor: 'listing' }).where(eq(nftCopies.id, copy.id));
      if (fee > 0n) {
        const [from, fees] = await Promise.all([
          ledger.userAccount(tx, userId, 'USDT'),
          ledger.systemAccount(tx, 'fees', 'USDT'),
        ]);
        unwrap(
          await ledger.hold(tx, {
            key: feeKey(listing.id),
            debit: from,
            credit: fees,
            asset: 'USDT',
            amount: fee,
            code: 'nft_resale_fee',
            refType: NFT_LISTING_REF,
            refId: String(listing.id),
          }),
        );
      }
      return listing.id;
    });
  }

  /** Takes a listing off sale while no order holds it: the copy is free again, the fee released. */
  async function unlist(userId: number, id: number): Promise<number> {
    return db.transaction(async (tx) => {
      const listing = await lockListing(tx, id);
      if (!listing || listing.sellerId !== userId) throw new AppError('LISTING_NOT_FOUND');
      if (listing.status === 'ordered') throw new AppError('LISTING_IN_ORDER');
      if (listing.status !== 'listed') throw new AppError('LISTING_CLOSED');
      await tx
        .update(nftListings)
        .set({ status: 'unlisted', closedAt: clock.now() })
        .where(eq(nftListings.id, id));
      await tx.update(nftCopies).set({ lockedFor: null }).where(eq(nftCopies.id, listing.copyId));
      if (listing.fee > 0n) unwrap(await ledger.void(tx, feeKey(id)));
      return id;
    });
  }

  /**
   * Orders a listed copy: it is locked for the buyer for `RESALE_PAY_MINUTES`. The buyer's quota of
   * unpaid orders is claimed first, under their own lock (`claimOrderSlot`); then the listing's row lock
   * makes one order of many racing for it the winner, the rest find it ordered. Answers the order's id.
   */
  async function order(userId: number, listingId: number): Promise<number> {
    const { resale } = await settings.get();
    await assertNotFrozen(db, userId);
    return db.transaction(async (tx) => {
      await claimOrderSlot(tx, 'resale', userId, clock.now(), {
        dailyLimit: resale.dailyCancelLimit,
        openLimit: resale.openOrderLimit,
      });
      const listing = await lockListing(tx, listingId);
      if (!listing) throw new AppError('LISTING_NOT_FOUND');
      if (listing.sellerId === userId) throw new AppError('OWN_LISTING');
      if (listing.status !== 'listed') throw new AppError('LISTING_NOT_AVAILABLE');
      const now = clock.now();
      const [created] = await tx
        .insert(nftOrders)
        .values({
          kind: 'resale',
          userId,
          seriesId: listing.seriesId,
          listingId: listing.id,
          copyId: listing.copyId,
          sellerId: listing.sellerId,
          quantity: 1,
          unitPrice: listing.price,
          amount: listing.price,
          fee: listing.fee,
          deadline: new Date(now.getTime() + RESALE_PAY_MINUTES * 60_000),
          createdAt: now,
        })
        .returning({ id: nftOrders.id });
      if (!created) throw new Error('nft resale order insert returned nothing');
      await tx.update(nftListings).set({ status: 'ordered' }).where(eq(nftListings.id, listing.id));
      await tip(tx, created.id, listing.sellerId, 'ordered', now);
      return created.id;
    });
  }

  /** A resale order of `userId`'s side (`buyer` or `seller`), locked; another's reads as missing. */
  async function lockOrder(tx: Tx, id: number, side: 'buyer' | 'seller', userId: number) {
    const [row] = await tx
      .select()
      .from(nftOrders)
      .where(and(eq(nftOrders.id, id), eq(side === 'buyer' ? nftOrders.userId : nftOrders.sellerId, userId)))
      .for('update');
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  /** Gives an unpaid order's copy back to its listing: expired or cancelled. */
  async function release(tx: Tx, o: OrderRow, status: 'expired' | 'cancelled', now: Date) {
    await tx.update(nftOrders).set({ status, closedAt: now }).where(eq(nftOrders.id, o.id));
    if (o.listingId !== null)
      await tx.update(nftListings).set({ status: 'listed' }).where(eq(nftListings.id, o.listingId));
  }

  /** Up to a chunk of the late unpaid resale orders `where` picks, locked (those others hold are skipped). */
  const lockLate = (tx: Tx, where: SQL | undefined) =>
    tx
      .select()
      .from(nftOrders)
      .where(lateOrders('resale', clock.now(), where))
      .orderBy(asc(nftOrders.deadline), asc(nftOrders.id))
      .limit(EXPIRY_CHUNK)
      .for('update', { skipLocked: true });

  /**
   * Closes late unpaid resale orders, locked: the status moves from unpaid under the row lock, so each
   * returns its copy to the listing exactly once however many passes run. Answers how many it closed.
   */
  async function expire(tx: Tx, due: OrderRow[]): Promise<number> {
    const now = clock.now();
    for (const o of due) {
      await release(tx, o, 'expired', now);
      await tip(tx, o.id, o.userId, 'expired', now);
      if (o.sellerId !== null) await tip(tx, o.id, o.sellerId, 'expired', now);
    }
    return due.length;
  }

  const expiry = { lockLate, close: expire };
  const expireDue = () => drainLate(failures, expiry);

  /** The late resale orders a user buys or sells, closed before they read their orders. */
  const expireLateOf = (userId: number) =>
    closeLate(
      db,
      'resale',
      clock.now(),
      sql`(${nftOrders.userId} = ${userId} OR ${nftOrders.sellerId} = ${userId})`,
      expiry,
    );

  /**
   * Runs `step` on the buyer's unpaid order; a late one is closed instead (committed) and refused as
   * expired.
   */
  async function onUnpaid(
    userId: number,
    id: number,
    step: (tx: Tx, o: OrderRow, now: Date) => Promise<void>,
  ) {
    const done = await db.transaction(async (tx) => {
      const o = await lockOrder(tx, id, 'buyer', userId);
      if (o.kind !== 'resale') throw new AppError('PAY_INPUT_INVALID');
      if (o.status !== 'unpaid') throw closedOrderError(o.status);
      const now = clock.now();
      if (o.deadline <= now) {
        await expire(tx, [o]);
        return false;
      }
      await step(tx, o, now);
      return true;
    });
    if (!done) throw new AppError('ORDER_EXPIRED');
    return id;
  }

  /** The buyer marks the order paid, with a proof image they uploaded; the seller is told. */
  async function markPaid(userId: number, input: { id: number; proof: string }): Promise<number> {
    if (!(await uploads.isUploadedBy(userId, input.proof))) throw new AppError('PROOF_INVALID');
    return onUnpaid(userId, input.id, async (tx, o, now) => {
      await tx
        .update(nftOrders)
        .set({ status: 'paid', paidAt: now, proof: input.proof })
        .where(eq(nftOrders.id, o.id));
      if (o.sellerId !== null) await tip(tx, o.id, o.sellerId, 'buyer_paid', now);
    });
  }

  /**
   * The buyer cancels before paying: the copy goes back on sale. Never refused for the daily limit: the
   * order already holds its unit of it (`claimOrderSlot`), and a refused cancel would only keep the copy
   * from everyone until it lapsed.
   */
  async function cancel(userId: number, id: number): Promise<number> {
    return onUnpaid(userId, id, async (tx, o, now) => {
      await release(tx, o, 'cancelled', now);
      if (o.sellerId !== null) await tip(tx, o.id, o.sellerId, 'cancelled', now);
    });
  }

  /**
   * Moves the copy of a paid (or appealed) order to its buyer: the order completes, the listing is
   * sold, the seller's held fee is posted, the history and both sides' notifications written. In the
   * caller's transaction, with the order locked.
   */
  async function complete(tx: Tx, o: OrderRow, now: Date) {
    if (o.listingId === null || o.copyId === null || o.sellerId === null)
      throw new Error(`nft order ${o.id} is not a resale`);
    const listing = await lockListing(tx, o.listingId);
    if (!listing) throw new Error(`nft listing ${o.listingId} vanished`);
    const [moved] = await tx
      .update(nftCopies)
      .set({
        ownerId: o.userId,
        orderId: o.id,
        acquiredVia: 'resale',
        acquiredAt: now,
        price: o.amount,
        lockedFor: null,
      })
      .where(and(eq(nftCopies.id, o.copyId), eq(nftCopies.ownerId, o.sellerId)))
      .returning({ id: nftCopies.id });
    // The owner changes only here, under the listing's lock: a copy never has two owners.
    if (!moved) throw new Error(`nft copy ${o.copyId} is no longer the seller's`);
    await tx.insert(nftCopyEvents).values({
      copyId: o.copyId,
      event: 'sold',
      fromUser: o.sellerId,
      toUser: o.userId,
      price: o.amount,
      refType: 'nft_order',
      refId: String(o.id),
      createdAt: now,
    });
    await tx.update(nftListings).set({ status: 'sold', closedAt: now }).where(eq(nftListings.id, listing.id));
    await tx.update(nftOrders).set({ status: 'completed', closedAt: now }).where(eq(nftOrders.id, o.id));
    if (listing.fee > 0n) unwrap(await ledger.post(tx, feeKey(listing.id)));
    await tip(tx, o.id, o.sellerId, 'sold', now);
    await tip(tx, o.id, o.userId, 'received', now);
  }

  /**
   * The seller confirms the buyer's payment arrived: the copy moves (`complete`). Allowed while an
   * appeal is open too (a seller who finds the payment ends the dispute); the appeal is closed then.
   * The copy leaves the account: as a withdrawal, refused while held and asking for 2FA when on.
   */
  async function confirm(
    userId: number,
    input: { id: number; payPassword: string; totpCode?: string },
  ): Promise<number> {
    await security.assertUnlocked(userId);
    await auth.verifyPayPassword(userId, input.payPassword);
    await security.secondFactor(userId, input.totpCode);
    await db.transaction(async (tx) => {
      const o = await lockOrder(tx, input.id, 'seller', userId);
      if (o.status !== 'paid' && o.status !== 'appealing') throw closedOrderError(o.status);
      const now = clock.now();
      await complete(tx, o, now);
      if (o.status === 'appealing')
        await tx
          .update(nftAppeals)
          .set({ status: 'closed', decision: 'buyer', decidedAt: now })
          .where(eq(nftAppeals.orderId, o.id));
    });
    return input.id;
  }

  return {
    list,
    unlist,
    order,
    markPaid,
    cancel,
    confirm,
    complete,
    release,
    lockOrder,
    tip,
    expireDue,
    expireLateOf,
  };
}

export type NftResale = ReturnType<typeof createNftResale>;
