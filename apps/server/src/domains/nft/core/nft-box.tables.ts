import { BOX_ASSETS, type LocalizedText } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { at, micro, nftCopies, nftSeries } from './nft.tables.ts';

/** A blind box. Its pool (`nft_box_entries`) is fixed once it exists; `closed` gives the stock back. */
export const nftBoxes = pgTable(
  'nft_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    price: micro('price').notNull(),
    asset: text('asset', { enum: BOX_ASSETS }).notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at'),
    perUserLimit: integer('per_user_limit').notNull().default(0),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    closed: boolean('closed').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('nft_boxes_price_positive', sql`${t.price} > 0`)],
);

/**
 * One series of a box's pool: its weight and the copies left (`left`, set aside from the series'
 * unsold copies as `reserved` when the box was made; a draw moves one to `sold`).
 */
export const nftBoxEntries = pgTable(
  'nft_box_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boxId: integer('box_id')
      .notNull()
      .references(() => nftBoxes.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => nftSeries.id),
    weight: integer('weight').notNull(),
    stock: integer('stock').notNull(),
    left: integer('left').notNull(),
  },
  (t) => [
    check('nft_box_entries_counts', sql`${t.weight} > 0 AND 0 <= ${t.left} AND ${t.left} <= ${t.stock}`),
    uniqueIndex('nft_box_entries_unique').on(t.boxId, t.seriesId),
  ],
);

/**
 * A user's seed pairs: the server seed (secret until the pair is rotated, published meanwhile as its
 * SHA-256), the client seed, and the next draw's nonce. One current pair per user.
 */
export const nftSeedPairs = pgTable(
  'nft_seed_pairs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: at('created_at').notNull(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('nft_seed_pairs_current').on(t.userId).where(sql`${t.revealedAt} IS NULL`),
    index('nft_seed_pairs_user_idx').on(t.userId, t.id),
  ],
);

/** One draw: its pair and nonce, the pool as it stood (entries with stock, in order), the copy it minted. */
export const nftBoxDraws = pgTable(
  'nft_box_draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    boxId: integer('box_id')
      .notNull()
      .references(() => nftBoxes.id),
    seedPairId: integer('seed_pair_id')
      .notNull()
      .references(() => nftSeedPairs.id),
    nonce: integer('nonce').notNull(),
    pool: jsonb('pool').$type<{ seriesId: number; weight: number }[]>().notNull(),
    pick: integer('pick').notNull(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => nftSeries.id),
    copyId: integer('copy_id')
      .notNull()
      .references(() => nftCopies.id),
    price: micro('price').notNull(),
    asset: text('asset', { enum: BOX_ASSETS }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('nft_box_draws_nonce_unique').on(t.seedPairId, t.nonce),
    index('nft_box_draws_user_idx').on(t.userId, t.id),
    index('nft_box_draws_box_user_idx').on(t.boxId, t.userId),
  ],
);

/** A chain-game recipe: burn `inputs` (so many copies of each series), pay `fee`, mint one of `outputSeriesId`. */
export const nftRecipes = pgTable(
  'nft_recipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    inputs: jsonb('inputs').$type<{ seriesId: number; count: number }[]>().notNull(),
    outputSeriesId: integer('output_series_id')
      .notNull()
      .references(() => nftSeries.id),
    fee: micro('fee').notNull().default(sql`0`),
    feeAsset: text('fee_asset', { enum: BOX_ASSETS }).notNull().default('USDT'),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('nft_recipes_fee', sql`${t.fee} >= 0`)],
);

/** One synthesis: the recipe, the copies it burned, the copy it minted. */
export const nftSyntheses = pgTable(
  'nft_syntheses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => nftRecipes.id),
    burned: jsonb('burned').$type<number[]>().notNull(),
    copyId: integer('copy_id')
      .notNull()
      .references(() => nftCopies.id),
    fee: micro('fee').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('nft_syntheses_recipe_idx').on(t.recipeId)],
);
