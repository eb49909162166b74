import type {
  AppealDetail,
  AppealSummary,
  FeedbackInput,
  ListInput,
  Listing,
  MyListing,
  NftOrder,
} from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { nftKeys } from './keys.ts';

/** `GET /api/nft/listings?seriesId`: a series' copies on sale by their owners, cheapest first. */
export function useListings(seriesId: number) {
  const lang = useLanguage();
  return usePagedQuery<Listing>(nftKeys.listings(lang, seriesId), '/api/nft/listings', { seriesId });
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
      const page = await unwrap(
        request<{ list: MyListing[] }>({ url: '/api/nft/myListings', data: { limit: 1 }, loading: false }),
      );
      return page.list[0] ?? null;
    },
  });
}

/** `POST /api/nft/list`: puts a copy on sale (the fee is held from the seller's USDT). */
export function submitListing(input: ListInput, idempotencyKey: string) {
  return unwrap(request<MyListing>({ url: '/api/nft/list', method: 'POST', data: input, idempotencyKey }));
}

/** `POST /api/nft/unlist`: takes a listing off sale while no order holds it (the fee is released). */
export function submitUnlist(id: number) {
  return unwrap(request<MyListing>({ url: '/api/nft/unlist', method: 'POST', data: { id } }));
}

/** `POST /api/order/add {listingId}`: locks the copy for the buyer; answers the unpaid order. */
export function submitListingOrder(listingId: number, idempotencyKey: string) {
  return unwrap(
    request<NftOrder>({ url: '/api/order/add', method: 'POST', data: { listingId }, idempotencyKey }),
  );
}

/** `POST /api/order/pay {id, proof}`: the buyer says they paid the seller, with the proof. */
export function submitProof(input: { id: number; proof: string }, idempotencyKey: string) {
  return unwrap(request<NftOrder>({ url: '/api/order/pay', method: 'POST', data: input, idempotencyKey }));
}

/** `POST /api/coupon/confirm`: the seller confirms the payment arrived; the copy moves, the fee is taken. */
export function submitConfirm(input: { id: number; payPassword: string }, idempotencyKey: string) {
  return unwrap(
    request<NftOrder>({ url: '/api/coupon/confirm', method: 'POST', data: input, idempotencyKey }),
  );
}

/** `POST /api/order/cancel`: the buyer gives up an unpaid order; the copy goes back on sale. */
export function submitCancel(id: number) {
  return unwrap(request<NftOrder>({ url: '/api/order/cancel', method: 'POST', data: { id } }));
}

/** `POST /api/coupon/feedback`: opens the order's appeal (with a reason) or adds to the open one. */
export function submitFeedback(input: FeedbackInput) {
  return unwrap(request<AppealDetail>({ url: '/api/coupon/feedback', method: 'POST', data: input }));
}

/** `GET /api/coupon/appeals?page`: the user's appeals, newest first. */
export function useAppeals() {
  const lang = useLanguage();
  return usePagedQuery<AppealSummary>(nftKeys.appeals(lang), '/api/coupon/appeals');
}

/** `GET /api/coupon/appeal?id`: one appeal, its order and its thread. A refusal is shown by the page. */
export function useAppeal(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.appeal(lang, id),
    queryFn: () =>
      unwrap(request<AppealDetail>({ url: '/api/coupon/appeal', data: { id }, toastFailure: false })),
  });
}
