import type { AdminBox, AdminRecipe, BoxInput, BoxUpdateInput, RecipeInput } from '@mcc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { seriesKey, usePagedList, useSaveAt } from './api.ts';

const boxesKey = ['nft-boxes'] as const;
const recipesKey = ['nft-recipes'] as const;
const BOXES = '/admin-api/nft/boxes';
const RECIPES = '/admin-api/nft/recipes';

export const useNftBoxes = (page: number, limit: number) =>
  usePagedList<AdminBox>(boxesKey, BOXES, page, limit);

/** A box's stock is set aside from its series: making one changes what the series have left. */
export const useSaveBox = () => useSaveAt<BoxInput | BoxUpdateInput, AdminBox>(BOXES, [boxesKey, seriesKey]);

/** Closes a box for good; what was left in it goes back to its series. */
export function useCloseBox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AdminBox>(`${BOXES}/${id}/close`, {}),
    onSettled: () =>
      Promise.all([boxesKey, seriesKey].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const useNftRecipes = (page: number, limit: number) =>
  usePagedList<AdminRecipe>(recipesKey, RECIPES, page, limit);

export const useSaveRecipe = () => useSaveAt<RecipeInput, AdminRecipe>(RECIPES, [recipesKey]);
