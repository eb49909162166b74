import { ORDER_MAX_QUANTITY, ORDER_PAY_MINUTES, type ReferenceType } from '@mcc/contract';
import { and, asc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { ItemFailures } from '../../../jobs/item-failures.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { ConfigService } from '../../config/config.service.ts';
import { type Ledger, unwrap } from '../../ledger/ledger.service.ts';
import { nftCopies, nftCopyEvents, nftOrders, nftOrderTips, nftSeries } from '../core/nft.tables.ts';
import { closeLate, drainLate, lateOrders } from '../core/nft-expiry.ts';
import { claimOrderSlot } from '../core/nft-order-quota.ts';
import { type OrderRow, type SeriesRow, seriesState } from '../core/nft-views.ts';

export const NFT_ORDER_REF: ReferenceType = 'nft_order';
/** Late orders closed per transaction by the expiry pass. */
const EXPIRY_CHUNK = 200;

/** Copies a user has bought or holds in unpaid orders of a series (what the per-user limit counts). */
export async function takenBy(tx: Tx | Db, userId: number, seriesId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${nftOrders.quantity}), 0)::int` })
    .from(nftOrders)
    .where(
      and(
        eq(nftOrders.userId, userId),
        eq(nftOrders.seriesId, seriesId),
        eq(nftOrders.kind, 'primary'),
        inArray(nftOrders.status, ['unpaid', 'paid']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * How many copies `userId` may order now: what is left, what the per-user limit leaves them, and one
 * order's maximum. `taken` is `takenBy` for the user.
 */
export function canBuy(series: SeriesRow, taken: number): number {
  const left = series.supply - series.sold - series.reserved;
  const limitLeft = series.perUserLimit > 0 ? series.perUserLimit - taken : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(left, limitLeft, ORDER_MAX_QUANTITY));
}

/**
 * The primary sale: order (reserve), pay (debit and mint), and the expiry of late orders. Locks are
 * taken in one order everywhere — orders before their series — except that ordering holds its series
 * and only ever skips locked orders, so no two of these can wait on each other in a circle.
 */
export function createNftSale(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  auth: AuthService;
  settings: Pick<ConfigService, 'get'>;
  failures: Pick<ItemFailures, 'begin'>;
}) {
  const { db, clock, ledger, auth, settings, failures } = deps;

  /**
   * Up to a chunk of the late unpaid orders `where` picks, locked. Orders another transaction holds
   * are skipped; their holder (a payment, another pass) decides them.
   */
  const lockLate = (tx: Tx, where: SQL | undefined) =>
    tx
      .select({ id: nftOrders.id, seriesId: nftOrders.seriesId, quantity: nftOrders.quantity })
      .from(nftOrders)
      .where(lateOrders('primary', clock.now(), where))
      .orderBy(asc(nftOrders.deadline), asc(nftOrders.id))
      .limit(EXPIRY_CHUNK)
      .for('update', { skipLocked: true });

  /**
   * Closes the late orders `lockLate` locked and gives their copies back to their series: the status
   * moves from unpaid under the row lock, so a reservation returns exactly once however many passes
   * run at the same moment. Answers how many it closed.
   */
  async function expire(tx: Tx, due: Awaited<ReturnType<typeof lockLate>>): Promise<number> {
    if (due.length === 0) return 0;
    const now = clock.now();
    const back = new Map<number, number>();
    for (const o of due) back.set(o.seriesId, (back.get(o.seriesId) ?? 0) + o.quantity);
    // Series in id order, so two passes never lock two series the other way round.
    for (const seriesId of [...back.keys()].sort((a, b) => a - b)) {
      await tx
        .update(nftSeries)
        .set({ reserved: sql`${nftSeries.reserved} - ${back.get(seriesId) ?? 0}` })
        .where(eq(nftSeries.id, seriesId));
    }
    const ids = due.map((o) => o.id);
    const closed = await tx
      .update(nftOrders)
      .set({ status: 'expired', closedAt: now })
      .where(inArray(nftOrders.id, ids))
      .returning({ id: nftOrders.id, userId: nftOrders.userId });
    await tx
      .insert(nftOrderTips)
      .values(
        closed.map((o) => ({ userId: o.userId, orderId: o.id, kind: 'expired' as const, createdAt: now })),
      )
      .onConflictDoNothing();
    return closed.length;
  }

  const expiry = { lockLate, close: expire };
  /** Closes the late orders `where` picks (up to a chunk); answers how many. */
  const expireIn = async (tx: Tx, where: SQL) => expire(tx, await lockLate(tx, where));

  /** The job's pass: every late order, a chunk per transaction. Answers how many it closed. */
  const expireDue = () => drainLate(failures, expiry);

  /** A user's own late orders, closed before their orders or notifications are read. */
  const expireLateOf = (userId: number) =>
    closeLate(db, 'primary', clock.now(), eq(nftOrders.userId, userId), expiry);

  /**
   * Whether a series is sold out with no lapsed reservation to give back, read without its lock: most of
   * a drop's crowd arrives after the last copy is taken, and is told so without queueing behind the
   * buyers who hold the lock. Anything else (and a series that only just sold out) takes the locked path.
   */
  async function plainlySoldOut(seriesId: number): Promise<boolean> {
    const [series] = await db.select().from(nftSeries).where(eq(nftSeries.id, seriesId));
    if (!series?.published || seriesState(series, clock.now()) !== 'sold_out') return false;
    const late = await db.$count(
      nftOrders,
      and(
        eq(nftOrders.seriesId, seriesId),
        eq(nftOrders.kind, 'primary'),
        eq(nftOrders.status, 'unpaid'),
        lte(nftOrders.deadline, clock.now()),
      ),
    );
    return late === 0;
  }

  /**
   * Reserves `quantity` copies for `ORDER_PAY_MINUTES`. The series row is locked first, so parallel
   * orders see each other's reservations and never take more than the supply; the user's own orders
   * are counted under the same lock, so the per-user limit holds too. Before it, the buyer's quota of
   * unpaid orders is claimed under their own lock (`claimOrderSlot`): lapses count, so no one keeps a
   * drop's copies by ordering again each time an order lapses. It comes first so that a buyer queued
   * behind their own parallel order waits without holding the drop's lock. Answers the order's id.
   */
  async function add(userId: number, input: { seriesId: number; quantity: number }): Promise<number> {
    if (await plainlySoldOut(input.seriesId)) throw new AppError('SOLD_OUT');
    const { primarySale } = await settings.get();
    return db.transaction(async (tx) => {
      // No cap of its own on unpaid orders: each holds a unit of the lapse limit, which bounds them.
      const { dailyLapseLimit } = primarySale;
      await claimOrderSlot(tx, 'primary', userId, clock.now(), {
        dailyLimit: dailyLapseLimit,
        openLimit: dailyLapseLimit,
      });
      const lock = () => tx.select().from(nftSeries).where(eq(nftSeries.id, input.seriesId)).for('update');
      let [series] = await lock();
      if (!series?.published) throw new AppError('SERIES_NOT_FOUND');
      const now = clock.now();
      const state = seriesState(series, now);
      if (state === 'upcoming')
        throw new AppError('SALE_NOT_STARTED', {}, { saleStart: series.saleStart.toISOString() });
      if (state === 'ended') throw new AppError('SALE_ENDED');
      const [unpaid] = await tx
        .select({ id: nftOrders.id })
        .from(nftOrders)
        .where(
          and(
            eq(nftOrders.userId, userId),
            eq(nftOrders.seriesId, series.id),
            eq(nftOrders.kind, 'primary'),
            eq(nftOrders.status, 'unpaid'),
          ),
        );
      if (unpaid) throw new AppError('ORDER_UNPAID_EXISTS', {}, { orderId: unpaid.id });
      if (series.supply - series.sold - series.reserved < input.quantity) {
        // Lapsed reservations of this series go back on sale before anyone is told it is gone.
        if ((await expireIn(tx, eq(nftOrders.seriesId, series.id))) > 0) [series] = await lock();
        if (!series) throw new Error(`nft series ${input.seriesId} vanished`);
      }
      const left = series.supply - series.sold - series.reserved;
      if (left === 0) throw new AppError('SOLD_OUT');
      const taken = await takenBy(tx, userId, series.id);
      if (series.perUserLimit > 0 && taken + input.quantity > series.perUserLimit) {
        const limitLeft = Math.max(0, series.perUserLimit - taken);
        throw new AppError(
          'PER_USER_LIMIT',
          { limit: series.perUserLimit, left: limitLeft },
          { left: limitLeft },
        );
      }
      if (left < input.quantity) throw new AppError('NOT_ENOUGH_LEFT', { left }, { left });

      const [order] = await tx
        .insert(nftOrders)
        .values({
          userId,
          seriesId: series.id,
          quantity: input.quantity,
          unitPrice: series.price,
          amount: series.price * BigInt(input.quantity),
          deadline: new Date(now.getTime() + ORDER_PAY_MINUTES * 60_000),
          createdAt: now,
        })
        .returning();
      if (!order) throw new Error('nft order insert returned nothing');
      await tx
        .update(nftSeries)
        .set({ reserved: series.reserved + input.quantity })
        .where(eq(nftSeries.id, series.id));
      return order.id;
    });
  }

  /** Debits the order's USDT and mints its copies, serials `sold + 1 …` in payment order. */
  async function mint(tx: Tx, order: OrderRow, now: Date) {
    const [series] = await tx.select().from(nftSeries).where(eq(nftSeries.id, order.seriesId)).for('update');
    if (!series) throw new Error(`nft series ${order.seriesId} vanished`);
    const serials = Array.from({ length: order.quantity }, (_, i) => series.sold + 1 + i);
    await tx
      .update(nftSeries)
      .set({ sold: series.sold + order.quantity, reserved: series.reserved - order.quantity })
      .where(eq(nftSeries.id, series.id));
    const copies = await tx
      .insert(nftCopies)
      .values(
        serials.map((serial) => ({
          seriesId: series.id,
          serial,
          ownerId: order.userId,
          orderId: order.id,
          acquiredVia: 'primary' as const,
          acquiredAt: now,
          price: order.unitPrice,
        })),
      )
      .returning({ id: nftCopies.id });
    await tx.insert(nftCopyEvents).values(
      copies.map((c) => ({
        copyId: c.id,
        event: 'minted' as const,
        toUser: order.userId,
        price: order.unitPrice,
        refType: NFT_ORDER_REF,
        refId: String(order.id),
        createdAt: now,
      })),
    );
    const [from, sales] = await Promise.all([
      ledger.userAccount(tx, order.userId, 'USDT'),
      ledger.systemAccount(tx, 'nft_sales', 'USDT'),
    ]);
    unwrap(
      await ledger.transfer(tx, {
        key: `nft:order:${order.id}:pay`,
        debit: from,
        credit: sales,
        asset: 'USDT',
        amount: order.amount,
        code: 'nft_buy',
        refType: NFT_ORDER_REF,
        refId: String(order.id),
      }),
    );
  }

  /**
   * Pays an unpaid order: the USDT debit, the copies, the order's new state and its notification
   * commit together or not at all (too little USDT leaves the order unpaid, to pay after a recharge).
   * An order past its deadline is closed instead, and the payment refused. Answers the order's id.
   */
  async function pay(userId: number, input: { id: number; payPassword: string }): Promise<number> {
    await auth.verifyPayPassword(userId, input.payPassword);
    // Paying locks the series, which every buyer of the drop waits for: a buyer who cannot pay is
    // told so from a plain read first (the debit checks again under its lock).
    const [unpaid] = await db
      .select({ amount: nftOrders.amount })
      .from(nftOrders)
      .where(
        and(
          eq(nftOrders.id, input.id),
          eq(nftOrders.userId, userId),
          eq(nftOrders.status, 'unpaid'),
          gt(nftOrders.deadline, clock.now()),
        ),
      );
    if (unpaid) await ledger.refuseUnaffordable(db, userId, 'USDT', unpaid.amount);
    const paid = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(nftOrders)
        .where(and(eq(nftOrders.id, input.id), eq(nftOrders.userId, userId)))
        .for('update');
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      // A resale order is paid to the seller, with a proof.
      if (order.kind !== 'primary') throw new AppError('PAY_INPUT_INVALID');
      if (order.status === 'paid') throw new AppError('ORDER_ALREADY_PAID');
      if (order.status === 'expired') throw new AppError('ORDER_EXPIRED');
      const now = clock.now();
      if (order.deadline <= now) {
        await expireIn(tx, eq(nftOrders.id, order.id));
        return false;
      }
      await mint(tx, order, now);
      await tx
        .update(nftOrders)
        .set({ status: 'paid', paidAt: now, closedAt: now })
        .where(eq(nftOrders.id, order.id));
      await tx.insert(nftOrderTips).values({ userId, orderId: order.id, kind: 'paid', createdAt: now });
      return true;
    });
    // Thrown after the commit, so the late order stays closed.
    if (!paid) throw new AppError('ORDER_EXPIRED');
    return input.id;
  }

  return { add, pay, expireDue, expireLateOf };
}

export type NftSale = ReturnType<typeof createNftSale>;
