import { type LocalizedText, PLEDGE_ORDER_STATES } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const micro = (name: string) => bigint(name, { mode: 'bigint' }).notNull();
/** A business day (UTC+8 calendar date) as `YYYY-MM-DD`. */
const day = (name: string) => date(name, { mode: 'string' });

/** A fixed-term AI quant product, defined by operators. */
export const pledgeProducts = pgTable(
  'pledge_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    termDays: integer('term_days').notNull(),
    dailyRateBp: integer('daily_rate_bp').notNull(),
    minAmount: micro('min_amount'),
    maxAmount: micro('max_amount'),
    /** Total principal the product takes; `sold` grows under the product's row lock. */
    quota: micro('quota'),
    sold: micro('sold').default(sql`0`),
    open: boolean('open').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('pledge_products_term_positive', sql`${t.termDays} > 0`),
    check('pledge_products_rate_positive', sql`${t.dailyRateBp} > 0`),
    check('pledge_products_min_max', sql`0 < ${t.minAmount} AND ${t.minAmount} <= ${t.maxAmount}`),
    check('pledge_products_sold_within_quota', sql`0 <= ${t.sold} AND ${t.sold} <= ${t.quota}`),
  ],
);

/**
 * A user's stake in a product. Rate and term are copied from the product when staked, so an operator
 * editing the product changes no running order. `nextDay` is the first day not yet paid: the order is
 * due while `nextDay <= today` and completes (principal released) once `nextDay > endDate`.
 */
export const pledgeOrders = pgTable(
  'pledge_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => pledgeProducts.id),
    amount: micro('amount'),
    dailyRateBp: integer('daily_rate_bp').notNull(),
    termDays: integer('term_days').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    nextDay: day('next_day').notNull(),
    earned: micro('earned').default(sql`0`),
    status: text('status', { enum: PLEDGE_ORDER_STATES }).notNull().default('active'),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    check('pledge_orders_amount_positive', sql`${t.amount} > 0`),
    index('pledge_orders_user_idx').on(t.userId, t.id),
    index('pledge_orders_due_idx').on(t.nextDay, t.id).where(sql`${t.status} = 'active'`),
    // The dashboard's new stakes per hour.
    index('pledge_orders_created_idx').on(t.createdAt),
    // The console's orders sorted by amount or end date.
    index('pledge_orders_amount_idx').on(t.amount, t.id),
    index('pledge_orders_end_idx').on(t.endDate, t.id),
  ],
);
