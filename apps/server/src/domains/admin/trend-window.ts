import type { Bucket } from './trend-buckets.ts';
import { readPlan } from './trend-buckets.ts';
import type { Cell, TrendReads } from './trend-reads.ts';

/** What one bucket holds: its figures by metric and dimension, and its distinct active users. */
export interface BucketFigures {
  cells: Cell[];
  active: number;
}

/** Closed buckets kept per server: 30 days, 12 weeks and 12 months at a few dozen offsets. */
const KEPT = 2_000;

/**
 * Reads the buckets' figures. A bucket that ended before the rolled-up hours end can never change (its
 * hours are recomputed only to the same figures, and nothing writes a closed hour), so it is read once
 * per server and kept, under its two instants: the later calls read only the open buckets — the current
 * one, and any whose hours are not all rolled up — from `stats_hourly` and the business tables. This is
 * what keeps a year of months, and its distinct active users, off every call.
 */
export function createTrendWindow(reads: TrendReads) {
  const closed = new Map<string, BucketFigures>();
  const keyOf = (b: Bucket) => `${b.from.toISOString()}|${b.to.toISOString()}`;

  /** The figures of consecutive buckets, read in one pass of each statement. */
  async function read(buckets: Bucket[], now: Date, rolledUpTo: Date | null): Promise<BucketFigures[]> {
    const starts = buckets.map((b) => b.from);
    const plan = readPlan(buckets, now, rolledUpTo);
    const [rolled, live, active] = await Promise.all([
      plan.rolled ? reads.rolledUp(starts, plan.rolled, plan.cut) : [],
      reads.live(starts, plan.live),
      reads.activeUsers(starts, { from: starts[0] ?? now, to: now }),
    ]);
    const cells = [...rolled, ...live];
    return buckets.map((_, i) => ({
      cells: cells.filter((c) => c.bucket === i + 1),
      active: active.find((a) => a.bucket === i + 1)?.count ?? 0,
    }));
  }

  function keep(key: string, figures: BucketFigures) {
    if (closed.size >= KEPT) closed.delete(closed.keys().next().value ?? '');
    closed.set(key, figures);
  }

  /** Each bucket's figures, the closed ones from what this server kept when it has them all. */
  async function figures(buckets: Bucket[], now: Date, rolledUpTo: Date | null): Promise<BucketFigures[]> {
    const open = buckets.findIndex((b) => !rolledUpTo || b.to > rolledUpTo);
    const firstOpen = open === -1 ? buckets.length : open;
    const kept = buckets.slice(0, firstOpen).map((b) => closed.get(keyOf(b)));
    const from = kept.every((k) => k !== undefined) ? firstOpen : 0;
    const fresh = from < buckets.length ? await read(buckets.slice(from), now, rolledUpTo) : [];
    if (from === 0)
      for (let i = 0; i < firstOpen; i++) keep(keyOf(buckets[i] as Bucket), fresh[i] as BucketFigures);
    return buckets.map((_, i) => (i < from ? kept[i] : fresh[i - from]) as BucketFigures);
  }

  return { figures, forget: () => closed.clear() };
}
