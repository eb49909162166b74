import {
  ACQUIRED_VIA,
  COPY_EVENTS,
  type LocalizedText,
  ORDER_STATES,
  RARITIES,
  type ReferenceType,
  TIP_KINDS,
} from '@mcc/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const micro = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A numbered edition defined by operators. `sold` and `reserved` change only under the series' row
 * lock, so together they never pass `supply`; serials are handed out at payment as `sold + 1 …`, which
 * keeps them unique and without gaps however reservations lapse.
 */
export const nftSeries = pgTable(
  'nft_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    price: micro('price').notNull(),
    supply: integer('supply').notNull(),
    perUserLimit: integer('per_user_limit').notNull().default(0),
    saleStart: at('sale_start').notNull(),
    saleEnd: at('sale_end'),
    rarity: text('rarity', { enum: RARITIES }).notNull(),
    creator: text('creator').notNull().default(''),
    chain: text('chain').notNull().default(''),
    contractAddress: text('contract_address').notNull().default(''),
    tokenStandard: text('token_standard').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('nft_series_price_positive', sql`${t.price} > 0`),
    check(
      'nft_series_counts',
      sql`0 <= ${t.sold} AND 0 <= ${t.reserved} AND ${t.sold} + ${t.reserved} <= ${t.supply}`,
    ),
    index('nft_series_shelf_idx').on(t.sort, t.id).where(sql`${t.published}`),
  ],
);

/**
 * A primary-sale order: `quantity` copies reserved until `deadline`. Paying mints them; the expiry job
 * (or the owner's next read) closes a late one and gives its reservation back, once, by moving
 * `status` from unpaid under the row's lock. One unpaid order per user and series.
 */
export const nftOrders = pgTable(
  'nft_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => nftSeries.id),
    quantity: integer('quantity').notNull(),
    unitPrice: micro('unit_price').notNull(),
    amount: micro('amount').notNull(),
    status: text('status', { enum: ORDER_STATES }).notNull().default('unpaid'),
    deadline: at('deadline').notNull(),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    check('nft_orders_quantity_positive', sql`${t.quantity} > 0`),
    index('nft_orders_user_idx').on(t.userId, t.id),
    index('nft_orders_series_idx').on(t.seriesId, t.userId),
    index('nft_orders_due_idx').on(t.deadline, t.id).where(sql`${t.status} = 'unpaid'`),
    uniqueIndex('nft_orders_one_unpaid').on(t.userId, t.seriesId).where(sql`${t.status} = 'unpaid'`),
  ],
);

/** A copy: serial `serial / supply` of its series, its owner, and how and when they got it. */
export const nftCopies = pgTable(
  'nft_copies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => nftSeries.id),
    serial: integer('serial').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => nftOrders.id),
    acquiredVia: text('acquired_via', { enum: ACQUIRED_VIA }).notNull(),
    acquiredAt: at('acquired_at').notNull(),
    /** What the owner paid for it, when they bought it. */
    price: micro('price'),
    burnedAt: at('burned_at'),
  },
  (t) => [
    check('nft_copies_serial_positive', sql`${t.serial} > 0`),
    uniqueIndex('nft_copies_serial_unique').on(t.seriesId, t.serial),
    index('nft_copies_owner_idx').on(t.ownerId, t.id),
    index('nft_copies_order_idx').on(t.orderId),
  ],
);

/** A copy's history, oldest first: minted, sold, transferred, burned. */
export const nftCopyEvents = pgTable(
  'nft_copy_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    copyId: integer('copy_id')
      .notNull()
      .references(() => nftCopies.id),
    event: text('event', { enum: COPY_EVENTS }).notNull(),
    fromUser: integer('from_user').references(() => users.id),
    toUser: integer('to_user').references(() => users.id),
    price: micro('price'),
    refType: text('ref_type').$type<ReferenceType>().notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('nft_copy_events_copy_idx').on(t.copyId, t.id)],
);

/** Order notifications; one of each kind per order, which is what makes them exactly once. */
export const nftOrderTips = pgTable(
  'nft_order_tips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => nftOrders.id),
    kind: text('kind', { enum: TIP_KINDS }).notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('nft_order_tips_once').on(t.orderId, t.kind),
    index('nft_order_tips_user_idx').on(t.userId, t.id),
  ],
);
