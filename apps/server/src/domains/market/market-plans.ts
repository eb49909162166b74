import {
  type adminApi,
  formatPrice,
  type MarketPlan,
  type PLAN_STATES,
  type PlanBody,
  type PricePoint,
  parsePrice,
  type QueryOf,
} from '@mcc/contract';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { eqIf, inRange, listPage, tableList } from '../../lib/console-list.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import { marketPlanPoints, marketPlans, marketPrices } from './market.tables.ts';
import { PLAN_COLUMNS } from './market-columns.ts';
import { type PriceRow, toPoint } from './market-prices.ts';

type PlanQuery = Omit<QueryOf<typeof adminApi.market.plans>, 'page' | 'limit'>;
type PlanState = (typeof PLAN_STATES)[number];

/** A plan's points as times and 10^-10 prices, ascending; nothing saved. */
interface PlannedPoint {
  at: Date;
  price: bigint;
}

/**
 * Turns a plan's body into its points: the listed ones, or a ramp's steps + 1 points spread evenly
 * from start to end (prices rounded toward the start price). Every point must lie in the future and
 * no two may share a time, so the order points apply in is the order they were meant in.
 */
export function plannedPoints(body: PlanBody, now: Date): PlannedPoint[] {
  let points: PlannedPoint[];
  if (body.ramp) {
    const { startAt, endAt, startPrice, endPrice, steps } = body.ramp;
    const from = Date.parse(startAt);
    const to = Date.parse(endAt);
    if (to <= from) throw new AppError('PLAN_RANGE_INVALID');
    const low = parsePrice(startPrice);
    const span = parsePrice(endPrice) - low;
    points = Array.from({ length: steps + 1 }, (_, i) => ({
      at: new Date(from + Math.round(((to - from) * i) / steps)),
      price: low + (span * BigInt(i)) / BigInt(steps),
    }));
  } else {
    points = (body.points ?? [])
      .map((p) => ({ at: new Date(p.at), price: parsePrice(p.price) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
  }
  if (points.some((p) => p.at.getTime() <= now.getTime())) throw new AppError('PLAN_TIME_PAST');
  if (points.some((p, i) => i > 0 && p.at.getTime() === points[i - 1]?.at.getTime()))
    throw new AppError('PLAN_TIME_DUPLICATE');
  return points;
}

/**
 * Price plans: operators' future prices, previewed, saved, listed and cancelled; the price job
 * applies their due points.
 */
export function createMarketPlans(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  /** Tells the price listeners of the prices that applied. */
  announce: (rows: PriceRow[]) => void;
}) {
  const { db, clock, audit, announce } = deps;

  /** What a plan would apply, without saving it (the console draws it before the operator saves). */
  function previewPlan(body: PlanBody) {
    const points = plannedPoints(body, clock.now()).map((p) => ({
      at: p.at.toISOString(),
      price: formatPrice(p.price),
      appliedAt: null,
    }));
    return { symbol: body.symbol, points };
  }

  async function plansOf(rows: (typeof marketPlans.$inferSelect)[], tx: Db | Tx): Promise<MarketPlan[]> {
    if (rows.length === 0) return [];
    const points = await tx
      .select({
        planId: marketPlanPoints.planId,
        at: marketPlanPoints.at,
        price: marketPlanPoints.price,
        appliedAt: marketPrices.appliedAt,
      })
      .from(marketPlanPoints)
      .leftJoin(marketPrices, eq(marketPrices.planPointId, marketPlanPoints.id))
      .where(
        inArray(
          marketPlanPoints.planId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(marketPlanPoints.at));
    return rows.map((plan) => {
      const own = points.filter((p) => p.planId === plan.id);
      const done = own.every((p) => p.appliedAt !== null);
      return {
        id: plan.id,
        symbol: plan.symbol,
        status: done ? 'done' : plan.cancelledAt ? 'cancelled' : 'scheduled',
        createdBy: plan.createdBy,
        createdAt: plan.createdAt.toISOString(),
        cancelledAt: plan.cancelledAt?.toISOString() ?? null,
        points: own.map((p) => ({
          at: p.at.toISOString(),
          price: formatPrice(p.price),
          appliedAt: p.appliedAt?.toISOString() ?? null,
        })),
      };
    });
  }

  /** Saves a plan (audited with its points); the price job applies each point when it is due. */
  async function createPlan(body: PlanBody, by: AuditActor): Promise<MarketPlan> {
    const now = clock.now();
    const points = plannedPoints(body, now);
    return db.transaction(async (tx) => {
      const [plan] = await tx
        .insert(marketPlans)
        .values({ symbol: body.symbol, createdBy: by.actor, createdAt: now })
        .returning();
      if (!plan) throw new Error('market plan insert returned nothing');
      await tx.insert(marketPlanPoints).values(points.map((p) => ({ planId: plan.id, ...p })));
      const [saved] = await plansOf([plan], tx);
      if (!saved) throw new Error(`market plan ${plan.id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'market.plan.create',
        targetType: 'market_plan',
        targetId: plan.id,
        before: null,
        after: { symbol: saved.symbol, points: saved.points.map(({ at, price }) => ({ at, price })) },
      });
      return saved;
    });
  }

  /** A plan has a point not applied yet: it is `scheduled`, or `cancelled` with that point never applied. */
  const waiting = sql`exists (select 1 from ${marketPlanPoints} where ${marketPlanPoints.planId} = ${marketPlans.id}
    and not exists (select 1 from ${marketPrices} where ${marketPrices.planPointId} = ${marketPlanPoints.id}))`;
  const inState = (state: PlanState): SQL | undefined =>
    state === 'done'
      ? sql`not ${waiting}`
      : and(
          waiting,
          state === 'cancelled' ? isNotNull(marketPlans.cancelledAt) : isNull(marketPlans.cancelledAt),
        );

  /** Plans, newest first, by symbol and state. */
  const planList = tableList(db, marketPlans, {
    plan: (q: PlanQuery) => ({
      where: and(
        eqIf(marketPlans.symbol, q.symbol),
        q.status === undefined ? undefined : inState(q.status),
        inRange(marketPlans.createdAt, q),
      ),
      key: { expr: marketPlans.createdAt, type: 'timestamptz' },
      id: marketPlans.id,
      order: q.order ?? 'desc',
    }),
    present: (rows) => plansOf(rows, db),
  });
  const listPlans = (q: QueryOf<typeof adminApi.market.plans>) => listPage(planList, q);
  const planExport = { name: 'market-plans', list: planList, columns: PLAN_COLUMNS };

  /**
   * Cancels the points of a plan not yet applied. A point being applied at this moment is either
   * applied before the cancel commits or never: the apply statement reads `cancelled_at` itself.
   */
  async function cancelPlan(id: number, by: AuditActor): Promise<MarketPlan> {
    return db.transaction(async (tx) => {
      const [plan] = await tx.select().from(marketPlans).where(eq(marketPlans.id, id)).for('update');
      if (!plan) throw new AppError('PLAN_NOT_FOUND');
      const [before] = await plansOf([plan], tx);
      if (before?.status !== 'scheduled') throw new AppError('PLAN_NOT_SCHEDULED');
      const [cancelled] = await tx
        .update(marketPlans)
        .set({ cancelledAt: clock.now() })
        .where(and(eq(marketPlans.id, id), isNull(marketPlans.cancelledAt)))
        .returning();
      if (!cancelled) throw new AppError('PLAN_NOT_SCHEDULED');
      const [after] = await plansOf([cancelled], tx);
      if (!after) throw new Error(`market plan ${id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'market.plan.cancel',
        targetType: 'market_plan',
        targetId: id,
        before: { status: before.status },
        after: { status: after.status, cancelledAt: after.cancelledAt },
      });
      return after;
    });
  }

  /**
   * Applies every due point of every plan not cancelled, each exactly once: one statement inserts the
   * points that have no price row yet, and the unique `plan_point_id` turns a point another server
   * inserted meanwhile into nothing (`ON CONFLICT DO NOTHING` waits for that server's transaction).
   * Answers the points this call applied, oldest first, and tells the listeners.
   *
   * Unlike the other batch jobs it keeps no item failures (jobs/item-failures.ts): a point is copied,
   * not moved, with the values checked when its plan was made, so nothing in one point can fail it
   * alone; what can fail (the database) fails the whole statement, and the next minute's pass retries.
   */
  async function applyDue(): Promise<{ applied: number; points: PricePoint[] }> {
    const result = await db.execute(sql`
      INSERT INTO market_prices (symbol, price, applied_at, source, plan_point_id)
      SELECT p.symbol, pp.price, pp.at, 'plan', pp.id
        FROM market_plan_points pp JOIN market_plans p ON p.id = pp.plan_id
       WHERE pp.at <= ${clock.now()} AND p.cancelled_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM market_prices mp WHERE mp.plan_point_id = pp.id)
       ORDER BY pp.at, pp.id
      ON CONFLICT (plan_point_id) DO NOTHING
      RETURNING id`);
    const ids = rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    if (ids.length === 0) return { applied: 0, points: [] };
    const rows = await db
      .select()
      .from(marketPrices)
      .where(inArray(marketPrices.id, ids))
      .orderBy(asc(marketPrices.appliedAt), asc(marketPrices.id));
    announce(rows);
    return { applied: rows.length, points: rows.map(toPoint) };
  }

  return { previewPlan, createPlan, listPlans, planExport, cancelPlan, applyDue };
}
