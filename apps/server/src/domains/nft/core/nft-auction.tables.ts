import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { at, micro, nftCopies, nftSeries } from './nft.tables.ts';

/**
 * An auction. `open` from creation until the settlement job (or an operator's cancel) closes it:
 * `sold`, `unsold` or `cancelled`; whether an open one is upcoming, live or ended is a matter of the
 * clock. An owner's auction holds their copy (`copyId`, locked); the platform's (`sellerId` null) has
 * one copy of its series reserved, minted for the winner. `leadingBidId` and `endsAt` change only under
 * the row's lock.
 */
export const nftAuctions = pgTable(
  'nft_auctions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => nftSeries.id),
    copyId: integer('copy_id').references(() => nftCopies.id),
    sellerId: integer('seller_id').references(() => users.id),
    startPrice: micro('start_price').notNull(),
    incrementBp: integer('increment_bp').notNull(),
    reserve: micro('reserve'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: ['open', 'sold', 'unsold', 'cancelled'] })
      .notNull()
      .default('open'),
    leadingBidId: integer('leading_bid_id'),
    bids: integer('bids').notNull().default(0),
    /** The platform's fee taken at settlement. */
    fee: micro('fee'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    check('nft_auctions_prices', sql`${t.startPrice} > 0 AND (${t.reserve} IS NULL OR ${t.reserve} > 0)`),
    index('nft_auctions_due_idx').on(t.endsAt, t.id).where(sql`${t.status} = 'open'`),
    index('nft_auctions_seller_idx').on(t.sellerId, t.id),
    // The dashboard's auction volume per hour: sold auctions by their settlement.
    index('nft_auctions_sold_idx').on(t.settledAt).where(sql`${t.status} = 'sold'`),
  ],
);

/** A bid: `leading` while it leads (its hold pending), `outbid` once beaten (hold voided), `won`, `lost`. */
export const nftBids = pgTable(
  'nft_bids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => nftAuctions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: micro('amount').notNull(),
    status: text('status', { enum: ['leading', 'outbid', 'won', 'lost'] })
      .notNull()
      .default('leading'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('nft_bids_auction_idx').on(t.auctionId, t.id),
    index('nft_bids_user_idx').on(t.userId, t.auctionId),
  ],
);
