import type {
  Coupon,
  CouponDetail,
  NftHome,
  NftOrder,
  NftSeries,
  NftSeriesDetail,
  OrderState,
  SeriesCopy,
  SeriesState,
} from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { nftKeys } from './keys.ts';

/** `GET /api/index/index`: banners, the notices ticker, featured / on-sale / upcoming series, MCC. */
export function useNftHome() {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.home(lang),
    queryFn: () => unwrap(request<NftHome>({ url: '/api/index/index' })),
  });
}

/** `GET /api/nft/series?page&status`: the series, the operators' order; all states when `status` is 'all'. */
export function useSeriesList(status: Exclude<SeriesState, 'ended'> | 'all') {
  const lang = useLanguage();
  return usePagedQuery<NftSeries>(
    nftKeys.series(lang, status),
    '/api/nft/series',
    status === 'all' ? {} : { status },
  );
}

/** `GET /api/nft/series/detail?id`. A refusal is shown by the page, not toasted. */
export function useSeriesDetail(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.detail(lang, id),
    queryFn: () =>
      unwrap(request<NftSeriesDetail>({ url: '/api/nft/series/detail', data: { id }, toastFailure: false })),
  });
}

/** `GET /api/nft/series/copies?id&page`: the minted copies, newest serial first, owners masked. */
export function useSeriesCopies(id: number) {
  return usePagedQuery<SeriesCopy>(nftKeys.copies(id), '/api/nft/series/copies', { id });
}

/** `POST /api/order/add`: reserves copies for 15 minutes; answers the unpaid order. */
export function submitOrder(input: { seriesId: number; quantity: number }, idempotencyKey: string) {
  return unwrap(request<NftOrder>({ url: '/api/order/add', method: 'POST', data: input, idempotencyKey }));
}

/** `POST /api/order/pay`: debits the USDT and mints the copies; answers the paid order with its serials. */
export function submitPay(input: { id: number; payPassword: string }, idempotencyKey: string) {
  return unwrap(request<NftOrder>({ url: '/api/order/pay', method: 'POST', data: input, idempotencyKey }));
}

/** `GET /api/order/index?page&status&role`: the user's orders (as buyer, seller or both), newest first. */
export function useOrders(status?: OrderState, role?: 'buyer' | 'seller') {
  const lang = useLanguage();
  return usePagedQuery<NftOrder>(
    [...nftKeys.orders(lang), status ?? 'all', role ?? 'both'],
    '/api/order/index',
    {
      ...(status ? { status } : {}),
      ...(role ? { role } : {}),
    },
  );
}

/** `GET /api/order/detail?id`; nothing is asked while `id` is null (no such order to show). */
export function useOrder(id: number | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.order(lang, id ?? 0),
    queryFn: () => unwrap(request<NftOrder>({ url: '/api/order/detail', data: { id }, toastFailure: false })),
    enabled: id !== null,
  });
}

/** `GET /api/coupon/index?page`: the copies the user holds, newest first. */
export function useCoupons() {
  const lang = useLanguage();
  return usePagedQuery<Coupon>(nftKeys.coupons(lang), '/api/coupon/index');
}

/** `GET /api/coupon/detail?id`: one copy with its history. */
export function useCoupon(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.coupon(lang, id),
    queryFn: () =>
      unwrap(request<CouponDetail>({ url: '/api/coupon/detail', data: { id }, toastFailure: false })),
  });
}

/** After an order or a payment: remaining copies, the user's orders and copies, the notifications. */
export function useRefreshNft() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: nftKeys.all });
}
