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
  type TrendTotals,
} from '@mcc/contract';
import { count, eq, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { proposals } from './admin.tables.ts';
import { createStatsRollup } from './stats-rollup.ts';
import { bucketsOf } from './trend-buckets.ts';
import type { MetricName, PendingQueue, TrendSources } from './trend-ports.ts';
import { type Cell, createTrendReads } from './trend-reads.ts';
import { createTrendWindow } from './trend-window.ts';

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

/** The figures of one bucket's cells, or of all the buckets' (then without active users). */
function totalsOf(cells: Cell[]): TrendTotals {
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
 * figures are exact at any moment; closed buckets once per server (`trend-window.ts`); what waits for
 * operators; liabilities against the ledger. Every figure is asked of the domain that owns it
 * (`TrendSources`, wired in admin.domain.ts).
 */
export function createAdminTrends(deps: { db: Db; clock: Clock; sources: TrendSources }) {
  const { db, clock, sources } = deps;
  const rollup = createStatsRollup({ db, clock, metrics: sources.metrics });
  const window = createTrendWindow(
    createTrendReads({ db, metrics: sources.metrics, active: sources.activeUsers }),
  );

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
    const rolledUpTo = await rollup.rolledUpTo();
    const [figures, queues, owed] = await Promise.all([
      window.figures(buckets, now, rolledUpTo),
      pending(now),
      liabilities(),
    ]);
    return {
      period: q.period,
      utcOffset: q.utcOffset,
      asOf: now.toISOString(),
      buckets: buckets.map((b, i) => {
        const f = figures[i] ?? { cells: [], active: 0 };
        const figured: TrendFigures = { ...totalsOf(f.cells), activeUsers: f.active };
        return { start: b.start, from: b.from.toISOString(), ...figured };
      }),
      totals: totalsOf(figures.flatMap((f) => f.cells)),
      pending: queues,
      liabilities: owed,
    };
  }

  /** Recomputes hours already rolled up (and forgets the closed buckets this server kept). */
  async function recompute(from: Date, to: Date) {
    await rollup.recompute(from, to);
    window.forget();
  }

  return { trends, rollUp: rollup.rollUp, recompute, rolledUpTo: rollup.rolledUpTo };
}

export type AdminTrends = ReturnType<typeof createAdminTrends>;
