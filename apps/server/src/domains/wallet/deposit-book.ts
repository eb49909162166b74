import type { Network } from '@mcc/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { chainAlerts } from './chain-scan.tables.ts';
import type { DepositCredit, DepositRule } from './deposit-credit.ts';
import { lockTxHash } from './recharge-credit.ts';
import { recharges } from './wallet.tables.ts';
import type { RechargeRow } from './wallet-views.ts';

/** Waiting deposits one settling pass looks at; the next pass takes the rest. */
const SETTLE_BATCH = 500;

/** A transfer of the network's token to a user's deposit address, as the chain showed it. */
export interface ChainDeposit {
  userId: number;
  txHash: string;
  /** Its place among the token's `Transfer` events of its transaction. */
  logIndex: number;
  /** Micro-USDT. */
  amount: bigint;
  from: string;
  to: string;
  token: string;
  block: number;
  blockHash: string | null;
  confirmations: number;
}

const chainRows = (network: Network) => and(eq(recharges.network, network), isNotNull(recharges.logIndex));

/**
 * The chain's deposits as rows of `recharges` (kind `auto`, one per transfer, keyed by the transaction
 * and the transfer's place in it): recorded as `confirming` by whichever path sees them first, kept
 * at their depth, settled when deep enough (`deposit-credit.ts`), rewound when a reorganisation undoes
 * their block, dropped when their transaction never comes back.
 */
