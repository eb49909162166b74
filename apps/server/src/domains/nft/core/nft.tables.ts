import {
  ACQUIRED_VIA,
  APPEAL_REASONS,
  APPEAL_SIDES,
  APPEAL_STATES,
  COPY_EVENTS,
  LISTING_STATES,
  type LocalizedText,
  ORDER_KINDS,
  ORDER_STATES,
  type PayMethod,
  RARITIES,
  type ReferenceType,
  TIP_KINDS,
} from '@mcc/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { operators } from '../../admin/admin.tables.ts';
import { users } from '../../auth/auth.tables.ts';

/** Column builders the NFT area's tables share: an instant, and an amount in micro-units. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const micro = (name: string) => bigint(name, { mode: 'bigint' });

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
 * An order. Primary (`kind`): `quantity` copies reserved until `deadline`; paying mints them; the expiry
 * job (or the owner's next read) closes a late one and gives its reservation back, once, by moving
 * `status` from unpaid under the row's lock; one unpaid primary order per user and series. Resale: one
 * listed copy (`listingId`, `copyId`) bought from `sellerId` by `userId`; see resale/nft-resale.ts.
 */
export const nftOrders = pgTable(
  'nft_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('primary'),
    /** The buyer. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => nftSeries.id),
    listingId: integer('listing_id').references((): AnyPgColumn => nftListings.id),
    copyId: integer('copy_id').references((): AnyPgColumn => nftCopies.id),
    sellerId: integer('seller_id').references(() => users.id),
    /** The buyer's proof of payment (an upload of theirs), once they mark a resale order paid. */
    proof: text('proof'),
    /** The fee the seller pays when the copy moves (resale). */
    fee: micro('fee'),
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
    uniqueIndex('nft_orders_one_unpaid')
      .on(t.userId, t.seriesId)
      .where(sql`${t.status} = 'unpaid' AND ${t.kind} = 'primary'`),
    index('nft_orders_seller_idx').on(t.sellerId, t.id).where(sql`${t.sellerId} IS NOT NULL`),
    index('nft_orders_listing_idx').on(t.listingId),
    // The console's orders: a range of times, sorting by time, amount or payment.
    index('nft_orders_created_idx').on(t.createdAt, t.id),
    index('nft_orders_amount_idx').on(t.amount, t.id),
    index('nft_orders_paid_sort_idx').using(
      'btree',
      sql`coalesce(${t.paidAt}, 'infinity'::timestamptz)`,
      t.id,
    ),
    // The dashboard's sales per hour: primary orders paid and resale orders completed, when they closed.
    index('nft_orders_sold_idx')
      .on(t.closedAt)
      .where(
        sql`(${t.kind} = 'primary' AND ${t.status} = 'paid') OR (${t.kind} = 'resale' AND ${t.status} = 'completed')`,
      ),
    check(
      'nft_orders_resale_shape',
      sql`(${t.kind} = 'primary') = (${t.listingId} IS NULL AND ${t.copyId} IS NULL AND ${t.sellerId} IS NULL)`,
    ),
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
    /**
     * Why the copy may not move now: `listing` while it is listed (or held by a resale order), `auction`
     * while it is auctioned. Nothing transfers, burns, lists or auctions a locked copy.
     */
    lockedFor: text('locked_for', { enum: ['listing', 'auction'] }),
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

/**
 * Order notifications; one of each kind per order (or auction) and user, which is what makes them
 * exactly once (an auction's `outbid`, which can recur, is raised again as unread instead). An auction's
 * carry `auctionId` (no foreign key: the auctions' tables build on these).
 */
export const nftOrderTips = pgTable(
  'nft_order_tips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => nftOrders.id),
    auctionId: integer('auction_id'),
    kind: text('kind', { enum: TIP_KINDS }).notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('nft_order_tips_once').on(t.orderId, t.userId, t.kind),
    uniqueIndex('nft_order_tips_auction_once')
      .on(t.auctionId, t.userId, t.kind)
      .where(sql`${t.auctionId} IS NOT NULL`),
    check('nft_order_tips_subject', sql`(${t.orderId} IS NULL) <> (${t.auctionId} IS NULL)`),
    index('nft_order_tips_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A copy on sale by its owner. `listed` → `ordered` while a resale order holds it → `sold`, or back to
 * `listed` when that order expires, is cancelled or is decided for the seller; `unlisted` by the owner
 * while no order holds it. The fee is held from the seller's USDT (`nft:listing:<id>:fee`) from listing
 * to sale. At most one open listing per copy.
 */
export const nftListings = pgTable(
  'nft_listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    copyId: integer('copy_id')
      .notNull()
      .references(() => nftCopies.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => nftSeries.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    price: micro('price').notNull(),
    fee: micro('fee').notNull(),
    payMethods: jsonb('pay_methods').$type<PayMethod[]>().notNull(),
    status: text('status', { enum: LISTING_STATES }).notNull().default('listed'),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    check('nft_listings_price_positive', sql`${t.price} > 0 AND ${t.fee} >= 0`),
    uniqueIndex('nft_listings_one_open').on(t.copyId).where(sql`${t.status} IN ('listed', 'ordered')`),
    index('nft_listings_market_idx').on(t.seriesId, t.price, t.id).where(sql`${t.status} = 'listed'`),
    index('nft_listings_seller_idx').on(t.sellerId, t.id),
  ],
);

/** The appeal of a resale order (one per order); see nft-appeal.ts in the contract. */
export const nftAppeals = pgTable(
  'nft_appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => nftOrders.id),
    openedBy: text('opened_by', { enum: APPEAL_SIDES }).notNull(),
    reason: text('reason', { enum: APPEAL_REASONS }).notNull(),
    status: text('status', { enum: APPEAL_STATES }).notNull().default('open'),
    decision: text('decision', { enum: APPEAL_SIDES }),
    note: text('note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => operators.id),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('nft_appeals_order_unique').on(t.orderId),
    index('nft_appeals_status_idx').on(t.status, t.id),
  ],
);

/** What each side (and the deciding operator) wrote in an appeal, with their images. */
export const nftAppealMessages = pgTable(
  'nft_appeal_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appealId: integer('appeal_id')
      .notNull()
      .references(() => nftAppeals.id),
    side: text('side', { enum: [...APPEAL_SIDES, 'operator'] }).notNull(),
    text: text('text').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('nft_appeal_messages_appeal_idx').on(t.appealId, t.id)],
);
