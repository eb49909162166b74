import { count, eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { HourlyMetric, PendingQueue } from '../admin/admin-trends.service.ts';
import { recharges, withdrawals } from './wallet.tables.ts';

/** Approved recharges by network, when they were credited (`recharges_approved_idx`). */
const deposits: HourlyMetric = {
  name: 'deposits',
  events: (within) => sql`
    SELECT ${recharges.reviewedAt} AS at, ${recharges.network}::text AS dim, ${recharges.amount} AS amount
    FROM ${recharges}
    WHERE ${recharges.state} = 'approved' AND (${within(sql`${recharges.reviewedAt}`)})`,
};

/** Paid withdrawals by network, when they were paid: the amount sent (`withdrawals_paid_idx`). */
const paidWithdrawals: HourlyMetric = {
  name: 'withdrawals',
  events: (within) => sql`
    SELECT ${withdrawals.resolvedAt} AS at, ${withdrawals.network}::text AS dim, ${withdrawals.amount} AS amount
    FROM ${withdrawals}
    WHERE ${withdrawals.state} = 'paid' AND (${within(sql`${withdrawals.resolvedAt}`)})`,
};

/** The wallet's figures for the console's dashboard: money in and out per hour, the review queues. */
export function createWalletStats(deps: { db: Db }) {
  const { db } = deps;

  async function queue(kind: 'recharges' | 'withdrawals'): Promise<PendingQueue> {
    const table = kind === 'recharges' ? recharges : withdrawals;
    const [row] = await db
      .select({ count: count(), oldestAt: min(table.createdAt) })
      .from(table)
      .where(eq(table.state, 'reviewing'));
    return { kind, count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
  }

  return {
    metrics: [deposits, paidWithdrawals],
    /** Recharges and withdrawals waiting for an operator, and since when the oldest. */
    pending: () => Promise.all([queue('recharges'), queue('withdrawals')]),
  };
}

export type WalletStats = ReturnType<typeof createWalletStats>;
