import { type AuctionTab, api, type InputOf } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { baseUrl, call } from '../../../../lib/api.ts';
import { followEventStream } from '../../../../lib/event-stream.ts';
import { currentLanguage, useLanguage } from '../../../../lib/i18n.ts';
import { usePagedQuery } from '../../../../lib/paged-query.ts';
import { unwrap } from '../../../../lib/request.ts';
import { tokenStore } from '../../../../lib/storage.ts';
import { nftKeys } from '../../core/api/keys.ts';

/**
 * How often a running auction's detail is asked again besides the live stream (`useAuctionStream`):
 * the stream tells of every bid at once; this only covers a stream that is down or a page left open for
 * long.
 */
export const AUCTION_POLL_MS = 30_000;

/** `GET /api/auction/index?tab&page`: live auctions, the user's bids (leading or not), wins, losses, listings. */
export function useAuctions(tab: AuctionTab) {
  const lang = useLanguage();
  return usePagedQuery(nftKeys.auctions(lang, tab), api.auctions.list, { tab });
}

/**
 * `GET /api/auction/detail?id`: the auction and its bids, highest first. While it has not settled it is
 * asked again now and then (quietly; the live stream does the rest); a refusal is shown by the page.
 */
export function useAuction(id: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: nftKeys.auction(lang, id ?? 0),
    queryFn: () => unwrap(call(api.auctions.detail, { id: id as number }, { toastFailure: false })),
    enabled: id !== undefined,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'live' || status === 'ended' || status === 'upcoming' ? AUCTION_POLL_MS : false;
    },
  });
}

/**
 * Follows `GET /api/auction/stream?id` while the auction's page is open: each bid, settlement or cancel
 * anywhere reads the auction again at once (quietly, behind what is shown). A refusal just leaves the
 * slow poll.
 */
export function useAuctionStream(id: number | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (id === undefined) return;
    return followEventStream({
      url: `${baseUrl}${api.auctions.stream.path}?id=${id}`,
      headers: () => ({ token: tokenStore.get() ?? '', lang: currentLanguage() }),
      onEvent: (e) => {
        if (e.event === 'auction') void client.invalidateQueries({ queryKey: ['nft', 'auction'] });
      },
    });
  }, [client, id]);
}

/** `POST /api/auction/add`: the owner auctions one of their copies (locked until it ends). */
export function submitAuction(input: InputOf<typeof api.auctions.add>) {
  return unwrap(call(api.auctions.add, input));
}
