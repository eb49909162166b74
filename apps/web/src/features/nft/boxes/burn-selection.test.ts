import type { Recipe } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { initialSelection, selectedCopies, selectionComplete, toggleCopy } from './burn-selection.ts';

const series = (seriesId: number) => ({
  seriesId,
  seriesName: `S${seriesId}`,
  image: '',
  rarity: 'common' as const,
  supply: 100,
});
const recipe: Recipe = {
  id: 1,
  name: 'Up',
  inputs: [
    {
      ...series(1),
      count: 2,
      owned: [
        { copyId: 10, serial: 1 },
        { copyId: 14, serial: 3 },
        { copyId: 12, serial: 8 },
      ],
    },
    { ...series(2), count: 1, owned: [{ copyId: 20, serial: 5 }] },
  ],
  output: { ...series(3), left: 9 },
  fee: '1.000000',
  feeAsset: 'USDT',
  ready: true,
};

describe('choosing the copies a synthesis burns', () => {
  it('starts from the lowest serials of each input', () => {
    const selection = initialSelection(recipe);
    expect(selection).toEqual({ 1: [10, 14], 2: [20] });
    expect(selectionComplete(recipe, selection)).toBe(true);
    expect(selectedCopies(recipe, selection)).toEqual([10, 14, 20]);
  });

  it('swaps a copy with one tap, never taking more than the input needs', () => {
    const input = recipe.inputs[0] as Recipe['inputs'][number];
    const swapped = toggleCopy(initialSelection(recipe), input, 12);
    expect(swapped[1]).toEqual([14, 12]);
    const dropped = toggleCopy(swapped, input, 14);
    expect(dropped[1]).toEqual([12]);
    expect(selectionComplete(recipe, dropped)).toBe(false);
    expect(toggleCopy(dropped, input, 10)[1]).toEqual([12, 10]);
  });

  it('is incomplete while an input lacks copies', () => {
    const short = { ...recipe, inputs: [{ ...(recipe.inputs[0] as Recipe['inputs'][number]), owned: [] }] };
    expect(initialSelection(short)).toEqual({ 1: [] });
    expect(selectionComplete(short, initialSelection(short))).toBe(false);
  });
});
