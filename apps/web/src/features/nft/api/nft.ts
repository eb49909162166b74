import { api, type InputOf, type OrderState, type SeriesState } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { nftKeys } from './keys.ts';

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

/** `GET /api/nft/series/detail?id`. A refusal is shown by the page, not toasted. */
export function useSeriesDetail(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.detail(lang, id),
    queryFn: () => unwrap(call(api.nft.seriesDetail, { id }, { toastFailure: false })),
  });
}

/** `GET /api/nft/series/copies?id&page`: the minted copies, newest serial first, owners masked. */
export function useSeriesCopies(id: number) {
  return usePagedQuery(nftKeys.copies(id), api.nft.seriesCopies, { id });
}

/** An order of a series' copies (primary sale); a listed copy is ordered with `listingId` (resale.ts). */
export type SeriesOrderInput = Required<Pick<InputOf<typeof api.nftOrders.add>, 'seriesId' | 'quantity'>>;

/** A primary order paid with the payment password; a resale order is paid with a proof (resale.ts). */
export type PayInput = Required<Pick<InputOf<typeof api.nftOrders.pay>, 'id' | 'payPassword'>>;

/** `POST /api/order/add`: reserves copies for 15 minutes; answers the unpaid order. */
export function submitOrder(input: SeriesOrderInput, idempotencyKey: string) {
  return unwrap(call(api.nftOrders.add, input, { idempotencyKey }));
}

/** `POST /api/order/pay`: debits the USDT and mints the copies; answers the paid order with its serials. */
export function submitPay(input: PayInput, idempotencyKey: string) {
  return unwrap(call(api.nftOrders.pay, input, { idempotencyKey }));
}

/** `GET /api/order/index?page&status&role`: the user's orders (as buyer, seller or both), newest first. */
export function useOrders(status?: OrderState, role?: 'buyer' | 'seller') {
  const lang = useLanguage();
  return usePagedQuery([...nftKeys.orders(lang), status ?? 'all', role ?? 'both'], api.nftOrders.list, {
    ...(status ? { status } : {}),
    ...(role ? { role } : {}),
  });
}

/** `GET /api/order/detail?id`; nothing is asked while `id` is null (no such order to show). */
export function useOrder(id: number | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.order(lang, id ?? 0),
    queryFn: () => unwrap(call(api.nftOrders.detail, { id: id as number }, { toastFailure: false })),
    enabled: id !== null,
  });
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

/** After an order or a payment: remaining copies, the user's orders and copies, the notifications. */
export function useRefreshNft() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: nftKeys.all });
}
