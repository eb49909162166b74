import { api, type InputOf } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { usePagedQuery } from '../../../../lib/paged-query.ts';
import { unwrap } from '../../../../lib/request.ts';
import { nftKeys } from '../../core/api/keys.ts';

/** `GET /api/nft/listings?seriesId`: a series' copies on sale by their owners, cheapest first. */
export function useListings(seriesId: number) {
  const lang = useLanguage();
  return usePagedQuery(nftKeys.listings(lang, seriesId), api.resale.listings, { seriesId });
}

/**
 * `GET /api/nft/myListings?limit=1`: the user's latest listing, whose payment methods the sell sheet
 * offers again (a seller takes payment the same ways each time).
 */
export function useLastListing() {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.lastListing(lang),
    queryFn: async () => {
      const page = await unwrap(call(api.resale.myListings, { limit: 1 }, { loading: false }));
      return page.list[0] ?? null;
    },
  });
}

/** `POST /api/nft/list`: puts a copy on sale (the fee is held from the seller's USDT). */
export function submitListing(input: InputOf<typeof api.resale.list>, idempotencyKey: string) {
  return unwrap(call(api.resale.list, input, { idempotencyKey }));
}

/** `POST /api/nft/unlist`: takes a listing off sale while no order holds it (the fee is released). */
export function submitUnlist(id: number) {
  return unwrap(call(api.resale.unlist, { id }));
}

/** `POST /api/order/cancel`: the buyer gives up an unpaid order; the copy goes back on sale. */
export function submitCancel(id: number) {
  return unwrap(call(api.nftOrders.cancel, { id }));
}

/** `POST /api/coupon/feedback`: opens the order's appeal (with a reason) or adds to the open one. */
export function submitFeedback(input: InputOf<typeof api.resale.feedback>) {
  return unwrap(call(api.resale.feedback, input));
}

/** `GET /api/coupon/appeals?page`: the user's appeals, newest first. */
export function useAppeals() {
  const lang = useLanguage();
  return usePagedQuery(nftKeys.appeals(lang), api.resale.appeals);
}

/** `GET /api/coupon/appeal?id`: one appeal, its order and its thread. A refusal is shown by the page. */
export function useAppeal(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.appeal(lang, id),
    queryFn: () => unwrap(call(api.resale.appeal, { id }, { toastFailure: false })),
  });
}
