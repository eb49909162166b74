import { z } from 'zod';
import { NETWORKS } from './config.ts';
import { ASSETS, money } from './wallet.ts';

/*
 * The console dashboard's trends (`/admin-api/dashboard/trends`): the business per day, week or month
 * in the operator's time zone, what waits for operators, and what the platform owes users beside what
 * the ledger's system accounts say. Every amount is USDT in decimal text, exact.
 */

/** `day`: the last 30 days; `week`: the last 12 weeks, each from Monday; `month`: the last 12 months. */
export const TREND_PERIODS = ['day', 'week', 'month'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
/** How many buckets each period shows, the current (partial) one last. */
export const TREND_BUCKETS: Record<TrendPeriod, number> = { day: 30, week: 12, month: 12 };

/** `utcOffset` as the dashboard's: minutes from UTC (480 for UTC+8; 330 for India's +5:30). */
export const dashboardTrendsQuery = z.object({
  period: z.enum(TREND_PERIODS).default('day'),
  utcOffset: z.coerce.number().int().min(-720).max(840).default(0),
});
export type DashboardTrendsQuery = z.infer<typeof dashboardTrendsQuery>;

/** How many, and how much in all. */
export const tally = z.object({ count: z.number().int(), amount: money });
export type Tally = z.infer<typeof tally>;

/** A tally per network, and their sum. */
export const networkTallies = z.object({
  total: tally,
  byNetwork: z.object(
    Object.fromEntries(NETWORKS.map((n) => [n, tally])) as Record<(typeof NETWORKS)[number], typeof tally>,
  ),
});
export type NetworkTallies = z.infer<typeof networkTallies>;

/** What happened in one bucket (or, less its active users, in all of them: `totals`). */
export const trendFigures = z.object({
  newUsers: z.number().int(),
  /**
   * Users who made a signed-in call in the bucket, each once. Kept per UTC hour: with an offset that is
   * not whole hours, an hour across the bucket's edge counts where it begins (docs/decisions/console.md).
   */
  activeUsers: z.number().int(),
  /** Approved recharges, by network. */
  deposits: networkTallies,
  /** Paid withdrawals (the amount sent, the fee kept apart), by network. */
  withdrawals: networkTallies,
  /** Deposits less withdrawals. */
  netFlow: money,
  /** New AI-quant stakes (principal). */
  staked: tally,
  /** Daily earnings paid: the AI-quant orders' and the coin-mix wallets'. */
  yieldPaid: z.object({ pledge: tally, coinMix: tally }),
  /** Team commissions paid on earnings. */
  commissions: tally,
  /** Primary orders paid and resale orders completed; `fees`: the platform's resale fees. */
  nftSales: z.object({ primary: tally, resale: tally, fees: money }),
  /** Auctions sold, the winning bids in all; `fees`: the platform's share of owners' auctions. */
  auctions: z.object({ sold: tally, fees: money }),
});
export type TrendFigures = z.infer<typeof trendFigures>;

export const trendTotals = trendFigures.omit({ activeUsers: true });
export type TrendTotals = z.infer<typeof trendTotals>;

export const trendBucket = trendFigures.extend({
  /** The bucket's first day in the operator's time zone, `YYYY-MM-DD` (a week's Monday, a month's 1st). */
  start: z.string(),
  /** The instant it begins (ISO, UTC). */
  from: z.string(),
});
export type TrendBucket = z.infer<typeof trendBucket>;

export const PENDING_KINDS = ['recharges', 'withdrawals', 'appeals', 'proposals'] as const;
export type PendingKind = (typeof PENDING_KINDS)[number];
/** A queue of operators' work: how many wait, and since when the oldest (null when none). */
export const pendingReview = z.object({
  kind: z.enum(PENDING_KINDS),
  count: z.number().int(),
  oldestAt: z.string().nullable(),
  /** Whole seconds the oldest has waited, at `asOf`. */
  oldestAgeSeconds: z.number().int().nullable(),
});
export type PendingReview = z.infer<typeof pendingReview>;

/**
 * One asset's liabilities: the posted balances of every user account (`users`, what the platform owes)
 * and of the system accounts (`system`); a double-entry ledger keeps them opposite (`matches`).
 */
export const liability = z.object({
  asset: z.enum(ASSETS),
  users: money,
  system: money,
  matches: z.boolean(),
});
export type Liability = z.infer<typeof liability>;

export const dashboardTrends = z.object({
  period: z.enum(TREND_PERIODS),
  utcOffset: z.number().int(),
  /** The moment the figures are exact at (ISO). */
  asOf: z.string(),
  /** Oldest first; the last one is the current bucket, up to `asOf`. */
  buckets: z.array(trendBucket),
  /** The buckets summed; active users are counted per bucket only (the current one's is the last). */
  totals: trendTotals,
  /** Queues with work waiting, the longest-waiting first; empty queues last. */
  pending: z.array(pendingReview),
  liabilities: z.array(liability),
});
export type DashboardTrends = z.infer<typeof dashboardTrends>;
