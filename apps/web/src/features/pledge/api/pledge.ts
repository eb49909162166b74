import { api, type PledgeEarning, type PledgeOrder } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type Page, usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { pledgeKeys } from './keys.ts';

/** `GET /api/pledge/index`: the open products (names in the app's language) and the user's summary. */
export function usePledgeIndex() {
  const lang = useLanguage();
  return useQuery({
    queryKey: pledgeKeys.index(lang),
    queryFn: () => unwrap(call(api.pledge.index)),
  });
}

/** `GET /api/pledge/total`: staked, today's and all earnings. The spec shows no loading toast for it. */
export function usePledgeTotal() {
  return useQuery({
    queryKey: pledgeKeys.total,
    queryFn: () => unwrap(call(api.pledge.total, {}, { loading: false })),
  });
}

/** `GET /api/pledge/order?page`: the user's orders, newest first (later pages read after the last shown). */
export function usePledgeOrders() {
  const lang = useLanguage();
  return usePagedQuery(pledgeKeys.orders(lang), api.pledge.orders, {}, { keyset: true });
}

/** A page of one order's daily earnings; every page carries the order itself. */
export type EarningsPage = Page<PledgeEarning> & { order: PledgeOrder };

/**
 * `GET /api/pledge/earnings?id&page`: one order and its daily earnings, newest first. A refusal is not
 * toasted: the page shows it in place of the order.
 */
export function usePledgeEarnings(id: number) {
  const lang = useLanguage();
  return usePagedQuery(pledgeKeys.earnings(lang, id), api.pledge.earnings, { id }, { toastFailure: false });
}

/** After a stake, the products' quota, the summary and the order list must all show it. */
export function useRefreshPledge() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: pledgeKeys.all });
}
