import { api } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { unwrap } from '../../../../lib/request.ts';
import { nftKeys } from './keys.ts';

/*
 * What several rooms read or refresh: a series' detail (the catalogue's page; the auction sheet takes the
 * server's clock from it) and the refresh after any order, payment, listing, draw or bid.
 */

/** `GET /api/nft/series/detail?id`. A refusal is shown by the page, not toasted. */
export function useSeriesDetail(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.detail(lang, id),
    queryFn: () => unwrap(call(api.nft.seriesDetail, { id }, { toastFailure: false })),
  });
}

/** After an order or a payment: remaining copies, the user's orders and copies, the notifications. */
export function useRefreshNft() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: nftKeys.all });
}
