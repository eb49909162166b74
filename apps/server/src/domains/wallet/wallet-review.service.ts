import { formatAmount } from '@mcc/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { UserDirectory } from '../auth/user-directory.service.ts';
import { type Ledger, unwrap } from '../ledger/ledger.service.ts';
import { creditRecharge } from './recharge-credit.ts';
import { toRecharge, toWithdrawal } from './wallet.service.ts';
import { recharges, withdrawals } from './wallet.tables.ts';

type RechargeState = (typeof recharges.$inferSelect)['state'];
type RechargeKind = (typeof recharges.$inferSelect)['kind'];
type WithdrawalState = (typeof withdrawals.$inferSelect)['state'];

/**
 * The operator's side of the USDT wallet: approve or reject recharges, pay or reject withdrawals.
 * Each decision is one transaction holding the state change, its ledger movements and its audit row,
 * taken under a row lock so two operators deciding at once cannot both win.
 */
export function createWalletReview(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  audit: AuditService;
  users: UserDirectory;
}) {
  const { db, clock, ledger, audit, users } = deps;

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

  async function approveRecharge(id: number, by: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await lockedRecharge(tx, id);
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

  /** Paid: the holds post (the money leaves for good). Rejected: the holds void (the money is back). */
  async function resolveWithdrawal(
    id: number,
    state: WithdrawalState,
    detail: { txHash?: string; reason?: string },
    by: AuditActor,
  ) {
    return db.transaction(async (tx) => {
      const before = await lockedWithdrawal(tx, id);
      if (detail.txHash) {
        const [used] = await tx
          .select({ id: withdrawals.id })
          .from(withdrawals)
          .where(eq(withdrawals.txHash, detail.txHash));
        if (used) throw new AppError('TX_HASH_USED');
      }
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
        after: { state, txHash: after.txHash, reason: after.reason, amount: formatAmount(after.amount) },
      });
      return toWithdrawal(after);
    });
  }

  /** Review queues, oldest first when filtered to `reviewing` (first come, first served), else newest first. */
  async function listRecharges(filter: {
    state?: RechargeState;
    kind?: RechargeKind;
    page: number;
    limit: number;
  }) {
    const where: SQL | undefined = and(
      filter.state ? eq(recharges.state, filter.state) : undefined,
      filter.kind ? eq(recharges.kind, filter.kind) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(recharges)
        .where(where)
        .orderBy(filter.state === 'reviewing' ? recharges.id : desc(recharges.id))
        .limit(filter.limit)
        .offset(offsetOf(filter.page, filter.limit)),
      db.$count(recharges, where),
    ]);
    const uids = await users.uidsOf(rows.map((r) => r.userId));
    const list = rows.map((r) => ({ ...toRecharge(r), userId: r.userId, uid: uids.get(r.userId) ?? '' }));
    return pageOf(list, total, filter.page, filter.limit);
  }

  async function listWithdrawals(filter: { state?: WithdrawalState; page: number; limit: number }) {
    const where: SQL | undefined = filter.state ? eq(withdrawals.state, filter.state) : undefined;
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(filter.state === 'reviewing' ? withdrawals.id : desc(withdrawals.id))
        .limit(filter.limit)
        .offset(offsetOf(filter.page, filter.limit)),
      db.$count(withdrawals, where),
    ]);
    const uids = await users.uidsOf(rows.map((w) => w.userId));
    const list = rows.map((w) => ({ ...toWithdrawal(w), userId: w.userId, uid: uids.get(w.userId) ?? '' }));
    return pageOf(list, total, filter.page, filter.limit);
  }

  return {
    approveRecharge,
    rejectRecharge,
    payWithdrawal: (id: number, txHash: string, by: AuditActor) =>
      resolveWithdrawal(id, 'paid', { txHash }, by),
    rejectWithdrawal: (id: number, reason: string, by: AuditActor) =>
      resolveWithdrawal(id, 'rejected', { reason }, by),
    listRecharges,
    listWithdrawals,
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
