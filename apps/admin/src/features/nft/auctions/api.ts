import { type AdminAuctionInput, adminApi, type InputOf } from '@mcc/contract';
import { useWrite } from '../../../components/form/use-write.ts';
import { useListRead } from '../../../components/list/use-list-query.ts';
import { api } from '../../../lib/api.ts';
import { seriesKey } from '../core/api.ts';

const auctionsKey = ['nft-auctions'] as const;

export const useNftAuctions = (query: InputOf<typeof adminApi.auctions.list>) =>
  useListRead(auctionsKey, adminApi.auctions.list, query);

/** The platform's auction reserves a copy of its series at once: the series' copies left change. */
export const useCreateAuction = () =>
  useWrite(
    ({ body }: { body: AdminAuctionInput }) => api.call(adminApi.auctions.create, body, { quiet: true }),
    [auctionsKey, seriesKey],
  );

/** Cancels an auction nobody has bid on; a platform copy goes back to its series. */
export const useCancelAuction = () =>
  useWrite((id: number) => api.call(adminApi.auctions.cancel, { id }), [auctionsKey, seriesKey]);
