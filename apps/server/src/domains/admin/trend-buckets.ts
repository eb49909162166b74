import { TREND_BUCKETS, type TrendPeriod } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import type { Within } from './trend-ports.ts';

export const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** A bucket of the trends: its first local day (`YYYY-MM-DD`) and the instants it spans, [from, to). */
export interface Bucket {
  start: string;
  from: Date;
  to: Date;
}

/** A span of time, [from, to). */
export interface Range {
  from: Date;
  to: Date;
}

export const floorHour = (t: Date) => new Date(Math.floor(t.getTime() / HOUR_MS) * HOUR_MS);
export const ceilHour = (t: Date) => new Date(Math.ceil(t.getTime() / HOUR_MS) * HOUR_MS);

/**
 * The period's buckets up to `now`, oldest first, the current one last: 30 days, 12 weeks (from
 * Monday) or 12 months, their edges at the operator's midnight (`utcOffset` minutes from UTC).
 * Local times are worked out as UTC fields of the instant moved by the offset.
 */
export function bucketsOf(now: Date, period: TrendPeriod, utcOffset: number): Bucket[] {
  const shift = utcOffset * MINUTE_MS;
  const local = new Date(now.getTime() + shift);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const n = TREND_BUCKETS[period];
  // The local midnight that begins bucket i (0 = the oldest), as local milliseconds.
  const startOf = (i: number): number => {
    const back = n - 1 - i;
    if (period === 'month') return Date.UTC(y, m - back, 1);
    if (period === 'day') return Date.UTC(y, m, d - back);
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    return Date.UTC(y, m, d - sinceMonday - 7 * back);
  };
  return Array.from({ length: n }, (_, i) => ({
    start: new Date(startOf(i)).toISOString().slice(0, 10),
    from: new Date(startOf(i) - shift),
    to: new Date(startOf(i + 1) - shift),
  }));
}

/**
 * How the window [buckets' start, now) is read, given the hours rolled up before `rolledUpTo`: the whole
 * hours inside it that no bucket edge cuts come from `stats_hourly` (`rolled`, less `cut`), everything
 * else from the business tables (`live`). With an offset of whole hours no edge cuts an hour; with +5:30
 * each edge's hour is read live, so each event still falls in its own bucket.
 */
export function readPlan(buckets: Bucket[], now: Date, rolledUpTo: Date | null) {
  const first = buckets[0];
  if (!first) throw new Error('no buckets');
  const windowFrom = first.from;
  const cut = buckets
    .map((b) => b.from)
    .filter((t) => t.getTime() % HOUR_MS !== 0)
    .map(floorHour);
  const rolledFrom = ceilHour(windowFrom);
  const rolledTo = rolledUpTo && rolledUpTo < floorHour(now) ? rolledUpTo : floorHour(now);
  const rolled: Range | null =
    rolledUpTo && rolledTo > rolledFrom ? { from: rolledFrom, to: rolledTo } : null;
  const pieces: Range[] = rolled
    ? [
        { from: windowFrom, to: rolled.from },
        ...cut
          .filter((h) => h >= rolled.from && h < rolled.to)
          .map((h) => ({ from: h, to: new Date(h.getTime() + HOUR_MS) })),
        { from: rolled.to, to: now },
      ]
    : [{ from: windowFrom, to: now }];
  return { rolled, cut, live: mergeRanges(pieces) };
}

/** The condition that a time column is in one of `ranges`, each bound a parameter the planner sees. */
export const within =
  (...ranges: Range[]): Within =>
  (column) =>
    sql.join(
      ranges.map(
        (r) =>
          sql`(${column} >= ${r.from.toISOString()}::timestamptz AND ${column} < ${r.to.toISOString()}::timestamptz)`,
      ),
      sql` OR `,
    );

/** Ranges without the empty ones, touching ones joined (they come in order). */
function mergeRanges(ranges: Range[]): Range[] {
  const out: Range[] = [];
  for (const r of ranges) {
    if (r.to <= r.from) continue;
    const last = out.at(-1);
    if (!last || last.to < r.from) out.push({ ...r });
    else if (r.to > last.to) last.to = r.to;
  }
  return out;
}
