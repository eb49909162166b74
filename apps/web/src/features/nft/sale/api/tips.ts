import { api } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { unwrap } from '../../../../lib/request.ts';
import { nftKeys } from '../../core/api/keys.ts';

/**
 * `GET /api/order/tips`: the unread order notifications (paid, expired). Quiet, as the spec says: it
 * feeds the badges of the NFT tab and the user centre, never a loading toast.
 */
export function useOrderTips(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.tips(lang),
    queryFn: () => unwrap(call(api.nftOrders.tips, {}, { loading: false })),
    enabled,
  });
}

/** `GET /api/order/readTips?id`: marks one notification read; the badges follow. */
export function useReadTip() {
  const client = useQueryClient();
  return async (id: number) => {
    await unwrap(call(api.nftOrders.readTip, { id }, { loading: false }));
    await client.invalidateQueries({ queryKey: ['nft', 'tips'] });
  };
}
