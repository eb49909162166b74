import { z } from 'zod';
import { payPassword } from './auth.ts';
import { localizedInput, localizedText, paged, rowId } from './common.ts';
import { consoleListQuery, exportQuery, PUBLISH_STATES, searchText } from './list-query.ts';
import { amountProblem, INPUT_DECIMALS } from './money.ts';
import { nftDescription, nftName, nftTime, RARITIES, wholeNumber } from './nft.ts';
import { bannerImage } from './notice.ts';
import { money } from './wallet.ts';

/**
 * Blind boxes (`/pages/nft/luckbox`). A box has a price in USDT or MCC and a pool of series, each with
 * a weight and a stock of copies set aside from the series when the box is made. Opening one draws a
 * series with the caller's seed pair (fair-draw.ts) from the entries that still have stock, each with
 * its weight, then pays and mints one copy; `count` draws in one call, nonce after nonce.
 */
export const BOX_OPEN_COUNTS = [1, 5, 10] as const;
export const BOX_POOL_MAX = 20;
export const BOX_WEIGHT_MAX = 1_000_000;
export const BOX_ASSETS = ['USDT', 'MCC'] as const;
export type BoxAsset = (typeof BOX_ASSETS)[number];
/** `upcoming` before it opens, `open`, `sold_out` when no entry has stock, `ended` after it closes. */
export const BOX_STATES = ['upcoming', 'open', 'sold_out', 'ended'] as const;
export type BoxState = (typeof BOX_STATES)[number];
/** A client seed: what the user types, or the 16 hex characters generated for them. */
export const CLIENT_SEED_MAX = 64;

/** One series of a box's pool as users see it: the chance to draw it now (percent, 2 decimals). */
export const boxEntry = z.object({
  seriesId: z.number().int(),
  seriesName: z.string(),
  image: z.string(),
  rarity: z.enum(RARITIES),
  weight: z.number().int(),
  /** Copies of it still in the box. */
  left: z.number().int(),
  /** The chance a draw yields it now, in percent ("12.50"): its weight over the weights with stock. */
  odds: z.string(),
});
export type BoxEntry = z.infer<typeof boxEntry>;

export const nftBox = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: money,
  asset: z.enum(BOX_ASSETS),
  status: z.enum(BOX_STATES),
  opensAt: z.string(),
  closesAt: z.string().nullable(),
  /** Opens one user may make; 0 for no limit. */
  perUserLimit: z.number().int(),
  /** Copies left in the whole box. */
  left: z.number().int(),
  /** Opens the caller has made, and may still make now (stock, limit and time allowing). */
  opened: z.number().int(),
  canOpen: z.number().int(),
  pool: z.array(boxEntry),
  now: z.string(),
});
export type NftBox = z.infer<typeof nftBox>;
export const nftBoxList = paged(nftBox);
export const boxListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** The caller's current seed pair: the server seed only as its hash until rotated; `nonce` is the next draw's. */
export const seedPair = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type SeedPair = z.infer<typeof seedPair>;

const clientSeed = z
  .string({ error: 'CLIENT_SEED_INVALID' })
  .trim()
  .min(1, { error: 'CLIENT_SEED_INVALID' })
  .max(CLIENT_SEED_MAX, { error: 'CLIENT_SEED_INVALID' })
  // Printable ASCII only: it is part of the HMAC message, which must read the same everywhere.
  .regex(/^[\x21-\x7e]+$/, { error: 'CLIENT_SEED_INVALID' });

/** `/api/nft/seed/rotate`: reveals the current server seed and starts a new pair (a new client seed if given). */
export const rotateBody = z.object({ clientSeed: clientSeed.optional() });
export const rotateAnswer = z.object({
  /** The pair just closed, its server seed revealed; `nonce` is how many draws it made. */
  revealed: seedPair.extend({ serverSeed: z.string() }),
  current: seedPair,
});
export type RotateAnswer = z.infer<typeof rotateAnswer>;

/** `/api/nft/box/open`: `count` draws from a box, paid with the payment password. */
export const boxOpenBody = z.object({
  boxId: rowId('BOX_NOT_FOUND'),
  count: z
    .number({ error: 'BOX_COUNT_INVALID' })
    .refine((n) => (BOX_OPEN_COUNTS as readonly number[]).includes(n), { error: 'BOX_COUNT_INVALID' }),
  payPassword,
});
export type BoxOpenInput = z.infer<typeof boxOpenBody>;

