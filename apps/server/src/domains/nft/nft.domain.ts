import { defineDomain } from '../../lib/domain.ts';
import { nftRoutes } from './nft.routes.ts';
import { createNftService, type NftService } from './nft.service.ts';
import { nftAdminRoutes } from './nft-admin.routes.ts';
import { auctionAdminRoutes, auctionRoutes } from './nft-auction.routes.ts';
import { type AuctionStream, createAuctionStream } from './nft-auction-stream.ts';
import { createNftAuctions, type NftAuctions } from './nft-auctions.ts';
import { nftBoxRoutes } from './nft-box.routes.ts';
import { createNftBoxService, type NftBoxService } from './nft-box.service.ts';
import { nftBoxAdminRoutes } from './nft-box-admin.routes.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    nft: NftService;
    boxes: NftBoxService;
    auctions: NftAuctions;
    auctionStream: AuctionStream;
  }
}

/** NFTs: the catalogue, primary sale, resale and appeals, blind boxes and synthesis, auctions. */
export const nftDomain = defineDomain({
  name: 'nft',
  services: {
    nft: (c) =>
      createNftService({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        auth: c.auth,
        users: c.users,
        audit: c.audit,
        uploads: c.uploads,
        settings: c.settings,
        failures: c.jobFailures,
      }),
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
      return stream;
    },
  },
  routes: (c) => [
    nftRoutes(c.nft, { banners: c.banners, notices: c.notices, market: c.market, shared: c.shared }),
    nftAdminRoutes(c.nft.admin),
    nftBoxRoutes(c.boxes),
    nftBoxAdminRoutes(c.boxes.admin),
    auctionRoutes(c.auctions, c.auctionStream),
    auctionAdminRoutes(c.auctions),
  ],
});
