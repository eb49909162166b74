import {
  formatAmount,
  type Language,
  type Recipe,
  type SynthesizeAnswer,
  type SynthesizeInput,
} from '@mcc/contract';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { offsetOf, pageOf } from '../../../lib/paging.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import { type Ledger, unwrap } from '../../ledger/ledger.service.ts';
import { nftCopies, nftSeries } from '../core/nft.tables.ts';
import { nftRecipes, nftSyntheses } from '../core/nft-box.tables.ts';
import { mintCopies, recordEvents } from '../core/nft-mint.ts';
import { type SeriesRow, textIn } from '../core/nft-views.ts';

export type RecipeRow = typeof nftRecipes.$inferSelect;

export const recipeSeriesView = (s: SeriesRow, lang: Language) => ({
  seriesId: s.id,
  seriesName: textIn(s.name, lang),
  image: s.image,
  rarity: s.rarity,
  supply: s.supply,
});

/** Copies of a series no sale or reservation holds: what a recipe's output can still mint. */
export const leftOf = (s: SeriesRow) => s.supply - s.sold - s.reserved;

/** The series recipes name, by id. */
export async function seriesOf(db: Db, recipes: RecipeRow[]): Promise<Map<number, SeriesRow>> {
  const ids = [...new Set(recipes.flatMap((r) => [r.outputSeriesId, ...r.inputs.map((i) => i.seriesId)]))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(nftSeries).where(inArray(nftSeries.id, ids));
  return new Map(rows.map((s) => [s.id, s]));
}

/**
 * The chain game: published recipes with what the user holds towards them, and synthesis — burning the
 * copies the user picked (exactly the recipe's inputs, none locked by a listing, escrow or auction),
 * minting the output and taking the fee, in one transaction: a failure anywhere (too little for the
 * fee, the output sold out) leaves every copy and balance as it was.
 */
export function createNftSynthesis(deps: { db: Db; clock: Clock; ledger: Ledger; auth: AuthService }) {
  const { db, clock, ledger, auth } = deps;

  /** `/api/nft/recipes`: the published recipes, with the caller's free copies of each input. */
  async function recipes(userId: number, page: number, limit: number, lang: Language) {
    const where = eq(nftRecipes.published, true);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(nftRecipes)
        .where(where)
        .orderBy(asc(nftRecipes.sort), desc(nftRecipes.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.$count(nftRecipes, where),
    ]);
    const series = await seriesOf(db, rows);
    const inputIds = [...new Set(rows.flatMap((r) => r.inputs.map((i) => i.seriesId)))];
    const free = inputIds.length
      ? await db
          .select({ id: nftCopies.id, seriesId: nftCopies.seriesId, serial: nftCopies.serial })
          .from(nftCopies)
          .where(
            and(
              eq(nftCopies.ownerId, userId),
              isNull(nftCopies.burnedAt),
              isNull(nftCopies.lockedFor),
              inArray(nftCopies.seriesId, inputIds),
            ),
          )
          .orderBy(asc(nftCopies.serial))
      : [];
    const list = rows.flatMap((r): Recipe[] => {
      const output = series.get(r.outputSeriesId);
      if (!output) return [];
      const inputs = r.inputs.flatMap((i) => {
        const s = series.get(i.seriesId);
        if (!s) return [];
        const owned = free
          .filter((c) => c.seriesId === i.seriesId)
          .map((c) => ({ copyId: c.id, serial: c.serial }));
        return [{ ...recipeSeriesView(s, lang), count: i.count, owned }];
      });
      const left = leftOf(output);
      return [
        {
          id: r.id,
          name: textIn(r.name, lang),
          inputs,
          output: { ...recipeSeriesView(output, lang), left },
          fee: formatAmount(r.fee),
          feeAsset: r.feeAsset,
          ready: left > 0 && inputs.every((i) => i.owned.length >= i.count),
        },
      ];
    });
    return pageOf(list, total, page, limit);
  }

  /** The published recipe `id`, and the copies `input` names checked against it as `userId`'s to burn. */
  async function checkInputs(tx: Db | Tx, userId: number, input: SynthesizeInput, lock: boolean) {
    const [recipe] = await tx
      .select()
      .from(nftRecipes)
      .where(and(eq(nftRecipes.id, input.recipeId), eq(nftRecipes.published, true)));
    if (!recipe) throw new AppError('RECIPE_NOT_FOUND');
    const ids = [...new Set(input.copyIds)];
    const query = tx.select().from(nftCopies).where(inArray(nftCopies.id, ids)).orderBy(asc(nftCopies.id));
    const copies = lock ? await query.for('update') : await query;
    if (ids.length !== input.copyIds.length || copies.length !== ids.length)
      throw new AppError('RECIPE_INPUTS_MISMATCH');
    if (copies.some((c) => c.ownerId !== userId || c.burnedAt !== null)) throw new AppError('COPY_NOT_FOUND');
    if (copies.some((c) => c.lockedFor !== null)) throw new AppError('COPY_LOCKED');
    const matches =
      recipe.inputs.every((i) => copies.filter((c) => c.seriesId === i.seriesId).length === i.count) &&
      copies.length === recipe.inputs.reduce((sum, i) => sum + i.count, 0);
    if (!matches) throw new AppError('RECIPE_INPUTS_MISMATCH');
    return { recipe, ids };
  }

  /**
   * `/api/nft/synthesize`. Locking copies and the output series (which everyone making it waits for)
   * comes after a plain read has refused what will be refused anyway: copies that are not the user's
   * to burn, an output sold out, a fee they cannot pay. The transaction checks it all again.
   */
  async function synthesize(userId: number, input: SynthesizeInput): Promise<SynthesizeAnswer> {
    await auth.verifyPayPassword(userId, input.payPassword);
    const { recipe: seen } = await checkInputs(db, userId, input, false);
    const [output] = await db.select().from(nftSeries).where(eq(nftSeries.id, seen.outputSeriesId));
    if (output && leftOf(output) < 1) throw new AppError('RECIPE_SOLD_OUT');
    if (seen.fee > 0n) await ledger.refuseUnaffordable(db, userId, seen.feeAsset, seen.fee);
    return db.transaction(async (tx) => {
      const { recipe, ids } = await checkInputs(tx, userId, input, true);
      const now = clock.now();
      await tx.update(nftCopies).set({ burnedAt: now }).where(inArray(nftCopies.id, ids));
      const [output] = await tx
        .select()
        .from(nftSeries)
        .where(eq(nftSeries.id, recipe.outputSeriesId))
        .for('update');
      if (!output) throw new Error(`recipe ${recipe.id}'s output series vanished`);
      if (leftOf(output) < 1) throw new AppError('RECIPE_SOLD_OUT');
      const [made] = await mintCopies(tx, output, {
        ownerId: userId,
        count: 1,
        via: 'synthesis',
        price: null,
        fromReserved: 0,
        now,
      });
      if (!made) throw new Error('synthesis copy insert returned nothing');
      const [synthesis] = await tx
        .insert(nftSyntheses)
        .values({
          userId,
          recipeId: recipe.id,
          burned: ids,
          copyId: made.id,
          fee: recipe.fee,
          createdAt: now,
        })
        .returning({ id: nftSyntheses.id });
      if (!synthesis) throw new Error('synthesis insert returned nothing');
      const ref = { refType: 'nft_synthesis' as const, refId: String(synthesis.id), now };
      await recordEvents(tx, ids, { event: 'burned', fromUser: userId, ...ref });
      await recordEvents(tx, [made.id], { event: 'minted', toUser: userId, ...ref });
      // The fee last: too little of it undoes the burns and the mint above with everything else.
      if (recipe.fee > 0n) {
        const [from, fees] = await Promise.all([
          ledger.userAccount(tx, userId, recipe.feeAsset),
          ledger.systemAccount(tx, 'fees', recipe.feeAsset),
        ]);
        unwrap(
          await ledger.transfer(tx, {
            key: `nft:synthesis:${synthesis.id}:fee`,
            debit: from,
            credit: fees,
            asset: recipe.feeAsset,
            amount: recipe.fee,
            code: 'nft_synthesis_fee',
            refType: ref.refType,
            refId: ref.refId,
          }),
        );
      }
      return { copyId: made.id, seriesId: output.id, serial: made.serial, burned: ids };
    });
  }

  return { recipes, synthesize };
}

export type NftSynthesis = ReturnType<typeof createNftSynthesis>;