/** One draw as its owner (and the verify page) sees it: everything needed to recompute it. */
export const boxDraw = z.object({
  id: z.number().int(),
  boxId: z.number().int(),
  boxName: z.string(),
  serverSeedHash: z.string(),
  /** Revealed once the pair is rotated; null before. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The pool as it stood at the draw, in order: the entries with stock and their weights. */
  pool: z.array(z.object({ seriesId: z.number().int(), weight: z.number().int() })),
  /** The entry the draw picked (its index in `pool`). */
  pick: z.number().int(),
  seriesId: z.number().int(),
  seriesName: z.string(),
  image: z.string(),
  rarity: z.enum(RARITIES),
  copyId: z.number().int(),
  serial: z.number().int(),
  supply: z.number().int(),
  price: money,
  asset: z.enum(BOX_ASSETS),
  createdAt: z.string(),
});
export type BoxDraw = z.infer<typeof boxDraw>;
export const boxDrawList = paged(boxDraw);
export const boxOpenAnswer = z.object({ draws: z.array(boxDraw), seed: seedPair });
export type BoxOpenAnswer = z.infer<typeof boxOpenAnswer>;
export const drawListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  boxId: rowId('BOX_NOT_FOUND').optional(),
});

// ---- admin side ----------------------------------------------------------------------------------

const poolEntryInput = z.strictObject({
  seriesId: rowId('SERIES_NOT_FOUND'),
  weight: wholeNumber('BOX_WEIGHT_INVALID', 1, BOX_WEIGHT_MAX),
  stock: wholeNumber('BOX_STOCK_INVALID', 1, 100_000),
});

const boxFields = {
  name: localizedInput(nftName, 'SERIES_NAME_REQUIRED'),
  description: localizedInput(nftDescription, 'SERIES_DESCRIPTION_REQUIRED'),
  image: bannerImage,
  price: z.string({ error: 'AMOUNT_INVALID' }).max(40, { error: 'AMOUNT_INVALID' }),
  asset: z.enum(BOX_ASSETS, { error: 'ASSET_INVALID' }),
  opensAt: nftTime,
  closesAt: nftTime.nullable(),
  perUserLimit: wholeNumber('PER_USER_LIMIT_INVALID', 0, 100_000),
  published: z.boolean(),
  sort: wholeNumber('SORT_INVALID', -1_000_000, 1_000_000),
};

/** The price has the decimals of its asset; a box closes after it opens. */
function checkBox(
  b: { price: string; asset: BoxAsset; opensAt: string; closesAt: string | null },
  ctx: z.RefinementCtx,
) {
  const problem = amountProblem(b.price, INPUT_DECIMALS[b.asset]);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['price'] });
  if (b.closesAt !== null && Date.parse(b.closesAt) <= Date.parse(b.opensAt))
    ctx.addIssue({ code: 'custom', message: 'SALE_WINDOW_INVALID', path: ['closesAt'] });
}

/**
 * `POST /admin-api/nft/boxes`: a new box with its pool (each series once; the stock is set aside from
 * the series' unsold copies at once).
 */
export const boxBody = z
  .strictObject({
    ...boxFields,
    pool: z
      .array(poolEntryInput, { error: 'BOX_POOL_INVALID' })
      .min(1, { error: 'BOX_POOL_INVALID' })
      .max(BOX_POOL_MAX, { error: 'BOX_POOL_INVALID' })
      .refine((pool) => new Set(pool.map((e) => e.seriesId)).size === pool.length, {
        error: 'BOX_POOL_INVALID',
      }),
  })
  .superRefine(checkBox);
export type BoxInput = z.infer<typeof boxBody>;
/** `POST /admin-api/nft/boxes/:id`: everything but the pool, which is fixed once the box exists. */
export const boxUpdateBody = z.strictObject(boxFields).superRefine(checkBox);
export type BoxUpdateInput = z.infer<typeof boxUpdateBody>;
export const boxIdParams = z.object({ id: rowId('BOX_NOT_FOUND') });

export const adminBox = nftBox.omit({ opened: true, canOpen: true, now: true }).extend({
  name: localizedText,
  description: localizedText,
  published: z.boolean(),
  sort: z.number().int(),
  /** Closed by an operator: its remaining stock went back to the series. */
  closed: z.boolean(),
  pool: z.array(boxEntry.extend({ stock: z.number().int() })),
  opens: z.number().int(),
  /** What its opens have taken, in its asset. */
  revenue: money,
  createdAt: z.string(),
});
export type AdminBox = z.infer<typeof adminBox>;
export const adminBoxList = paged(adminBox);
/**
 * Boxes in the console, by `sort` (smallest first) by default: `published` or `draft` (closed ones
 * under `closed`). `q`: a box id (exactly) or part of the name in any language. The date range is
 * `opensAt`.
 */
export const adminBoxQuery = consoleListQuery(
  {
    status: z.enum([...PUBLISH_STATES, 'closed']).optional(),
    asset: z.enum(BOX_ASSETS).optional(),
    q: searchText,
  },
  { sort: ['sort', 'createdAt', 'opensAt'], limit: 10 },
);
export const adminBoxExportQuery = exportQuery(adminBoxQuery);
