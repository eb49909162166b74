import { and, eq, sql } from 'drizzle-orm';
import { type Db, lockKey, rowsOf, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { statsHourly } from './admin.tables.ts';
import { floorHour, HOUR_MS, within } from './trend-buckets.ts';
import type { HourlyMetric } from './trend-ports.ts';

/**
 * The row of `stats_hourly` whose hour says how far the rollup has come: every hour before it is
 * rolled up. Not a figure: the trends' reads of figures leave it out.
 */
export const ROLLED_UP = 'rolled_up';

/**
 * An hour is rolled up once it has been closed this long: a write stamped with its time before the
 * hour ended but committed a little after it (a transaction in flight at the turn of the hour) is then
 * already visible. Until then the hour is read live, so the figures are exact either way.
 */
export const ROLLUP_GRACE_MS = 5 * 60_000;
/** At most this much history per transaction, so catching up after a long stop never holds one long. */
const CHUNK_MS = 7 * 24 * HOUR_MS;

const at = (t: Date) => sql`${t.toISOString()}::timestamptz`;

/**
 * Keeps `stats_hourly` filled for the closed hours (run by the job runner every minute): each pass
 * recomputes the hours since the last one, metric by metric, each in one statement that sums the
 * domain's events per hour and upserts them — an hour is always recomputed whole, so a rerun changes
 * nothing and a hour's row whose events are gone is deleted. The first pass starts at the earliest event.
 */
export function createStatsRollup(deps: { db: Db; clock: Clock; metrics: HourlyMetric[] }) {
  const { db, clock, metrics } = deps;

  /** Where the rolled-up hours end, or null before the first pass. */
  async function rolledUpTo(q: Db | Tx = db): Promise<Date | null> {
    const [row] = await q
      .select({ hour: statsHourly.hour })
      .from(statsHourly)
      .where(and(eq(statsHourly.metric, ROLLED_UP), eq(statsHourly.dim, '')));
    return row?.hour ?? null;
  }

  /** The hour of the earliest event of any metric, or null when there is none. */
  async function earliest(q: Db | Tx): Promise<Date | null> {
    const firsts = metrics.map((m) => sql`(SELECT min(e.at) FROM (${m.events(() => sql`true`)}) e)`);
    const [row] = rowsOf<{ first: string | Date | null }>(
      await q.execute(sql`SELECT least(${sql.join(firsts, sql`, `)}) AS first`),
    );
    return row?.first ? floorHour(new Date(row.first)) : null;
  }

  /** One metric's hours in [from, to), recomputed from its events: one statement. */
  function recomputeMetric(q: Db | Tx, m: HourlyMetric, from: Date, to: Date) {
    return q.execute(sql`
      WITH fresh AS (
        SELECT e.dim, date_trunc('hour', e.at, 'UTC') AS hour, count(*)::bigint AS n,
          coalesce(sum(e.amount), 0)::bigint AS amount
        FROM (${m.events(within({ from, to }))}) e
        GROUP BY 1, 2
      ), gone AS (
        DELETE FROM stats_hourly s
        WHERE s.metric = ${m.name} AND s.hour >= ${at(from)} AND s.hour < ${at(to)}
          AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.dim = s.dim AND f.hour = s.hour)
      )
      INSERT INTO stats_hourly (metric, dim, hour, count, amount)
      SELECT ${m.name}, dim, hour, n, amount FROM fresh
      ON CONFLICT (metric, dim, hour) DO UPDATE SET count = excluded.count, amount = excluded.amount
      WHERE (stats_hourly.count, stats_hourly.amount) IS DISTINCT FROM (excluded.count, excluded.amount)`);
  }

  /** Every metric's hours in [from, to) (whole hours), recomputed in one transaction. */
  async function recompute(from: Date, to: Date, tx?: Tx): Promise<void> {
    if (!tx) return db.transaction((t) => recompute(from, to, t));
    for (const m of metrics) await recomputeMetric(tx, m, from, to);
  }

  /**
   * Rolls up every hour closed (and past the grace) since the last pass, a week at a time, moving the
   * mark with each week in the same transaction. Two passes at once (two servers) take turns.
   */
  async function rollUp(): Promise<{ hours: number }> {
    const end = floorHour(new Date(clock.now().getTime() - ROLLUP_GRACE_MS));
    let hours = 0;
    for (;;) {
      const done = await db.transaction(async (tx) => {
        await lockKey(tx, 'stats-rollup');
        const marked = await rolledUpTo(tx);
        const from = marked ?? (await earliest(tx)) ?? end;
        if (from >= end) {
          if (!marked) await mark(tx, from);
          return true;
        }
        const to = new Date(Math.min(end.getTime(), from.getTime() + CHUNK_MS));
        await recompute(from, to, tx);
        await mark(tx, to);
        hours += (to.getTime() - from.getTime()) / HOUR_MS;
        return to >= end;
      });
      if (done) return { hours };
    }
  }

  /** Moves the mark to `to` (one row, whatever it was). */
  async function mark(tx: Tx, to: Date): Promise<void> {
    await tx.execute(sql`
      INSERT INTO stats_hourly (metric, dim, hour) VALUES (${ROLLED_UP}, '', ${at(to)})
      ON CONFLICT (metric, dim, hour) DO NOTHING`);
    await tx.execute(sql`DELETE FROM stats_hourly WHERE metric = ${ROLLED_UP} AND hour <> ${at(to)}`);
  }

  return { rolledUpTo, rollUp, recompute };
}

export type StatsRollup = ReturnType<typeof createStatsRollup>;
