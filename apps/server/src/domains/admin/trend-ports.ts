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
 * A figure as its domain reads it from its own tables: `events(from, to)` is a select of one row per
 * event in [from, to) with the columns `at` (timestamptz: when it counts), `dim` (text: a network, a
 * kind; '' for none) and `amount` (bigint micro-units; 0 when it has none). `from` and `to` are SQL (a
 * parameter, or a column of the ranges the reader joins), so the range reaches the domain's index on
 * `at`. The admin domain sums them per hour (the rollup) or per bucket (the hours not rolled up yet).
 */
export interface HourlyMetric {
  name: MetricName;
  events(from: SQL, to: SQL): SQL;
}

/**
 * Who was active when: `events(from, to)` selects `at` (a UTC hour) and `who` (a user id) for the
 * hours in [from, to). Counted distinct per bucket, so never summed from hours.
 */
export interface DistinctHours {
  events(from: SQL, to: SQL): SQL;
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
