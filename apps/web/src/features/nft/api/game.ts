import type { Recipe, SynthesizeAnswer } from '@mcc/contract';
import { request } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { nftKeys } from './keys.ts';

/** `GET /api/nft/recipes?page`: the chain game's recipes, with the user's free copies of each input. */
export function useRecipes() {
  const lang = useLanguage();
  return usePagedQuery<Recipe>(nftKeys.recipes(lang), '/api/nft/recipes');
}

/** `POST /api/nft/synthesize`: burns the chosen copies, takes the fee and mints the recipe's output. */
export function submitSynthesize(
  input: { recipeId: number; couponIds: number[]; payPassword: string },
  idempotencyKey: string,
) {
  return unwrap(
    request<SynthesizeAnswer>({ url: '/api/nft/synthesize', method: 'POST', data: input, idempotencyKey }),
  );
}
