import { MARKET_SYMBOLS, MARKET_TRADE_KINDS, PRICE_SOURCES } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

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

const micro = (name: string) => bigint(name, { mode: 'bigint' }).notNull();

/**
 * A user's trade with the platform at its price: SSK bought or sold for USDT, MCC sold (or bought) for
 * USDT. `tokens` is the token side (what the daily limits and the volume count); `paid` left the user
 * in the `from` asset (fee included), `received` reached them; the fee is in USDT. Its money moves in
 * the ledger (reference `market_trade`) in the transaction that writes the row.
 */
export const marketTrades = pgTable(
  'market_trades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: MARKET_TRADE_KINDS }).notNull(),
    tokens: micro('tokens'),
    paid: micro('paid'),
    received: micro('received'),
    fee: micro('fee'),
    price: price('price'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'market_trades_amounts_positive',
      sql`${t.tokens} > 0 AND ${t.paid} > 0 AND ${t.received} > 0 AND ${t.fee} >= 0`,
    ),
    index('market_trades_user_idx').on(t.userId, t.kind, t.createdAt),
    index('market_trades_kind_time_idx').on(t.kind, t.createdAt),
  ],
);
