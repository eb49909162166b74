import { api, type OrderState } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { usePagedQuery } from '../../../../lib/paged-query.ts';
import { unwrap } from '../../../../lib/request.ts';
import { nftKeys } from '../../core/api/keys.ts';

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
