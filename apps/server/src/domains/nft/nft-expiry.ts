import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { nftOrders } from './nft.tables.ts';

type OrderKind = typeof nftOrders.$inferSelect.kind;
/** One pass of an expiry: closes up to a chunk of the late orders `where` picks, answers how many. */
type ExpirePass = (tx: Tx, where: SQL | undefined) => Promise<number>;

/** Unpaid orders of `kind` past their deadline at `now`, among those `where` picks. */
export const lateOrders = (kind: OrderKind, now: Date, where?: SQL) =>
  and(eq(nftOrders.kind, kind), eq(nftOrders.status, 'unpaid'), lte(nftOrders.deadline, now), where);

/** The job's run: `pass` over every late order, a chunk per transaction. Answers how many it closed. */
export async function drainLate(db: Db, pass: ExpirePass, chunk: number): Promise<{ expired: number }> {
  let expired = 0;
  for (;;) {
    const n = await db.transaction((tx) => pass(tx, undefined));
    expired += n;
    if (n < chunk) return { expired };
  }
}

/**
 * Closes the late orders of `kind` that `where` picks (a user's own, before they read them), with one
 * cheap count first so a read without late orders opens no transaction.
 */
export async function closeLate(db: Db, kind: OrderKind, now: Date, where: SQL, pass: ExpirePass) {
  if ((await db.$count(nftOrders, lateOrders(kind, now, where))) > 0)
    await db.transaction((tx) => pass(tx, where));
}
