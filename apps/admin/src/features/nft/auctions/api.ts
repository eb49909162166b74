import { type AdminAuctionInput, adminApi } from '@mcc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { seriesKey, usePagedList, useSaveAt } from '../core/api.ts';

const auctionsKey = ['nft-auctions'] as const;

export const useNftAuctions = (page: number, limit: number) =>
  usePagedList(auctionsKey, adminApi.auctions.list, page, limit);

/** The platform's auction reserves a copy of its series at once: the series' copies left change. */
export const useCreateAuction = () =>
  useSaveAt(
    ({ body }: { body: AdminAuctionInput }) => api.call(adminApi.auctions.create, body, { quiet: true }),
    [auctionsKey, seriesKey],
  );

/** Cancels an auction nobody has bid on; a platform copy goes back to its series. */
export function useCancelAuction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(adminApi.auctions.cancel, { id }),
    onSettled: () =>
      Promise.all([auctionsKey, seriesKey].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
