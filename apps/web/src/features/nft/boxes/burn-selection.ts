import type { Recipe } from '@mcc/contract';

/** The copies chosen to burn, per input series: copy ids in the order they were chosen. */
export type BurnSelection = Record<number, number[]>;

/** What a recipe burns unless the user says otherwise: the lowest serials of each input (`owned` is sorted so). */
export const initialSelection = (recipe: Recipe): BurnSelection =>
  Object.fromEntries(recipe.inputs.map((i) => [i.seriesId, i.owned.slice(0, i.count).map((c) => c.copyId)]));

/**
 * Taps a copy: a chosen one is let go; another is chosen, and when the input already has all it takes,
 * the copy chosen longest ago makes room — so one tap swaps a copy and the count never goes over.
 */
export function toggleCopy(
  selection: BurnSelection,
  input: Pick<Recipe['inputs'][number], 'seriesId' | 'count'>,
  copyId: number,
): BurnSelection {
  const chosen = selection[input.seriesId] ?? [];
  const next = chosen.includes(copyId)
    ? chosen.filter((id) => id !== copyId)
    : [...chosen, copyId].slice(-input.count);
  return { ...selection, [input.seriesId]: next };
}

/** Every input has exactly the copies it takes. */
export const selectionComplete = (recipe: Recipe, selection: BurnSelection) =>
  recipe.inputs.every((i) => (selection[i.seriesId]?.length ?? 0) === i.count);

/** The copy ids to send, input by input. */
export const selectedCopies = (recipe: Recipe, selection: BurnSelection) =>
  recipe.inputs.flatMap((i) => selection[i.seriesId] ?? []);
