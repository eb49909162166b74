import { and, eq, gt, inArray, notExists, or } from 'drizzle-orm';
import { lockKey, type Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { nftAppeals, nftOrders } from './nft.tables.ts';

const DAY_MS = 24 * 60 * 60_000;

type OrderKind = typeof nftOrders.$inferSelect.kind;

/** How many orders of one kind a buyer may leave unpaid. */
export interface OrderQuota {
  /** Cancels plus lapses allowed in any rolling 24 hours. */
  dailyLimit: number;
  /** Unpaid orders held at once. */
  openLimit: number;
}

/**
 * Refuses a new order of `kind` that would let the buyer hold copies from everyone else beyond their
 * quota; call it in the transaction that inserts the order. The buyer's own advisory lock makes the
 * count and the insert one step: a buyer's parallel orders (on any server, the lock is the database's)
 * are counted one after another, and no shared row is locked, so other buyers never wait on it.
 *
 * A cancel happens when it is made, a lapse at its order's deadline (whether or not the expiry job
 * has closed it yet). Every unpaid order holds one unit of the daily limit, since it may still end
 * cancelled or lapsed: so cancels and lapses in any 24 hours never pass the limit, however many
 * orders were open when they happened, and cancelling never needs refusing (it frees the copy
 * sooner than the lapse that would count the same). Cancels an appeal decided are the operator's, not
 * the buyer's, and do not count.
 */
export async function claimOrderSlot(tx: Tx, kind: OrderKind, userId: number, now: Date, quota: OrderQuota) {
  await lockKey(tx, `nft-buyer:${userId}`);
  const since = new Date(now.getTime() - DAY_MS);
  const rows = await tx
    .select({ status: nftOrders.status, deadline: nftOrders.deadline, closedAt: nftOrders.closedAt })
    .from(nftOrders)
    .where(
      and(
        eq(nftOrders.userId, userId),
        eq(nftOrders.kind, kind),
        or(
          and(inArray(nftOrders.status, ['unpaid', 'expired']), gt(nftOrders.deadline, since)),
          and(
            eq(nftOrders.status, 'cancelled'),
            gt(nftOrders.closedAt, since),
            notExists(tx.select().from(nftAppeals).where(eq(nftAppeals.orderId, nftOrders.id))),
          ),
        ),
      ),
    );
  const open = rows.filter((o) => o.status === 'unpaid' && o.deadline > now).length;
  const spent = rows
    .filter((o) => o.status !== 'unpaid' || o.deadline <= now)
    .map((o) => (o.status === 'cancelled' && o.closedAt ? o.closedAt : o.deadline).getTime())
    .sort((a, b) => a - b);
  if (spent.length >= quota.dailyLimit) {
    // Ordering is possible again once enough of the oldest leave the window to go below the limit.
    const until = (spent[spent.length - quota.dailyLimit] ?? 0) + DAY_MS;
    const wait = Math.max(1, Math.ceil((until - now.getTime()) / 60_000));
    throw new AppError(
      'CANCEL_LIMIT',
      { limit: quota.dailyLimit, hours: Math.floor(wait / 60), minutes: wait % 60 },
      { until: new Date(until).toISOString() },
    );
  }
  if (open >= Math.min(quota.openLimit, quota.dailyLimit - spent.length))
    throw new AppError('UNPAID_ORDER_LIMIT', { count: open }, { count: open });
}
