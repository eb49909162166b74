import {
  formatAmount,
  formatPrice,
  type HistoryRange,
  MARKET_SYMBOLS,
  type MarketPrice,
  type MarketSymbol,
  type MarketTradeKind,
  type PriceEvent,
  type PricePoint,
  parsePrice,
} from '@mcc/contract';
import { and, asc, desc, eq, gt, lte, max, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { SharedReads } from '../../db/shared-reads.ts';
import { businessDay, dayStart } from '../../lib/business-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { marketPrices } from './market.tables.ts';
import { priceAt, priceHistory } from './market-chart.ts';
import { createMarketPlans } from './market-plans.ts';
import { type PriceRow, percentChange, toPoint } from './market-prices.ts';
import { createMarketTrading } from './market-trade.ts';

export { plannedPoints } from './market-plans.ts';
export { percentChange } from './market-prices.ts';

/** Called with every price that became the price (operator or plan), after it committed. */
export type PriceListener = (event: PriceEvent) => void;

/**
 * The token market: prices now and past, their stream, operators' prices; plans (`market-plans.ts`)
 * and trades (`market-trade.ts`) in their own files.
 */
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
  const plans = createMarketPlans({ db, clock, audit, announce });

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

  return {
    onPrice,
    streamStart,
    current,
    currentPrices,
    priceSummary,
    summaries,
    history,
    setPrice,
    ...plans,
    exchange,
    buySsk: (userId: number, input: { amount: string; payPassword: string }) =>
      trading.trade(userId, 'buy_ssk', input.amount, input.payPassword),
    sellSsk: (userId: number, input: { amount: string; payPassword: string }) =>
      trading.trade(userId, 'sell_ssk', input.amount, input.payPassword),
    records: trading.records,
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
