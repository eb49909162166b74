import { formatAmount, parseAmount } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { ProposalRow, Proposals } from '../admin/proposal.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import { creditRecharge, hasTransferRows, lockTxHash } from './recharge-credit.ts';
import { toRecharge, toWithdrawal } from './wallet.service.ts';
import { recharges, withdrawals } from './wallet.tables.ts';

type RechargeState = (typeof recharges.$inferSelect)['state'];
type WithdrawalState = (typeof withdrawals.$inferSelect)['state'];

/** What a payout proposal pays: one pending proposal per withdrawal. */
const payoutRef = (id: number) => `withdrawal:${id}`;

/**
 * The operator's side of the USDT wallet: approve or reject recharges, pay or reject withdrawals (a
 * payout above the four-eyes threshold is proposed, and paid on another operator's approval). Each
 * decision is one transaction holding the state change, its ledger movements and its audit row, taken
 * under a row lock so two operators deciding at once cannot both win.
 */
export function createWalletReview(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  audit: AuditService;
  settings: ConfigService;
  proposals: Proposals;
}) {
  const { db, clock, ledger, audit, settings, proposals } = deps;

  async function lockedRecharge(tx: Tx, id: number) {
    const [row] = await tx.select().from(recharges).where(eq(recharges.id, id)).for('update');
    if (!row) throw new AppError('RECHARGE_NOT_FOUND');
    if (row.state !== 'reviewing') throw new AppError('ALREADY_REVIEWED');
    return row;
  }

  async function lockedWithdrawal(tx: Tx, id: number) {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (row.state !== 'reviewing') throw new AppError('ALREADY_REVIEWED');
    return row;
  }

  /**
   * A manual recharge credits its whole transaction: never when the chain's rows (one per transfer to a
   * user's deposit address) hold its hash, which credit by themselves. The hash's lock comes before the
   * row's, in the order the chain's path takes them.
   */
  async function approveRecharge(id: number, by: AuditActor) {
    return db.transaction(async (tx) => {
      const [seen] = await tx
        .select({ txHash: recharges.txHash })
        .from(recharges)
        .where(eq(recharges.id, id));
      if (seen) await lockTxHash(tx, seen.txHash);
      const before = await lockedRecharge(tx, id);
      if (await hasTransferRows(tx, before.txHash)) throw new AppError('RECHARGE_SEEN_ON_CHAIN');
      await creditRecharge(tx, ledger, before);
      return decideRecharge(tx, before, 'approved', '', by);
    });
  }

  async function rejectRecharge(id: number, reason: string, by: AuditActor) {
    return db.transaction(async (tx) =>
      decideRecharge(tx, await lockedRecharge(tx, id), 'rejected', reason, by),
    );
  }

  async function decideRecharge(
    tx: Tx,
    before: typeof recharges.$inferSelect,
    state: RechargeState,
    reason: string,
    by: AuditActor,
  ) {
    const [after] = await tx
      .update(recharges)
      .set({ state, reason, reviewedBy: by.operator?.id ?? null, reviewedAt: clock.now() })
      .where(eq(recharges.id, before.id))
      .returning();
    if (!after) throw new Error(`recharge ${before.id} vanished`);
    await audit.record(tx, {
      ...by,
      action: state === 'approved' ? 'recharge.approve' : 'recharge.reject',
      targetType: 'recharge',
      targetId: before.id,
      before: { state: before.state },
      after: { state, reason, amount: formatAmount(after.amount), userId: after.userId },
    });
    return toRecharge(after);
  }

  /**
   * Paid: the holds post (the money leaves for good). Rejected: the holds void (the money is back).
   * In the caller's transaction (an approved payout proposal's) or its own. Neither while a payout
   * proposal of it waits: that one is decided first.
   */
  async function resolveIn(
    tx: Tx,
    id: number,
    state: WithdrawalState,
    detail: { txHash?: string; reason?: string; proposalId?: number; override?: string },
    by: AuditActor,
  ) {
    const before = await lockedWithdrawal(tx, id);
    if (detail.proposalId === undefined && (await proposals.pendingOf(tx, payoutRef(id))))
      throw new AppError('PROPOSAL_PENDING');
    if (detail.txHash) await hashUnused(tx, detail.txHash);
    const type = state === 'paid' ? 'post' : 'void';
    const keys = [`withdrawal:${id}`, ...(before.fee > 0n ? [`withdrawal:${id}:fee`] : [])];
    unwrap(
      await ledger.batch(
        tx,
        keys.map((key) => ({ type, key })),
      ),
    );
    const [after] = await tx
      .update(withdrawals)
      .set({
        state,
        txHash: detail.txHash ?? '',
        reason: detail.reason ?? '',
        resolvedBy: by.operator?.id ?? null,
        resolvedAt: clock.now(),
      })
      .where(eq(withdrawals.id, id))
      .returning();
    if (!after) throw new Error(`withdrawal ${id} vanished`);
    await audit.record(tx, {
      ...by,
      action: state === 'paid' ? 'withdrawal.pay' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: id,
      before: { state: before.state },
      after: {
        state,
        txHash: after.txHash,
        reason: after.reason,
        amount: formatAmount(after.amount),
        ...(detail.proposalId === undefined ? {} : { proposalId: detail.proposalId }),
        ...(detail.override === undefined ? {} : { fourEyesOverride: detail.override }),
      },
    });
    return toWithdrawal(after);
  }

  async function hashUnused(tx: Tx, txHash: string) {
    const [used] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.txHash, txHash));
    if (used) throw new AppError('TX_HASH_USED');
  }

  /**
   * Pays a withdrawal by the chain transaction `txHash`. Above the four-eyes threshold it is proposed
   * instead (the withdrawal stays under review until another operator approves: `applyPayout`); the
   * command line, which has no second operator, pays it only with an `override` note for the audit
   * log, and refuses without one (`FOUR_EYES_REQUIRED`).
   */
  async function payWithdrawal(
    id: number,
    txHash: string,
    by: AuditActor,
    options: { override?: string } = {},
  ) {
    return db.transaction(async (tx) => {
      const w = await lockedWithdrawal(tx, id);
      const limit = (await settings.get(tx)).fourEyes.payoutAbove;
      if (w.amount <= (parseAmount(limit) ?? 0n) || options.override !== undefined)
        return resolveIn(tx, id, 'paid', { txHash, override: options.override }, by);
      if (!by.operator) throw new AppError('FOUR_EYES_REQUIRED', { limit });
      if (await proposals.pendingOf(tx, payoutRef(id))) throw new AppError('PROPOSAL_PENDING');
      await hashUnused(tx, txHash);
      await proposals.proposeIn(
        tx,
        {
          kind: 'payout',
          userId: w.userId,
          asset: 'USDT',
          amount: w.amount,
          ref: payoutRef(id),
          params: { withdrawalId: id, txHash },
          reason: '',
        },
        by,
      );
      return toWithdrawal(w);
    });
  }

  /** Pays an approved payout proposal, in the approval's transaction. */
  async function applyPayout(tx: Tx, p: ProposalRow, by: AuditActor) {
    const { withdrawalId, txHash } = p.params as { withdrawalId: number; txHash: string };
    await resolveIn(tx, withdrawalId, 'paid', { txHash, proposalId: p.id }, by);
    return { withdrawalId, txHash };
  }

  return {
    approveRecharge,
    rejectRecharge,
    payWithdrawal,
    applyPayout,
    rejectWithdrawal: (id: number, reason: string, by: AuditActor) =>
      db.transaction((tx) => resolveIn(tx, id, 'rejected', { reason }, by)),
    /** Requests waiting for an operator (the dashboard's queues). */
    waitingRequests: async () => {
      const [r, w] = await Promise.all([
        db.$count(recharges, eq(recharges.state, 'reviewing')),
        db.$count(withdrawals, eq(withdrawals.state, 'reviewing')),
      ]);
      return { recharges: r, withdrawals: w };
    },
    /** One user's requests, counted (the user detail page). */
    requestsOf: async (userId: number) => {
      const [r, w] = await Promise.all([
        db.$count(recharges, eq(recharges.userId, userId)),
        db.$count(withdrawals, eq(withdrawals.userId, userId)),
      ]);
      return { recharges: r, withdrawals: w };
    },
  };
}

export type WalletReview = ReturnType<typeof createWalletReview>;
