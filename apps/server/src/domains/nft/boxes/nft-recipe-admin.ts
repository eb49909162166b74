import {
  type AdminRecipe,
  type adminApi,
  DEFAULT_LANGUAGE,
  formatAmount,
  INPUT_DECIMALS,
  parseAmount,
  type QueryOf,
  type RecipeInput,
} from '@mcc/contract';
import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  idIn,
  inRange,
  listPage,
  localizedContains,
  type SortKey,
  tableList,
} from '../../../lib/console-list.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuditActor, AuditService } from '../../admin/audit.service.ts';
import { nftSeries } from '../core/nft.tables.ts';
import { nftRecipes, nftSyntheses } from '../core/nft-box.tables.ts';
import { storedText } from '../core/nft-views.ts';
import { RECIPE_COLUMNS } from './box-columns.ts';
import { leftOf, type RecipeRow, recipeSeriesView, seriesOf } from './nft-synthesis.ts';

type RecipeQuery = Omit<QueryOf<typeof adminApi.boxes.recipes>, 'page' | 'limit'>;
const RECIPE_KEYS: Record<RecipeQuery['sort'], SortKey> = {
  sort: { expr: nftRecipes.sort, type: 'integer' },
  createdAt: { expr: nftRecipes.createdAt, type: 'timestamptz' },
};

const recipeValues = (input: RecipeInput) => ({
  name: storedText(input.name),
  inputs: input.inputs,
  outputSeriesId: input.outputSeriesId,
  fee: input.fee.trim() === '0' ? 0n : (parseAmount(input.fee, INPUT_DECIMALS[input.feeAsset]) ?? 0n),
  feeAsset: input.feeAsset,
  published: input.published,
  sort: input.sort,
});

const auditView = (r: RecipeRow) => ({
  name: r.name,
  inputs: r.inputs,
  outputSeriesId: r.outputSeriesId,
  fee: formatAmount(r.fee),
  feeAsset: r.feeAsset,
  published: r.published,
  sort: r.sort,
});

/** Operators' side of the chain game: recipes (every write audited), with how often each was used. */
export function createNftRecipeAdmin(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  async function toAdmin(rows: RecipeRow[]): Promise<AdminRecipe[]> {
    const series = await seriesOf(db, rows);
    const ids = rows.map((r) => r.id);
    const made = ids.length
      ? await db
          .select({ recipeId: nftSyntheses.recipeId, n: count() })
          .from(nftSyntheses)
          .where(inArray(nftSyntheses.recipeId, ids))
          .groupBy(nftSyntheses.recipeId)
      : [];
    const madeBy = new Map(made.map((m) => [m.recipeId, m.n]));
    return rows.flatMap((r) => {
      const output = series.get(r.outputSeriesId);
      if (!output) return [];
      return [
        {
          id: r.id,
          name: r.name,
          inputs: r.inputs.flatMap((i) => {
            const s = series.get(i.seriesId);
            return s ? [{ ...recipeSeriesView(s, DEFAULT_LANGUAGE), count: i.count }] : [];
          }),
          output: { ...recipeSeriesView(output, DEFAULT_LANGUAGE), left: leftOf(output) },
          fee: formatAmount(r.fee),
          feeAsset: r.feeAsset,
          published: r.published,
          sort: r.sort,
          made: madeBy.get(r.id) ?? 0,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        },
      ];
    });
  }

  async function one(row: RecipeRow): Promise<AdminRecipe> {
    const [view] = await toAdmin([row]);
    if (!view) throw new Error(`nft recipe ${row.id} has no view`);
    return view;
  }

  /** Every series a recipe names must exist. */
  async function checkSeries(tx: Tx, input: RecipeInput) {
    const ids = [input.outputSeriesId, ...input.inputs.map((i) => i.seriesId)];
    const found = await tx.select({ id: nftSeries.id }).from(nftSeries).where(inArray(nftSeries.id, ids));
    if (found.length !== new Set(ids).size) throw new AppError('SERIES_NOT_FOUND');
  }

  /** Every recipe, by `sort` unless sorted otherwise. */
  const recipeList = tableList(db, nftRecipes, {
    plan: (q: RecipeQuery) => {
      const id = q.q === undefined ? undefined : idIn(q.q);
      return {
        where: and(
          q.status === undefined ? undefined : eq(nftRecipes.published, q.status === 'published'),
          q.q === undefined
            ? undefined
            : or(
                id === undefined ? undefined : eq(nftRecipes.id, id),
                localizedContains(nftRecipes.name, q.q),
              ),
          inRange(nftRecipes.createdAt, q),
        ),
        key: RECIPE_KEYS[q.sort],
        id: nftRecipes.id,
        order: q.order ?? 'asc',
      };
    },
    present: (rows) => toAdmin(rows),
  });
  const listRecipes = (q: QueryOf<typeof adminApi.boxes.recipes>) => listPage(recipeList, q);
  const recipeExport = { name: 'nft-recipes', list: recipeList, columns: RECIPE_COLUMNS };

  async function createRecipe(input: RecipeInput, by: AuditActor): Promise<AdminRecipe> {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      await checkSeries(tx, input);
      const [created] = await tx
        .insert(nftRecipes)
        .values({ ...recipeValues(input), createdAt: now, updatedAt: now })
        .returning();
      if (!created) throw new Error('nft recipe insert returned nothing');
      await audit.record(tx, {
        ...by,
        action: 'nft.recipe.create',
        targetType: 'nft_recipe',
        targetId: created.id,
        before: null,
        after: auditView(created),
      });
      return created;
    });
    return one(row);
  }

  async function updateRecipe(id: number, input: RecipeInput, by: AuditActor): Promise<AdminRecipe> {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(nftRecipes).where(eq(nftRecipes.id, id)).for('update');
      if (!before) throw new AppError('RECIPE_NOT_FOUND');
      await checkSeries(tx, input);
      const [after] = await tx
        .update(nftRecipes)
        .set({ ...recipeValues(input), updatedAt: clock.now() })
        .where(eq(nftRecipes.id, id))
        .returning();
      if (!after) throw new Error(`nft recipe ${id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'nft.recipe.update',
        targetType: 'nft_recipe',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
    return one(row);
  }

  return { listRecipes, recipeExport, createRecipe, updateRecipe };
}

export type NftRecipeAdmin = ReturnType<typeof createNftRecipeAdmin>;
