import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { ROLLED_UP } from './stats-rollup.ts';
import { type Range, within } from './trend-buckets.ts';
import type { DistinctHours, HourlyMetric, MetricName } from './trend-ports.ts';

/** A metric's figures for one dimension in one bucket (`bucket`: 1 for the oldest). */
export interface Cell {
  metric: MetricName;
  dim: string;
  bucket: number;
  count: number;
  amount: bigint;
}

type RawCell = Omit<Cell, 'amount'> & { amount: string };
const cellsOf = (result: unknown): Cell[] =>
  rowsOf<RawCell>(result).map((r) => ({ ...r, amount: BigInt(r.amount) }));

/** Instants as one `timestamptz[]` parameter. */
const instants = (ts: Date[]) => sql`${sql.param(ts.map((t) => t.toISOString()))}::timestamptz[]`;

/**
 * The trends' reads. Each sorts rows into buckets with `width_bucket` over the buckets' starts, so the
 * operator's offset never reaches SQL as a time zone: an edge is an instant like any other.
 */
export function createTrendReads(deps: { db: Db; metrics: HourlyMetric[]; active: DistinctHours }) {
  const { db, metrics, active } = deps;

  /** The rolled-up hours of `rolled`, less those a bucket edge cuts, summed per metric, dim and bucket. */
  async function rolledUp(starts: Date[], rolled: Range, cut: Date[]): Promise<Cell[]> {
    return cellsOf(
      await db.execute(sql`
        SELECT metric, dim, width_bucket(hour, ${instants(starts)}) AS bucket, sum(count)::int AS count,
          sum(amount)::text AS amount
        FROM stats_hourly
        WHERE hour >= ${rolled.from.toISOString()}::timestamptz AND hour < ${rolled.to.toISOString()}::timestamptz
          AND hour <> ALL (${instants(cut)}) AND metric <> ${ROLLED_UP}
        GROUP BY 1, 2, 3`),
    );
  }

  /** Every metric's events in `ranges`, straight from the business tables: one statement. */
  async function live(starts: Date[], ranges: Range[]): Promise<Cell[]> {
    if (ranges.length === 0) return [];
    const each = metrics.map(
      (m) =>
        sql`SELECT ${m.name}::text AS metric, e.at, e.dim, e.amount FROM (${m.events(within(...ranges))}) e`,
    );
    return cellsOf(
      await db.execute(sql`
        SELECT m.metric, m.dim, width_bucket(m.at, ${instants(starts)}) AS bucket, count(*)::int AS count,
          coalesce(sum(m.amount), 0)::text AS amount
        FROM (${sql.join(each, sql` UNION ALL `)}) m
        GROUP BY 1, 2, 3`),
    );
  }

  /** Distinct active users per bucket. */
  async function activeUsers(starts: Date[], window: Range) {
    return rowsOf<{ bucket: number; count: number }>(
      await db.execute(sql`
        SELECT bucket, count(DISTINCT who)::int AS count
        FROM (SELECT width_bucket(e.at, ${instants(starts)}) AS bucket, e.who
              FROM (${active.events(within(window))}) e) x
        GROUP BY bucket`),
    );
  }

  return { rolledUp, live, activeUsers };
}

export type TrendReads = ReturnType<typeof createTrendReads>;
