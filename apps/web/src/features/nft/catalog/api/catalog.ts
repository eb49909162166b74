import { api, type SeriesState } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { usePagedQuery } from '../../../../lib/paged-query.ts';
import { unwrap } from '../../../../lib/request.ts';
import { nftKeys } from '../../core/api/keys.ts';

/** `GET /api/index/index`: banners, the notices ticker, featured / on-sale / upcoming series, MCC. */
export function useNftHome() {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.home(lang),
    queryFn: () => unwrap(call(api.nft.home)),
  });
}

/** `GET /api/nft/series?page&status`: the series, the operators' order; all states when `status` is 'all'. */
export function useSeriesList(status: Exclude<SeriesState, 'ended'> | 'all') {
  const lang = useLanguage();
  return usePagedQuery(nftKeys.series(lang, status), api.nft.series, status === 'all' ? {} : { status });
}

/** `GET /api/nft/series/copies?id&page`: the minted copies, newest serial first, owners masked. */
export function useSeriesCopies(id: number) {
  return usePagedQuery(nftKeys.copies(id), api.nft.seriesCopies, { id });
}

/** `GET /api/coupon/index?page`: the copies the user holds, newest first. */
export function useHeldCopies() {
  const lang = useLanguage();
  return usePagedQuery(nftKeys.heldCopies(lang), api.nft.copies);
}

/** `GET /api/coupon/detail?id`: one copy with its history. */
export function useHeldCopy(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.heldCopy(lang, id),
    queryFn: () => unwrap(call(api.nft.copy, { id }, { toastFailure: false })),
  });
}
