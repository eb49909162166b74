import { adminApi, type InputOf } from '@mcc/contract';
import { useSaveRow, useWrite } from '../../../components/form/use-write.ts';
import { useListRead } from '../../../components/list/use-list-query.ts';
import { api } from '../../../lib/api.ts';
import { seriesKey } from '../core/api.ts';

const boxesKey = ['nft-boxes'] as const;
const recipesKey = ['nft-recipes'] as const;

export const useNftBoxes = (query: InputOf<typeof adminApi.boxes.list>) =>
  useListRead(boxesKey, adminApi.boxes.list, query);

/**
 * A new box (with its pool), or a box's changes (its pool is fixed once it exists). A box's stock is
 * set aside from its series: making one changes what the series have left.
 */
export const useSaveBox = () =>
  useSaveRow(adminApi.boxes.create, adminApi.boxes.update, [boxesKey, seriesKey]);

/** Closes a box for good; what was left in it goes back to its series. */
export const useCloseBox = () =>
  useWrite((id: number) => api.call(adminApi.boxes.close, { id }), [boxesKey, seriesKey]);

export const useNftRecipes = (query: InputOf<typeof adminApi.boxes.recipes>) =>
  useListRead(recipesKey, adminApi.boxes.recipes, query);

export const useSaveRecipe = () =>
  useSaveRow(adminApi.boxes.createRecipe, adminApi.boxes.updateRecipe, [recipesKey]);
