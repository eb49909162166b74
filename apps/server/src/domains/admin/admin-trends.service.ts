import {
  type DashboardTrends,
  type DashboardTrendsQuery,
  formatAmount,
  NETWORKS,
  type NetworkTallies,
  PENDING_KINDS,
  type PendingReview,
  type Tally,
  type TrendFigures,
} from '@mcc/contract';
import { count, eq, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { proposals } from './admin.tables.ts';
import { createStatsRollup } from './stats-rollup.ts';
import { bucketsOf, readPlan } from './trend-buckets.ts';
import type { MetricName, PendingQueue, TrendSources } from './trend-ports.ts';
import { type Cell, createTrendReads } from './trend-reads.ts';

export type {
  AssetLiability,
  DistinctHours,
  HourlyMetric,
  MetricName,
  PendingQueue,
  TrendSources,
  Within,
} from './trend-ports.ts';

/** Sums of the cells' counts and amounts per `metric|dim`. */
function sums(cells: Cell[]) {
  const by = new Map<string, { count: number; amount: bigint }>();
  for (const c of cells) {
    const key = `${c.metric}|${c.dim}`;
    const s = by.get(key) ?? { count: 0, amount: 0n };
    s.count += c.count;
    s.amount += c.amount;
    by.set(key, s);
  }
  const raw = (metric: MetricName, dim = '') => by.get(`${metric}|${dim}`) ?? { count: 0, amount: 0n };
  const tally = (metric: MetricName, dim = ''): Tally => {
    const s = raw(metric, dim);
    return { count: s.count, amount: formatAmount(s.amount) };
  };
  return { raw, tally };
}

/** One bucket's figures (or the window's) from its cells and its distinct active users. */
function figuresOf(cells: Cell[], activeUsers: number): TrendFigures {
  const { raw, tally } = sums(cells);
  const byNetwork = (metric: 'deposits' | 'withdrawals'): NetworkTallies => {
    const parts = NETWORKS.map((n) => [n, raw(metric, n)] as const);
    return {
      total: {
        count: parts.reduce((a, [, s]) => a + s.count, 0),
        amount: formatAmount(parts.reduce((a, [, s]) => a + s.amount, 0n)),
      },
      byNetwork: Object.fromEntries(
        parts.map(([n, s]) => [n, { count: s.count, amount: formatAmount(s.amount) }]),
      ) as NetworkTallies['byNetwork'],
    };
  };
  const total = (metric: MetricName) => NETWORKS.reduce((a, n) => a + raw(metric, n).amount, 0n);
  return {
    newUsers: raw('new_users').count,
    activeUsers,
    deposits: byNetwork('deposits'),
    withdrawals: byNetwork('withdrawals'),
    netFlow: formatAmount(total('deposits') - total('withdrawals')),
    staked: tally('staked'),
    yieldPaid: { pledge: tally('yield', 'pledge'), coinMix: tally('yield', 'coin_mix') },
    commissions: tally('commissions'),
    nftSales: {
      primary: tally('nft_sales', 'primary'),
      resale: tally('nft_sales', 'resale'),
      fees: formatAmount(raw('nft_fees', 'resale').amount),
    },
    auctions: { sold: tally('auctions'), fees: formatAmount(raw('nft_fees', 'auction').amount) },
  };
}

/**
 * The dashboard's trends: the closed hours from `stats_hourly` (kept by the rollup, `stats-rollup.ts`),
 * the hours not rolled up yet and those a bucket edge cuts straight from the business tables, so the
 * figures are exact at any moment; what waits for operators; liabilities against the ledger. Every
 * figure is asked of the domain that owns it (`TrendSources`, wired in admin.domain.ts).
 */
export function createAdminTrends(deps: { db: Db; clock: Clock; sources: TrendSources }) {
  const { db, clock, sources } = deps;
  const rollup = createStatsRollup({ db, clock, metrics: sources.metrics });
  const reads = createTrendReads({ db, metrics: sources.metrics, active: sources.activeUsers });

  /** Proposals of money moves waiting for a second operator (the four-eyes queue). */
  async function pendingProposals(): Promise<PendingQueue> {
    const [row] = await db
      .select({ count: count(), oldestAt: min(proposals.proposedAt) })
      .from(proposals)
      .where(eq(proposals.state, 'pending'));
    return { kind: 'proposals', count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
  }

  /** The queues, longest-waiting first, empty ones last in their usual order. */
  async function pending(now: Date): Promise<PendingReview[]> {
    const queues = [...(await sources.pending()), await pendingProposals()];
    const waited = (q: PendingQueue) => (q.oldestAt ? q.oldestAt.getTime() : Number.POSITIVE_INFINITY);
    return queues
      .sort((a, b) => waited(a) - waited(b) || PENDING_KINDS.indexOf(a.kind) - PENDING_KINDS.indexOf(b.kind))
      .map((q) => ({
        kind: q.kind,
        count: q.count,
        oldestAt: q.oldestAt?.toISOString() ?? null,
        oldestAgeSeconds: q.oldestAt ? Math.floor((now.getTime() - q.oldestAt.getTime()) / 1000) : null,
      }));
  }

  async function liabilities() {
    return (await sources.liabilities()).map((l) => ({
      asset: l.asset,
      users: formatAmount(l.users),
      system: formatAmount(l.system),
      matches: l.users + l.system === 0n,
    }));
  }

  async function trends(q: DashboardTrendsQuery): Promise<DashboardTrends> {
    const now = clock.now();
    const buckets = bucketsOf(now, q.period, q.utcOffset);
    const starts = buckets.map((b) => b.from);
    const plan = readPlan(buckets, now, await rollup.rolledUpTo());
    const window = { from: starts[0] ?? now, to: now };
    const [rolled, live, active, queues, owed] = await Promise.all([
      plan.rolled ? reads.rolledUp(starts, plan.rolled, plan.cut) : [],
      reads.live(starts, plan.live),
      reads.activeUsers(starts, window),
      pending(now),
      liabilities(),
    ]);
    const cells = [...rolled, ...live];
    const activeIn = (bucket: number | null) => active.find((a) => a.bucket === bucket)?.count ?? 0;
    return {
      period: q.period,
      utcOffset: q.utcOffset,
      asOf: now.toISOString(),
      buckets: buckets.map((b, i) => ({
        start: b.start,
        from: b.from.toISOString(),
        ...figuresOf(
          cells.filter((c) => c.bucket === i + 1),
          activeIn(i + 1),
        ),
      })),
      totals: figuresOf(
        cells.filter((c) => c.bucket >= 1),
        activeIn(null),
      ),
      pending: queues,
      liabilities: owed,
    };
  }

  return { trends, rollUp: rollup.rollUp, recompute: rollup.recompute, rolledUpTo: rollup.rolledUpTo };
}

export type AdminTrends = ReturnType<typeof createAdminTrends>;
