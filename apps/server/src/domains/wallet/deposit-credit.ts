import type { Network } from '@mcc/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { creditRecharge, lockTxHash, wholeTxStates } from './recharge-credit.ts';
import { recharges } from './wallet.tables.ts';
import type { RechargeRow } from './wallet-views.ts';

/** What decides a network's deposits: the depth awaited, the smallest credited (micro-USDT) and the carry. */
export interface DepositRule {
  network: Network;
  confirmations: number;
  minimum: bigint;
  /** Whether deposits below the minimum count towards the next one (`autoRecharge.carryBelowMinimum`). */
  carry: boolean;
}

/** Told of deposits once credited (their transaction committed): the user's notice. Its failure undoes nothing. */
export type OnCredited = (rows: RechargeRow[]) => unknown;

/**
 * Crediting a chain deposit (one transfer, one row) that is deep enough, whichever path found it deep
 * (the scanner, the pasted hash, the confirmation job): in the caller's transaction, under the lock of
 * its transaction hash and of its row, so two servers credit it once and a manual recharge of the same
 * hash never credits beside it.
 */
export function createDepositCredit(deps: {
  ledger: Ledger;
  clock: Clock;
  log: FastifyBaseLogger;
  onCredited: OnCredited;
}) {
  const { ledger, clock, log, onCredited } = deps;

  function announce(rows: RechargeRow[]) {
    if (rows.length === 0) return;
    Promise.resolve()
      .then(() => onCredited(rows))
      .catch((err) => log.error({ err, ids: rows.map((r) => r.id) }, 'deposit credited, its notice failed'));
  }

  /**
   * The row `id` (of `txHash`), still waiting and `due` as it stands under its lock, is settled:
   * - a whole-transaction row of the same hash (a manual recharge, or an automatic one from before the
   *   scanner) that credited or may credit: refused, TX_HASH_USED (never both); one an operator still
   *   reviews: left waiting (approving it is refused while this row exists, so it can only be rejected);
   * - below the network's minimum: `below_minimum` (BELOW_MINIMUM), unless with the carry the user's
   *   uncredited ones of the network reach it together: then each is credited (its own ledger transfer);
   * - else credited.
   * Answers the rows credited; they are announced once the caller's transaction has committed.
   */
  async function settleIn(
    tx: Tx,
    row: Pick<RechargeRow, 'id' | 'txHash'>,
    rule: DepositRule,
    due: (locked: RechargeRow) => boolean,
  ): Promise<RechargeRow[]> {
    await lockTxHash(tx, row.txHash);
    const [locked] = await tx
      .select()
      .from(recharges)
      .where(and(eq(recharges.id, row.id), eq(recharges.state, 'confirming')))
      .for('update');
    if (!locked || !due(locked)) return [];
    const now = clock.now();
    const whole = await wholeTxStates(tx, locked.txHash);
    if (whole.includes('reviewing')) return [];
    if (whole.includes('approved') || whole.includes('confirming')) {
      log.warn(
        { id: locked.id, txHash: locked.txHash },
        'chain deposit of a hash a whole-transaction recharge holds',
      );
      await tx
        .update(recharges)
        .set({ state: 'rejected', reason: 'TX_HASH_USED', reviewedAt: now })
        .where(eq(recharges.id, locked.id));
      return [];
    }
    const carried = rule.carry
      ? await tx
          .select()
          .from(recharges)
          .where(
            and(
              eq(recharges.userId, locked.userId),
              eq(recharges.network, locked.network),
              eq(recharges.state, 'below_minimum'),
            ),
          )
          .orderBy(asc(recharges.id))
          .for('update')
      : [];
    const total = carried.reduce((sum, r) => sum + r.amount, locked.amount);
    if (total < rule.minimum) {
      await tx
        .update(recharges)
        .set({ state: 'below_minimum', reason: 'BELOW_MINIMUM', reviewedAt: now })
        .where(eq(recharges.id, locked.id));
      return [];
    }
    const credited = await tx
      .update(recharges)
      .set({ state: 'approved', reason: '', reviewedAt: now })
      .where(inArray(recharges.id, [locked.id, ...carried.map((r) => r.id)]))
      .returning();
    credited.sort((a, b) => a.id - b.id);
    for (const r of credited) await creditRecharge(tx, ledger, r);
    afterCommit(tx, () => announce(credited));
    return credited;
  }

  return { settleIn };
}

export type DepositCredit = ReturnType<typeof createDepositCredit>;
