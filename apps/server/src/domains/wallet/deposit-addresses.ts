import type { Network } from '@mcc/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DepositChain } from '../../chain/chains.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import { depositAddresses } from './chain-scan.tables.ts';

/** Users whose addresses one backfill step derives and stores. */
const BACKFILL_BATCH = 500;

/**
 * The deposit addresses the scanner watches (`deposit_addresses`): each stored when first derived (the
 * deposit page asks for it), and every existing user's filled in by a backfill the scanner runs a batch
 * at a time. A transfer's recipient is mapped to its user here, so a range's transfers cost one query
 * whatever the number of users.
 */
export function createDepositAddresses(deps: {
  db: Db;
  clock: Clock;
  users: Pick<UserDirectory, 'idsAfter'>;
  log: FastifyBaseLogger;
}) {
  const { db, clock, users, log } = deps;
  /** Per network, the last user id the backfill has passed (this process's walk; a restart walks again). */
  const walked = new Map<Network, number>();

  async function store(rows: { network: Network; address: string; userId: number }[]) {
    if (rows.length === 0) return;
    const createdAt = clock.now();
    await db
      .insert(depositAddresses)
      .values(rows.map((r) => ({ ...r, createdAt })))
      .onConflictDoNothing();
  }

  /** Keeps a user's address as derived (again and again: the first time counts). */
  const remember = (network: Network, userId: number, address: string) =>
    store([{ network, address, userId }]);

  /** The users of these addresses on a network (addresses nobody owns are absent). */
  async function usersOf(network: Network, addresses: string[]): Promise<Map<string, number>> {
    if (addresses.length === 0) return new Map();
    const rows = await db
      .select({ address: depositAddresses.address, userId: depositAddresses.userId })
      .from(depositAddresses)
      .where(
        and(
          eq(depositAddresses.network, network),
          inArray(depositAddresses.address, [...new Set(addresses)]),
        ),
      );
    return new Map(rows.map((r) => [r.address, r.userId]));
  }

  /**
   * One step of the backfill: the next batch of users without a stored address on the network gets
   * one. A user whose address cannot be derived or stored is logged and passed over; the rest are kept.
   * Answers whether the walk reached the newest user (later steps only look at users who signed up since).
   */
  async function backfill(network: Network, chain: Pick<DepositChain, 'addressOf'>): Promise<boolean> {
    const after = walked.get(network) ?? 0;
    const ids = await users.idsAfter(after, BACKFILL_BATCH);
    if (ids.length === 0) return true;
    const known = await db
      .select({ userId: depositAddresses.userId })
      .from(depositAddresses)
      .where(and(eq(depositAddresses.network, network), inArray(depositAddresses.userId, ids)));
    const have = new Set(known.map((k) => k.userId));
    const rows = ids.flatMap((userId) => {
      if (have.has(userId)) return [];
      try {
        return [{ network, userId, address: chain.addressOf(userId) }];
      } catch (e) {
        log.error({ err: e, network, userId }, 'deposit address not derived');
        return [];
      }
    });
    try {
      await store(rows);
    } catch (e) {
      // The batch failed as a whole: each row alone, so one bad row does not hold the others back.
      log.warn({ err: e, network }, 'deposit addresses stored one by one');
      for (const row of rows)
        await store([row]).catch((err) => log.error({ err, ...row }, 'deposit address not stored'));
    }
    walked.set(network, ids[ids.length - 1] as number);
    return ids.length < BACKFILL_BATCH;
  }

  return { remember, usersOf, backfill };
}

export type DepositAddresses = ReturnType<typeof createDepositAddresses>;
