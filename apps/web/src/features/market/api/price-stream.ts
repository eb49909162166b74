import { api, type MarketHistory, type MarketPrice, type PriceEvent } from '@mcc/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { baseUrl } from '../../../lib/api.ts';
import { followEventStream } from '../../../lib/event-stream.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { tokenStore } from '../../../lib/storage.ts';
import { withCandle, withPrice } from '../live-price.ts';
import { marketKeys } from './market.ts';

/** A price from the stream into every cached figure of its symbol: today's price and each chart range. */
export function applyPriceEvent(client: QueryClient, event: PriceEvent) {
  client.setQueryData<MarketPrice>(marketKeys.price(event.symbol), (day) => day && withPrice(day, event));
  for (const [key, history] of client.getQueriesData<MarketHistory>({
    queryKey: ['market', 'history', event.symbol],
  })) {
    if (history) client.setQueryData(key, withCandle(history, event));
  }
}

/**
 * Follows `GET /api/market/stream` while the page that calls it is open: each applied price updates the
 * figures on screen at once, without a reload. A refusal (signed out, too many open pages) just stops
 * the live updates; the figures stay as loaded.
 */
export function usePriceStream() {
  const client = useQueryClient();
  useEffect(
    () =>
      followEventStream({
        url: `${baseUrl}${api.market.stream.path}`,
        headers: () => ({ token: tokenStore.get() ?? '', lang: currentLanguage() }),
        onEvent: (e) => {
          if (e.event === 'price') applyPriceEvent(client, JSON.parse(e.data) as PriceEvent);
        },
      }),
    [client],
  );
}
