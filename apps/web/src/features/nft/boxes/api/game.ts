import { api, type InputOf } from '@mcc/contract';
import { call } from '../../../../lib/api.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { usePagedQuery } from '../../../../lib/paged-query.ts';
import { unwrap } from '../../../../lib/request.ts';
import { nftKeys } from '../../core/api/keys.ts';

/** `GET /api/nft/recipes?page`: the chain game's recipes, with the user's free copies of each input. */
export function useRecipes() {
  const lang = useLanguage();
  return usePagedQuery(nftKeys.recipes(lang), api.boxes.recipes);
}

/** `POST /api/nft/synthesize`: burns the chosen copies, takes the fee and mints the recipe's output. */
export function submitSynthesize(input: InputOf<typeof api.boxes.synthesize>, idempotencyKey: string) {
  return unwrap(call(api.boxes.synthesize, input, { idempotencyKey }));
}
