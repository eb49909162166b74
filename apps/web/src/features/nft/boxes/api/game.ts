import { api } from '@mcc/contract';
import { useLanguage } from '../../../../lib/i18n.ts';
import { usePagedQuery } from '../../../../lib/paged-query.ts';
import { nftKeys } from '../../core/api/keys.ts';

/** `GET /api/nft/recipes?page`: the chain game's recipes, with the user's free copies of each input. */
export function useRecipes() {
  const lang = useLanguage();
  return usePagedQuery(nftKeys.recipes(lang), api.boxes.recipes);
}
