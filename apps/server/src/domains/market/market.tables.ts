import { MARKET_SYMBOLS, PRICE_SOURCES } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A price in 10^-10 USDT (`PRICE_SCALE`). */
const price = (name: string) => bigint(name, { mode: 'bigint' }).notNull();

/**
 * An operator's schedule of future prices for one symbol. Its points are applied by the price job;
 * `cancelledAt` stops the points not yet applied. Whether it is done is read from its points.
 */
export const marketPlans = pgTable('market_plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  symbol: text('symbol', { enum: MARKET_SYMBOLS }).notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: at('created_at').notNull(),
  cancelledAt: at('cancelled_at'),
});

export const marketPlanPoints = pgTable(
  'market_plan_points',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => marketPlans.id),
    at: at('at').notNull(),
    price: price('price'),
  },
  (t) => [
    check('market_plan_points_price_positive', sql`${t.price} > 0`),
    index('market_plan_points_due_idx').on(t.at),
    index('market_plan_points_plan_idx').on(t.planId, t.at),
  ],
);

/**
 * Every price that was ever the price: the history. A plan's point becomes one row at most, by the
 * unique `plan_point_id`, however many servers apply due points at once.
 */
export const marketPrices = pgTable(
  'market_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    symbol: text('symbol', { enum: MARKET_SYMBOLS }).notNull(),
    price: price('price'),
    /** From this moment on it is the price (a plan's point: its scheduled time, even when applied late). */
    appliedAt: at('applied_at').notNull(),
    source: text('source', { enum: PRICE_SOURCES }).notNull(),
    planPointId: integer('plan_point_id')
      .unique('market_prices_plan_point_unique')
      .references(() => marketPlanPoints.id),
  },
  (t) => [
    check('market_prices_price_positive', sql`${t.price} > 0`),
    index('market_prices_symbol_time_idx').on(t.symbol, t.appliedAt, t.id),
  ],
);
