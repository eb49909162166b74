import { defineDomain } from '../../lib/domain.ts';
import { auctionAdminRoutes, auctionRoutes } from './auctions/auctions.routes.ts';
import {
  type AuctionStream,
  createAuctionStream,
  createNftAuctions,
  type NftAuctions,
} from './auctions/auctions.service.ts';
import { boxesRoutes } from './boxes/boxes.routes.ts';
import { createNftBoxService, type NftBoxService } from './boxes/boxes.service.ts';
import { boxesAdminRoutes } from './boxes/boxes-admin.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { type CatalogService, createCatalogService } from './catalog/catalog.service.ts';
import { catalogAdminRoutes } from './catalog/catalog-admin.routes.ts';
import { createNftService, type NftService } from './nft.service.ts';
import { createNftStats, type NftStats } from './nft-stats.service.ts';
import { resaleRoutes } from './resale/resale.routes.ts';
import { createResaleService, type ResaleService } from './resale/resale.service.ts';
import { resaleAdminRoutes } from './resale/resale-admin.routes.ts';
import { saleRoutes } from './sale/sale.routes.ts';
import { createSaleService, type SaleService } from './sale/sale.service.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    catalog: CatalogService;
    sale: SaleService;
    resale: ResaleService;
    nft: NftService;
    boxes: NftBoxService;
    auctions: NftAuctions;
    auctionStream: AuctionStream;
    /** Sales, fees, auctions and open appeals for the console's dashboard. */
    nftStats: NftStats;
  }
}

/**
 * NFTs, in rooms (each a folder with one service): the catalogue, primary sale, resale and appeals,
 * blind boxes and synthesis, auctions; `nft` composes the first three for the other domains and the
 * jobs. A room reaches another only through a port of the core (core/nft-ports.ts), handed to it here.
 */
export const nftDomain = defineDomain({
  name: 'nft',
  services: {
    catalog: (c) =>
      createCatalogService({
        db: c.db,
        clock: c.clock,
        users: c.users,
        audit: c.audit,
        listings: c.resale,
        sale: c.sale,
      }),
    sale: (c) =>
      createSaleService({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        auth: c.auth,
        settings: c.settings,
        failures: c.jobFailures,
      }),
    resale: (c) =>
      createResaleService({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        auth: c.auth,
        users: c.users,
        audit: c.audit,
        uploads: c.uploads,
        settings: c.settings,
        failures: c.jobFailures,
        security: c.security,
        // The catalogue reads resale's facts and resale reads orders through the catalogue: resale
        // reaches it when called, not when built, so neither waits on the other to be built.
        orders: {
          ordersOf: (...args) => c.catalog.ordersOf(...args),
          order: (...args) => c.catalog.order(...args),
        },
      }),
    nft: (c) => createNftService({ catalog: c.catalog, sale: c.sale, resale: c.resale }),
    nftStats: (c) => createNftStats({ db: c.db }),
    boxes: (c) =>
      createNftBoxService({ db: c.db, clock: c.clock, ledger: c.ledger, auth: c.auth, audit: c.audit }),
    auctions: (c) =>
      createNftAuctions({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        auth: c.auth,
        users: c.users,
        audit: c.audit,
        settings: c.settings,
        failures: c.jobFailures,
      }),
    auctionStream: (c) => {
      const stream = createAuctionStream({
        log: c.log,
        heartbeatMs: 15_000,
        perUser: 10,
        redisUrl: c.config.REDIS_URL,
        channel: c.channel('auctions'),
      });
      c.auctions.onChange(stream.changed);
      c.onClose(() => stream.close());
      c.metrics.streams('auction', stream.size);
      return stream;
    },
  },
  routes: (c) => [
    catalogRoutes(c.catalog, { banners: c.banners, notices: c.notices, market: c.market, shared: c.shared }),
    catalogAdminRoutes(c.catalog.admin),
    saleRoutes(c.nft),
    resaleRoutes(c.resale),
    resaleAdminRoutes(c.resale.admin),
    boxesRoutes(c.boxes),
    boxesAdminRoutes(c.boxes.admin),
    auctionRoutes(c.auctions, c.auctionStream),
    auctionAdminRoutes(c.auctions),
  ],
});
