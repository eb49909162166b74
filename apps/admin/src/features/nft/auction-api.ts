import type { AdminAuction, AdminAuctionInput } from '@mcc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { seriesKey, usePagedList, useSaveAt } from './api.ts';

const auctionsKey = ['nft-auctions'] as const;
const AUCTIONS = '/admin-api/nft/auctions';

export const useNftAuctions = (page: number, limit: number) =>
  usePagedList<AdminAuction>(auctionsKey, AUCTIONS, page, limit);

/** The platform's auction reserves a copy of its series at once: the series' copies left change. */
export const useCreateAuction = () =>
  useSaveAt<AdminAuctionInput, AdminAuction>(AUCTIONS, [auctionsKey, seriesKey]);

/** Cancels an auction nobody has bid on; a platform copy goes back to its series. */
export function useCancelAuction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AdminAuction>(`${AUCTIONS}/${id}/cancel`, {}),
    onSettled: () =>
      Promise.all([auctionsKey, seriesKey].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