export function createDepositBook(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  credit: DepositCredit;
}) {
  const { db, clock, log, credit } = deps;

  /**
   * Records transfers in the caller's transaction: a new one as a waiting row; one already recorded
   * and still waiting gets the block it is in now; a credited one whose block was undone (an open
   * alert) is marked found again, with its new block. Under each hash's lock, which a manual recharge
   * of the hash takes too.
   */
  async function record(tx: Tx, network: Network, deposits: ChainDeposit[], required: number) {
    if (deposits.length === 0) return;
    const now = clock.now();
    for (const hash of [...new Set(deposits.map((d) => d.txHash))].sort()) await lockTxHash(tx, hash);
    const inserted = await tx
      .insert(recharges)
      .values(
        deposits.map((d) => ({
          userId: d.userId,
          kind: 'auto' as const,
          network,
          txHash: d.txHash,
          logIndex: d.logIndex,
          amount: d.amount,
          state: 'confirming' as const,
          chainFrom: d.from,
          chainTo: d.to,
          chainToken: d.token,
          chainBlock: d.block,
          chainBlockHash: d.blockHash,
          confirmations: d.confirmations,
          requiredConfirmations: required,
          checkedAt: now,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ txHash: recharges.txHash, logIndex: recharges.logIndex });
    const fresh = new Set(inserted.map((r) => `${r.txHash}:${r.logIndex}`));
    for (const d of deposits) if (!fresh.has(`${d.txHash}:${d.logIndex}`)) await seenAgain(tx, d, now);
  }

  async function seenAgain(tx: Tx, d: ChainDeposit, now: Date) {
    const facts = {
      chainBlock: d.block,
      chainBlockHash: d.blockHash,
      confirmations: d.confirmations,
      checkedAt: now,
    };
    const transfer = and(eq(recharges.txHash, d.txHash), eq(recharges.logIndex, d.logIndex));
    const [waiting] = await tx
      .update(recharges)
      .set(facts)
      .where(and(transfer, eq(recharges.state, 'confirming')))
      .returning({ id: recharges.id });
    if (waiting) return;
    const [credited] = await tx
      .select({ id: recharges.id })
      .from(recharges)
      .where(and(transfer, eq(recharges.state, 'approved')));
    if (!credited) return;
    const [alert] = await tx
      .update(chainAlerts)
      .set({ reincludedAt: now })
      .where(
        and(
          eq(chainAlerts.rechargeId, credited.id),
          isNull(chainAlerts.resolvedAt),
          isNull(chainAlerts.reincludedAt),
        ),
      )
      .returning({ id: chainAlerts.id });
    if (!alert) return;
    await tx.update(recharges).set(facts).where(eq(recharges.id, credited.id));
    log.warn(
      { rechargeId: credited.id, block: d.block },
      'a credited deposit whose block was undone is on chain again',
    );
  }

  /**
   * A reorganisation undid the network's blocks above `ancestor`: their uncredited deposits wait for a
   * block again (no block, no depth); a credited one is never changed silently: an operator alert (one
   * open per deposit) and a log line, the ledger untouched.
   */
  async function rewind(tx: Tx, network: Network, ancestor: number) {
    const now = clock.now();
    const above = and(chainRows(network), gt(recharges.chainBlock, ancestor));
    await tx
      .update(recharges)
      .set({
        state: 'confirming',
        reason: '',
        reviewedAt: null,
        chainBlock: null,
        chainBlockHash: null,
        confirmations: 0,
        checkedAt: now,
      })
      .where(and(above, inArray(recharges.state, ['confirming', 'below_minimum'])));
    const credited = await tx
      .select()
      .from(recharges)
      .where(and(above, eq(recharges.state, 'approved')));
    for (const row of credited) {
      const [alert] = await tx
        .insert(chainAlerts)
        .values({
          network,
          kind: 'credited_reorged',
          rechargeId: row.id,
          block: row.chainBlock ?? ancestor + 1,
          blockHash: row.chainBlockHash ?? '',
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: chainAlerts.id });
      if (alert)
        log.error(
          { network, rechargeId: row.id, userId: row.userId, block: row.chainBlock, alertId: alert.id },
          'a credited deposit’s block was undone by a reorganisation: operator alert raised',
        );
      // Undone again after it was found again: the open alert says it is gone once more.
      else
        await tx
          .update(chainAlerts)
          .set({ reincludedAt: null })
          .where(and(eq(chainAlerts.rechargeId, row.id), isNull(chainAlerts.resolvedAt)));
    }
  }

  /** Keeps the depth of the network's waiting deposits current (one statement), as of the scanner's `head`. */
  async function refresh(network: Network, head: number, required: number) {
    await db
      .update(recharges)
      .set({
        confirmations: sql`greatest(0, ${head} - ${recharges.chainBlock} + 1)`,
        requiredConfirmations: required,
        checkedAt: clock.now(),
      })
      .where(and(chainRows(network), eq(recharges.state, 'confirming'), isNotNull(recharges.chainBlock)));
  }

  /** Waiting deposits whose transaction has been in no block since their time-out: refused, TX_DROPPED. */
  async function drop(network: Network, timeoutMs: number) {
    const now = clock.now();
    const dropped = await db
      .update(recharges)
      .set({ state: 'rejected', reason: 'TX_DROPPED', reviewedAt: now })
      .where(
        and(
          chainRows(network),
          eq(recharges.state, 'confirming'),
          isNull(recharges.chainBlock),
          lt(recharges.createdAt, new Date(now.getTime() - timeoutMs)),
        ),
      )
      .returning({ id: recharges.id });
    if (dropped.length > 0) log.warn({ network, ids: dropped.map((r) => r.id) }, 'chain deposits dropped');
  }

  /**
   * Settles the network's deposits deep enough as of `head` whose block the caller `trusts` (its hash is
   * the one the scanner holds for that height), each in its own transaction. Answers how many credited.
   */
  async function settleDue(
    network: Network,
    head: number,
    rule: DepositRule,
    trusts: (row: RechargeRow) => boolean,
  ) {
    const deepest = head - rule.confirmations + 1;
    const due = await db
      .select()
      .from(recharges)
      .where(
        and(
          chainRows(network),
          eq(recharges.state, 'confirming'),
          isNotNull(recharges.chainBlock),
          sql`${recharges.chainBlock} <= ${deepest}`,
        ),
      )
      .orderBy(asc(recharges.id))
      .limit(SETTLE_BATCH);
    let credited = 0;
    for (const row of due.filter(trusts)) {
      // Under the lock, the row must still be in the block that was trusted.
      const unchanged = (locked: RechargeRow) =>
        locked.chainBlock === row.chainBlock && locked.chainBlockHash === row.chainBlockHash;
      // One deposit that cannot be settled is logged and left for the next pass; the others go on.
      try {
        const rows = await db.transaction((tx) => credit.settleIn(tx, row, rule, unchanged));
        credited += rows.length;
      } catch (err) {
        log.error({ err, rechargeId: row.id }, 'chain deposit not settled');
      }
    }
    return credited;
  }

  return { record, rewind, refresh, drop, settleDue };
}

export type DepositBook = ReturnType<typeof createDepositBook>;
