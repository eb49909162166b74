import { defineDomain } from '../../lib/domain.ts';
import { marketRoutes } from './market.routes.ts';
import { createMarketService, type MarketService } from './market.service.ts';
import { marketAdminRoutes } from './market-admin.routes.ts';
import { createPriceStream, type PriceStream } from './market-stream.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    market: MarketService;
    priceStream: PriceStream;
  }
}

/** MCC and SSK: prices (set by plans in the console), charts, trades. */
export const marketDomain = defineDomain({
  name: 'market',
  services: {
    market: (c) =>
      createMarketService({
        db: c.db,
        clock: c.clock,
        audit: c.audit,
        ledger: c.ledger,
        auth: c.auth,
        settings: c.settings,
        shared: c.shared,
      }),
    priceStream: (c) => {
      const stream = createPriceStream({
        market: c.market,
        log: c.log,
        heartbeatMs: 15_000,
        perUser: 10,
        redisUrl: c.config.REDIS_URL,
        channel: c.channel('market:prices'),
      });
      // Open streams never end by themselves: end them before the server waits for its connections.
      c.onClose(() => stream.close());
      c.metrics.streams('price', stream.size);
      return stream;
    },
  },
  routes: (c) => [marketRoutes(c.market, c.priceStream), marketAdminRoutes(c.market)],
});
