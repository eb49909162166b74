import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { type ItemFailures, itemsWhere } from '../../../jobs/item-failures.ts';
import { nftOrders } from './nft.tables.ts';

type OrderKind = typeof nftOrders.$inferSelect.kind;

/** How one kind of order expires, in one transaction: lock up to a chunk of late orders, close them. */
export interface Expiry<Row extends { id: number }> {
  /** Up to a chunk of the late orders `where` picks, locked; orders another transaction holds are skipped. */
  lockLate(tx: Tx, where: SQL | undefined): Promise<Row[]>;
  /** Closes orders `lockLate` locked; answers how many. */
  close(tx: Tx, due: Row[]): Promise<number>;
}

/** Unpaid orders of `kind` past their deadline at `now`, among those `where` picks. */
export const lateOrders = (kind: OrderKind, now: Date, where?: SQL) =>
  and(eq(nftOrders.kind, kind), eq(nftOrders.status, 'unpaid'), lte(nftOrders.deadline, now), where);

/**
 * The job's run: every late order, a chunk per transaction; an order that cannot be closed is kept
 * as a failure and the others are closed all the same (item-failures.ts). Answers how many it closed.
 */
export async function drainLate<Row extends { id: number }>(
  failures: Pick<ItemFailures, 'begin'>,
  expiry: Expiry<Row>,
): Promise<{ expired: number }> {
  const pass = await failures.begin('order-expiry');
  const closed = await pass.drain({
    take: (tx, filter) => expiry.lockLate(tx, itemsWhere(nftOrders.id, filter)),
    work: expiry.close,
  });
  return { expired: closed.reduce((sum, n) => sum + n, 0) };
}

/**
 * Closes the late orders of `kind` that `where` picks (a user's own, before they read them), with one
 * cheap count first so a read without late orders opens no transaction.
 */
export async function closeLate<Row extends { id: number }>(
  db: Db,
  kind: OrderKind,
  now: Date,
  where: SQL,
  expiry: Expiry<Row>,
) {
  if ((await db.$count(nftOrders, lateOrders(kind, now, where))) > 0)
    await db.transaction(async (tx) => expiry.close(tx, await expiry.lockLate(tx, where)));
}
