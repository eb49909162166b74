import type { Asset, PendingKind } from '@mcc/contract';
import type { SQL } from 'drizzle-orm';

/** The dashboard's figures kept per hour in `stats_hourly`, each given by the domain that owns it. */
export const METRICS = [
  'new_users',
  'deposits',
  'withdrawals',
  'staked',
  'yield',
  'commissions',
  'nft_sales',
  'nft_fees',
  'auctions',
] as const;
export type MetricName = (typeof METRICS)[number];

/**
 * Which times a read wants, as a condition on the column that holds an event's time: the reader's
 * ranges as parameters (`col >= $1 AND col < $2 OR …`), so the planner sees each bound and the domain's
 * index on that column answers it.
 */
export type Within = (column: SQL) => SQL;

/**
 * A figure as its domain reads it from its own tables: `events(within)` is a select of one row per
 * event whose time is `within` the reader's ranges, with the columns `at` (timestamptz: when it counts),
 * `dim` (text: a network, a kind; '' for none) and `amount` (bigint micro-units; 0 when it has none).
 * The admin domain sums them per hour (the rollup) or per bucket (the hours not rolled up yet).
 */
export interface HourlyMetric {
  name: MetricName;
  events(within: Within): SQL;
}

/**
 * Who was active when: `events(within)` selects `at` (a UTC hour) and `who` (a user id). Counted
 * distinct per bucket, so never summed from hours.
 */
export interface DistinctHours {
  events(within: Within): SQL;
}

/** A queue of operators' work as its domain counts it: how many wait, and since when the oldest. */
export interface PendingQueue {
  kind: PendingKind;
  count: number;
  oldestAt: Date | null;
}

/** One asset's posted balances, in micro-units: users' accounts in all, and the system accounts'. */
export interface AssetLiability {
  asset: Asset;
  users: bigint;
  system: bigint;
}

/** What the trends read from the other domains (wired in admin.domain.ts). */
export interface TrendSources {
  metrics: HourlyMetric[];
  activeUsers: DistinctHours;
  pending: () => Promise<PendingQueue[]>;
  liabilities: () => Promise<AssetLiability[]>;
}
