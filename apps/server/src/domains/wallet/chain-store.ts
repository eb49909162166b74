import type { Network } from '@mcc/contract';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { BlockRef } from '../../chain/chain.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { chainBlocks, chainCursors } from './chain-scan.tables.ts';

/** How long a scanner holds a network after its last move: one that stops renewing is replaced after it. */
export const LEASE_MS = 30_000;
/** Kept blocks compared at once when looking for where a reorganisation began. */
const KEPT_READ = 200;

/** The scanner no longer holds the network's lease (another server took it over): its work is undone. */
export class LeaseLost extends Error {}

/**
 * The scanner's own rows: each network's cursor with its lease (`chain_cursors`), and the hashes of
 * the blocks it read (`chain_blocks`). Every move of a cursor is conditional on the block it was at and
 * on holding the lease, so a server that lost the lease (or is late) changes nothing.
 */
export function createChainStore(deps: { db: Db; clock: Clock; owner: string }) {
  const { db, clock, owner } = deps;
  const leaseEnd = () => new Date(clock.now().getTime() + LEASE_MS);

  /**
   * Takes (or renews) the network's lease, creating its cursor at `firstBlock` the first time. A new
   * token in the settings starts the cursor again at the head: the old token's blocks hold nothing of
   * the new one's deposits worth reading from its genesis, and the pasted-hash path still meets older
   * ones. Answers the cursor, or undefined while another server holds an unexpired lease.
   */
  async function takeLease(network: Network, token: string, head: number, firstBlock: number) {
    await db.insert(chainCursors).values({ network, token, nextBlock: firstBlock }).onConflictDoNothing();
    const now = clock.now();
    const [cursor] = await db
      .update(chainCursors)
      .set({ leaseOwner: owner, leaseUntil: leaseEnd() })
      .where(
        and(
          eq(chainCursors.network, network),
          or(
            isNull(chainCursors.leaseOwner),
            eq(chainCursors.leaseOwner, owner),
            lt(chainCursors.leaseUntil, now),
          ),
        ),
      )
      .returning();
    if (!cursor || cursor.token === token) return cursor;
    const [restarted] = await db
      .update(chainCursors)
      .set({ token, nextBlock: head })
      .where(and(eq(chainCursors.network, network), eq(chainCursors.leaseOwner, owner)))
      .returning();
    return restarted;
  }

  /** Moves the cursor from `from` to `to` and renews the lease, or throws LeaseLost (undoing the caller's transaction). */
  async function moveCursor(tx: Tx, network: Network, from: number, to: number, head?: number) {
    const [moved] = await tx
      .update(chainCursors)
      .set({
        nextBlock: to,
        leaseUntil: leaseEnd(),
        ...(head === undefined ? {} : { head, scannedAt: clock.now() }),
      })
      .where(
        and(
          eq(chainCursors.network, network),
          eq(chainCursors.nextBlock, from),
          eq(chainCursors.leaseOwner, owner),
        ),
      )
      .returning({ network: chainCursors.network });
    if (!moved) throw new LeaseLost(`${network}: the cursor moved on or the lease was taken over`);
  }

  /** The newest kept blocks of the network, newest first. */
  const keptBlocks = (network: Network): Promise<BlockRef[]> =>
    db
      .select({ number: chainBlocks.number, hash: chainBlocks.hash })
      .from(chainBlocks)
      .where(eq(chainBlocks.network, network))
      .orderBy(desc(chainBlocks.number))
      .limit(KEPT_READ);

  async function keepBlocks(tx: Tx, network: Network, blocks: BlockRef[]) {
    if (blocks.length === 0) return;
    await tx
      .insert(chainBlocks)
      .values(blocks.map((b) => ({ network, ...b })))
      .onConflictDoUpdate({
        target: [chainBlocks.network, chainBlocks.number],
        set: { hash: sql`excluded.hash` },
      });
  }

  const forgetAbove = (tx: Tx, network: Network, ancestor: number) =>
    tx.delete(chainBlocks).where(and(eq(chainBlocks.network, network), gt(chainBlocks.number, ancestor)));

  /** Forgets the blocks below `below`, the newest kept one excepted (a reorganisation is compared from it). */
  const prune = (network: Network, below: number) =>
    db
      .delete(chainBlocks)
      .where(
        and(
          eq(chainBlocks.network, network),
          lt(chainBlocks.number, below),
          lt(
            chainBlocks.number,
            sql`(select max(${chainBlocks.number}) from ${chainBlocks} where ${chainBlocks.network} = ${network})`,
          ),
        ),
      );

  return { takeLease, moveCursor, keptBlocks, keepBlocks, forgetAbove, prune };
}
