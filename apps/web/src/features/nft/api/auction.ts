import type { Auction, AuctionAddInput, AuctionDetail, AuctionTab, BidInput } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { nftKeys } from './keys.ts';

/**
 * How often a running auction's detail is asked again: a bid elsewhere moves the leading bid and, in the
 * last minutes, the end. Live updates (server-sent events) will replace this.
 */
export const AUCTION_POLL_MS = 5_000;

/** `GET /api/auction/index?tab&page`: live auctions, the user's bids (leading or not), wins, losses, listings. */
export function useAuctions(tab: AuctionTab) {
  const lang = useLanguage();
  return usePagedQuery<Auction>(nftKeys.auctions(lang, tab), '/api/auction/index', { tab });
}

/**
 * `GET /api/auction/detail?id`: the auction and its bids, highest first. While it has not settled it is
 * asked again every few seconds (quietly); a refusal is shown by the page.
 */
export function useAuction(id: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.auction(lang, id ?? 0),
    queryFn: () =>
      unwrap(request<AuctionDetail>({ url: '/api/auction/detail', data: { id }, toastFailure: false })),
    enabled: id !== undefined,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'live' || status === 'ended' || status === 'upcoming' ? AUCTION_POLL_MS : false;
    },
  });
}

/** `POST /api/auction/bid`: holds `amount` USDT as the new leading bid; answers the auction after it. */
export function submitBid(input: BidInput, idempotencyKey: string) {
  return unwrap(
    request<AuctionDetail>({ url: '/api/auction/bid', method: 'POST', data: input, idempotencyKey }),
  );
}

/** `POST /api/auction/add`: the owner auctions one of their copies (locked until it ends). */
export function submitAuction(input: Omit<AuctionAddInput, 'incrementBp'> & { incrementBp?: number }) {
  return unwrap(request<Auction>({ url: '/api/auction/add', method: 'POST', data: input }));
}
