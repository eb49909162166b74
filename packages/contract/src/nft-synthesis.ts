import { z } from 'zod';
import { payPassword } from './auth.ts';
import { localizedInput, localizedText, paged, rowId } from './common.ts';
import { consoleListQuery, exportQuery, PUBLISH_STATES, searchText } from './list-query.ts';
import { amountProblem, INPUT_DECIMALS } from './money.ts';
import { nftName, RARITIES, wholeNumber } from './nft.ts';
import { BOX_ASSETS } from './nft-box.ts';
import { money } from './wallet.ts';

/**
 * The chain game (`/pages/nft/game`): operator-defined recipes burn given copies (so many of each
 * input series), optionally take a fee, and mint one copy of a rarer series — all in one transaction.
 * A copy that is listed, in escrow or in an auction is locked and cannot be burned.
 */
export const RECIPE_INPUTS_MAX = 5;
export const RECIPE_INPUT_COUNT_MAX = 10;

export const recipeSeries = z.object({
  seriesId: z.number().int(),
  seriesName: z.string(),
  image: z.string(),
  rarity: z.enum(RARITIES),
  supply: z.number().int(),
});

/** A recipe as users see it: what it takes (and how many free copies of each they hold), what it makes. */
export const recipe = z.object({
  id: z.number().int(),
  name: z.string(),
  inputs: z.array(
    recipeSeries.extend({
      count: z.number().int(),
      /** The caller's copies of it that may be burned (not locked), lowest serial first. */
      owned: z.array(z.object({ copyId: z.number().int(), serial: z.number().int() })),
    }),
  ),
  output: recipeSeries.extend({ left: z.number().int() }),
  fee: money,
  feeAsset: z.enum(BOX_ASSETS),
  /** The caller holds enough free copies of every input, and the output series has copies left. */
  ready: z.boolean(),
});
export type Recipe = z.infer<typeof recipe>;
export const recipeList = paged(recipe);
export const recipeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** `/api/nft/synthesize`: the copies to burn (exactly the recipe's inputs), and the payment password. */
export const synthesizeBody = z.object({
  recipeId: rowId('RECIPE_NOT_FOUND'),
  copyIds: z
    .array(rowId('COPY_NOT_FOUND'), { error: 'RECIPE_INPUTS_MISMATCH' })
    .min(1, { error: 'RECIPE_INPUTS_MISMATCH' })
    .max(RECIPE_INPUTS_MAX * RECIPE_INPUT_COUNT_MAX, { error: 'RECIPE_INPUTS_MISMATCH' }),
  payPassword,
});
export type SynthesizeInput = z.infer<typeof synthesizeBody>;
/** What a synthesis made: the new copy, and the ids of the copies it burned. */
export const synthesizeAnswer = z.object({
  copyId: z.number().int(),
  seriesId: z.number().int(),
  serial: z.number().int(),
  burned: z.array(z.number().int()),
});
export type SynthesizeAnswer = z.infer<typeof synthesizeAnswer>;

// ---- admin side ----------------------------------------------------------------------------------

/** `POST /admin-api/nft/recipes` (create) and `/admin-api/nft/recipes/:id` (replace). */
export const recipeBody = z
  .strictObject({
    name: localizedInput(nftName, 'SERIES_NAME_REQUIRED'),
    inputs: z
      .array(
        z.strictObject({
          seriesId: rowId('SERIES_NOT_FOUND'),
          count: wholeNumber('RECIPE_INVALID', 1, RECIPE_INPUT_COUNT_MAX),
        }),
        { error: 'RECIPE_INVALID' },
      )
      .min(1, { error: 'RECIPE_INVALID' })
      .max(RECIPE_INPUTS_MAX, { error: 'RECIPE_INVALID' })
      .refine((inputs) => new Set(inputs.map((i) => i.seriesId)).size === inputs.length, {
        error: 'RECIPE_INVALID',
      }),
    outputSeriesId: rowId('SERIES_NOT_FOUND'),
    /** '0' for none. */
    fee: z.string({ error: 'AMOUNT_INVALID' }).max(40, { error: 'AMOUNT_INVALID' }),
    feeAsset: z.enum(BOX_ASSETS, { error: 'ASSET_INVALID' }),
    published: z.boolean(),
    sort: wholeNumber('SORT_INVALID', -1_000_000, 1_000_000),
  })
  .superRefine((b, ctx) => {
    const problem = b.fee.trim() === '0' ? undefined : amountProblem(b.fee, INPUT_DECIMALS[b.feeAsset]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['fee'] });
    // Burning copies of a series to mint the same series is no game.
    if (b.inputs.some((i) => i.seriesId === b.outputSeriesId))
      ctx.addIssue({ code: 'custom', message: 'RECIPE_INVALID', path: ['outputSeriesId'] });
  });
export type RecipeInput = z.infer<typeof recipeBody>;
export const recipeIdParams = z.object({ id: rowId('RECIPE_NOT_FOUND') });

export const adminRecipe = z.object({
  id: z.number().int(),
  name: localizedText,
  inputs: z.array(recipeSeries.extend({ count: z.number().int() })),
  output: recipeSeries.extend({ left: z.number().int() }),
  fee: money,
  feeAsset: z.enum(BOX_ASSETS),
  published: z.boolean(),
  sort: z.number().int(),
  /** Syntheses made with it. */
  made: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRecipe = z.infer<typeof adminRecipe>;
export const adminRecipeList = paged(adminRecipe);
/**
 * Recipes in the console, by `sort` (smallest first) by default. `q`: a recipe id (exactly) or part of
 * the name in any language. The date range is `createdAt`.
 */
export const adminRecipeQuery = consoleListQuery(
  { status: z.enum(PUBLISH_STATES).optional(), q: searchText },
  { sort: ['sort', 'createdAt'], limit: 10 },
);
export const adminRecipeExportQuery = exportQuery(adminRecipeQuery);
