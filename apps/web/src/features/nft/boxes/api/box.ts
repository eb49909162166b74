import { api, type NftBox, type RotateAnswer } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { type Page, usePagedQuery } from '../../../../lib/paged-query.ts';
import { unwrap } from '../../../../lib/request.ts';
import { nftKeys } from '../../core/api/keys.ts';

/** Boxes the page offers at once: operators publish a few, not pages of them. */
const BOX_LIMIT = 50;

/** `GET /api/nft/boxes`: the published boxes, the operators' order (not asked for while `enabled` is false). */
export function useBoxes(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.boxes(lang),
    queryFn: () => unwrap(call(api.boxes.list, { limit: BOX_LIMIT })),
    enabled,
  });
}

/**
 * `GET /api/nft/box?id`: one box (its odds, stock and what the user may still open). A box the list
 * already holds shows at once and refreshes quietly. A refusal is shown by the page, not toasted.
 */
export function useBox(id: number | undefined) {
  const lang = useLanguage();
  const client = useQueryClient();
  const listed = () => client.getQueryData<Page<NftBox>>(nftKeys.boxes(lang))?.list.find((b) => b.id === id);
  return useQuery({
    queryKey: nftKeys.box(lang, id ?? 0),
    queryFn: () => unwrap(call(api.boxes.detail, { id: id as number }, { toastFailure: false })),
    enabled: id !== undefined,
    initialData: listed,
    initialDataUpdatedAt: () => client.getQueryState(nftKeys.boxes(lang))?.dataUpdatedAt,
  });
}

/** `GET /api/nft/seed`: the user's current seed pair (the server seed only as its hash). */
export function useSeed() {
  return useQuery({
    queryKey: nftKeys.seed,
    queryFn: () => unwrap(call(api.boxes.seed)),
  });
}

/** `GET /api/nft/draws?boxId&page`: the user's draws from one box, newest first. */
export function useBoxDraws(boxId: number) {
  const lang = useLanguage();
  return usePagedQuery(nftKeys.draws(lang, boxId), api.boxes.draws, { boxId });
}

/** `GET /api/nft/draw?id`: one of the user's draws, with what recomputes it. A refusal is shown by the page. */
export function useDraw(id: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.draw(lang, id ?? 0),
    queryFn: () => unwrap(call(api.boxes.draw, { id: id as number }, { toastFailure: false })),
    enabled: id !== undefined,
  });
}

/**
 * `POST /api/nft/seed/rotate`: reveals the current server seed and starts a new pair (with the client
 * seed given, or a generated one). The new pair replaces the shown one; the draws made with the old
 * one can now be verified, so they are asked again.
 */
export function useRotateSeed() {
  const client = useQueryClient();
  return async (clientSeed?: string): Promise<RotateAnswer> => {
    const answer = await unwrap(call(api.boxes.rotateSeed, clientSeed ? { clientSeed } : {}));
    client.setQueryData(nftKeys.seed, answer.current);
    await Promise.all([
      client.invalidateQueries({ queryKey: ['nft', 'draws'] }),
      client.invalidateQueries({ queryKey: ['nft', 'draw'] }),
    ]);
    return answer;
  };
}
