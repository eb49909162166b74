import { adminApi, type BoxInput, type BoxUpdateInput, type RecipeInput } from '@mcc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { seriesKey, usePagedList, useSaveAt } from '../core/api.ts';

const boxesKey = ['nft-boxes'] as const;
const recipesKey = ['nft-recipes'] as const;

export const useNftBoxes = (page: number, limit: number) =>
  usePagedList(boxesKey, adminApi.boxes.list, page, limit);

/** A new box (with its pool), or a box's changes (its pool is fixed once it exists). */
type BoxSave = { id?: undefined; body: BoxInput } | { id: number; body: BoxUpdateInput };

/** A box's stock is set aside from its series: making one changes what the series have left. */
export const useSaveBox = () =>
  useSaveAt(
    (save: BoxSave) =>
      save.id === undefined
        ? api.call(adminApi.boxes.create, save.body, { quiet: true })
        : api.call(adminApi.boxes.update, { ...save.body, id: save.id }, { quiet: true }),
    [boxesKey, seriesKey],
  );

/** Closes a box for good; what was left in it goes back to its series. */
export function useCloseBox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(adminApi.boxes.close, { id }),
    onSettled: () =>
      Promise.all([boxesKey, seriesKey].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const useNftRecipes = (page: number, limit: number) =>
  usePagedList(recipesKey, adminApi.boxes.recipes, page, limit);

export const useSaveRecipe = () =>
  useSaveAt(
    ({ id, body }: { id?: number; body: RecipeInput }) =>
      id === undefined
        ? api.call(adminApi.boxes.createRecipe, body, { quiet: true })
        : api.call(adminApi.boxes.updateRecipe, { ...body, id }, { quiet: true }),
    [recipesKey],
  );
