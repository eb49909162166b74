import {
  formatAmount,
  formatPrice,
  type HistoryRange,
  MARKET_SYMBOLS,
  type MarketPlan,
  type MarketPrice,
  type MarketSymbol,
  type MarketTradeKind,
  type PlanBody,
  type PriceEvent,
  type PricePoint,
  parsePrice,
} from '@mcc/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lte, max, min, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import type { SharedReads } from '../../db/shared-reads.ts';
import { businessDay, dayStart } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { marketPlanPoints, marketPlans, marketPrices } from './market.tables.ts';
import { priceAt, priceHistory } from './market-chart.ts';
import { createMarketTrading } from './market-trade.ts';

type PriceRow = typeof marketPrices.$inferSelect;
/** Called with every price that became the price (operator or plan), after it committed. */
export type PriceListener = (event: PriceEvent) => void;

const toPoint = (r: PriceRow): PricePoint => ({
  symbol: r.symbol,
  price: formatPrice(r.price),
  appliedAt: r.appliedAt.toISOString(),
  source: r.source,
});

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

/** `(price − open) / open` in percent with two decimals, truncated toward zero ("-1.25"). */
export function percentChange(price: bigint, open: bigint): string {
  const bp = ((price - open) * 10_000n) / open;
  const abs = bp < 0n ? -bp : bp;
  return `${bp < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export function createMarketService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  ledger: Ledger;
  auth: Pick<AuthService, 'verifyPayPassword'>;
  settings: Pick<ConfigService, 'get'>;
  shared: SharedReads;
}) {
  const { db, clock, audit, shared } = deps;
  const listeners = new Set<PriceListener>();
  const announce = (rows: PriceRow[]) => {
    for (const row of rows) for (const listen of listeners) listen({ id: row.id, ...toPoint(row) });
  };

  /**
   * What a stream sends first: the prices applied after event `afterId` (a reconnecting client's
   * `Last-Event-ID`, at most `limit`), or else each symbol's current price.
   */
  async function streamStart(afterId: number | undefined, limit = 500): Promise<PriceEvent[]> {
    const rows =
      afterId === undefined
        ? (await Promise.all(MARKET_SYMBOLS.map((s) => current(s)))).filter(
            (r): r is PriceRow => r !== undefined,
          )
        : await db
            .select()
            .from(marketPrices)
            .where(gt(marketPrices.id, afterId))
            .orderBy(asc(marketPrices.id))
            .limit(limit);
    return rows.sort((a, b) => a.id - b.id).map((r) => ({ id: r.id, ...toPoint(r) }));
  }

  /** Listens to every applied price; answers the function that stops listening. */
  function onPrice(listen: PriceListener): () => void {
    listeners.add(listen);
    return () => listeners.delete(listen);
  }

  /** The symbol's price now: the newest applied point, undefined before the first. */
  async function current(symbol: MarketSymbol, tx: Db | Tx = db): Promise<PriceRow | undefined> {
    const [row] = await tx
      .select()
      .from(marketPrices)
      .where(and(eq(marketPrices.symbol, symbol), sql`${marketPrices.appliedAt} <= ${clock.now()}`))
      .orderBy(desc(marketPrices.appliedAt), desc(marketPrices.id))
      .limit(1);
    return row;
  }

  const trading = createMarketTrading({
    ...deps,
    priceOf: async (symbol, tx) => (await current(symbol, tx))?.price,
  });

  /**
   * `/api/market/price`: the price now, and the business day's open, change, high and low. Every user
   * asks for the same few summaries, so they are shared reads (new prices and trades drop them).
   */
  const priceSummary = (symbol: MarketSymbol) =>
    shared.read(`market:price:${symbol}`, ['market_prices', 'market_trades'], () => summaryOf(symbol));

  async function summaryOf(symbol: MarketSymbol): Promise<MarketPrice> {
    const now = clock.now();
    const latest = await current(symbol);
    if (!latest) throw new AppError('PRICE_NOT_SET');
    const start = dayStart(businessDay(now));
    const today = and(
      eq(marketPrices.symbol, symbol),
      gt(marketPrices.appliedAt, start),
      lte(marketPrices.appliedAt, now),
    );
    const [[extremes], [firstToday], before] = await Promise.all([
      db
        .select({ hi: max(marketPrices.price), lo: min(marketPrices.price) })
        .from(marketPrices)
        .where(today),
      db
        .select({ price: marketPrices.price })
        .from(marketPrices)
        .where(today)
        .orderBy(asc(marketPrices.appliedAt), asc(marketPrices.id))
        .limit(1),
      priceAt(db, symbol, start),
    ]);
    const open = before ?? firstToday?.price ?? latest.price;
    const hi = extremes?.hi != null ? BigInt(extremes.hi) : open;
    const lo = extremes?.lo != null ? BigInt(extremes.lo) : open;
    return {
      symbol,
      price: formatPrice(latest.price),
      open: formatPrice(open),
      change: percentChange(latest.price, open),
      high: formatPrice(hi > open ? hi : open),
      low: formatPrice(lo < open ? lo : open),
      volume24h: formatAmount(await trading.volume24h(symbol)),
      updatedAt: latest.appliedAt.toISOString(),
    };
  }

  /** The summary of each token that has a price (the console's dashboard). */
  async function summaries(): Promise<MarketPrice[]> {
    const priced = await Promise.all(MARKET_SYMBOLS.map(async (s) => ((await current(s)) ? s : undefined)));
    return Promise.all(priced.filter((s): s is MarketSymbol => s !== undefined).map(priceSummary));
  }

  /** `/api/market/history`: the range's candles. */
  const history = (symbol: MarketSymbol, range: HistoryRange) => priceHistory(db, symbol, range, clock.now());

  /** `/api/market/exchange`: MCC → USDT (a sale), or USDT → MCC when the settings allow it. */
  function exchange(userId: number, input: { from: 'MCC' | 'USDT'; amount: string; payPassword: string }) {
    const kind: MarketTradeKind = input.from === 'MCC' ? 'sell_mcc' : 'buy_mcc';
    return trading.trade(userId, kind, input.amount, input.payPassword);
  }

  /** The current price of each symbol that has one (the console's prices page). */
  async function currentPrices(): Promise<{ list: PricePoint[] }> {
    const rows = await Promise.all((['MCC', 'SSK'] as const).map((s) => current(s)));
    return { list: rows.filter((r): r is PriceRow => r !== undefined).map(toPoint) };
  }

  /** An operator's price, from now on; audited with the price it replaced. */
  async function setPrice(
    input: { symbol: MarketSymbol; price: string },
    by: AuditActor,
  ): Promise<PricePoint> {
    const row = await db.transaction(async (tx) => {
      const before = await current(input.symbol, tx);
      const [inserted] = await tx
        .insert(marketPrices)
        .values({
          symbol: input.symbol,
          price: parsePrice(input.price),
          appliedAt: clock.now(),
          source: 'operator',
        })
        .returning();
      if (!inserted) throw new Error('market price insert returned nothing');
      await audit.record(tx, {
        ...by,
        action: 'market.price.set',
        targetType: 'market_symbol',
        targetId: input.symbol,
        before: before ? { price: formatPrice(before.price) } : null,
        after: { price: formatPrice(inserted.price) },
      });
      return inserted;
    });
    announce([row]);
    return toPoint(row);
  }

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

  /** Plans, newest first (the last 100), optionally of one symbol. */
  async function listPlans(symbol?: MarketSymbol): Promise<{ list: MarketPlan[] }> {
    const rows = await db
      .select()
      .from(marketPlans)
      .where(symbol ? eq(marketPlans.symbol, symbol) : undefined)
      .orderBy(desc(marketPlans.id))
      .limit(100);
    return { list: await plansOf(rows, db) };
  }

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

  return {
    onPrice,
    streamStart,
    current,
    currentPrices,
    priceSummary,
    summaries,
    history,
    setPrice,
    previewPlan,
    createPlan,
    listPlans,
    cancelPlan,
    applyDue,
    exchange,
    buySsk: (userId: number, input: { amount: string; payPassword: string }) =>
      trading.trade(userId, 'buy_ssk', input.amount, input.payPassword),
    sellSsk: (userId: number, input: { amount: string; payPassword: string }) =>
      trading.trade(userId, 'sell_ssk', input.amount, input.payPassword),
    records: trading.records,
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
