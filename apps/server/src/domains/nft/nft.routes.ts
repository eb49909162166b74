import { api, type Language, type MarketPrice, nftHome } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { SharedReads } from '../../db/shared-reads.ts';
import { sendOkJson } from '../../lib/envelope.ts';
import { jsonPerValue } from '../../lib/kept-json.ts';
import { serve } from '../../lib/serve.ts';
import type { MarketService } from '../market/market.service.ts';
import type { BannerService } from '../notice/banner.service.ts';
import type { NoticeService } from '../notice/notice.service.ts';
import type { NftService } from './nft.service.ts';

/** Notice titles the home's ticker shows. */
const TICKER_NOTICES = 5;

/** What the NFT home gathers from the other areas. */
export interface HomeParts {
  banners: Pick<BannerService, 'shown'>;
  notices: Pick<NoticeService, 'headlines'>;
  market: Pick<MarketService, 'current' | 'priceSummary'>;
  shared: SharedReads;
}

/** The tables the NFT home is read from: a write to any of them drops the kept home at once. */
const HOME_TABLES = ['nft_series', 'banners', 'notices', 'market_prices', 'market_trades'] as const;

/**
 * The NFT calls for signed-in users: the home, series, orders (primary sale and resale), listings, the
 * copies held (the spec's "coupons"), the seller's confirmation, appeals and the order notifications.
 * Names and descriptions come in the request's language.
 */
export function nftRoutes(nft: NftService, parts: HomeParts): FastifyPluginAsync {
  const { nft: catalogue, nftOrders: orders, resale } = api;
  return async (app) => {
    async function mccPrice(): Promise<Pick<MarketPrice, 'price' | 'change'> | null> {
      if (!(await parts.market.current('MCC'))) return null;
      const { price, change } = await parts.market.priceSummary('MCC');
      return { price, change };
    }

    async function home(lang: Language) {
      const [shelves, banners, notices, mcc] = await Promise.all([
        nft.shelves(lang),
        parts.banners.shown(),
        parts.notices.headlines(lang, TICKER_NOTICES),
        mccPrice(),
      ]);
      return { ...shelves, banners, notices, mcc };
    }

    // The same for every user in a language: a shared read, serialised once per value it keeps.
    const homeJson = jsonPerValue(nftHome, catalogue.home.path);
    serve(app, catalogue.home, async (req, reply) =>
      sendOkJson(
        reply,
        homeJson(await parts.shared.read(`home:${req.lang}`, HOME_TABLES, () => home(req.lang))),
      ),
    );
    serve(app, catalogue.series, async (req) =>
      nft.series(req.query.status, req.query.page, req.query.limit, req.lang),
    );
    serve(app, catalogue.seriesDetail, async (req) => nft.seriesDetail(req.user.id, req.query.id, req.lang));
    serve(app, catalogue.seriesCopies, async (req) =>
      nft.seriesCopies(req.query.id, req.query.page, req.query.limit),
    );
    serve(app, orders.add, async (req) => nft.add(req.user.id, req.body, req.lang));
    serve(app, orders.pay, async (req) => nft.pay(req.user.id, req.body, req.lang));
    serve(app, orders.cancel, async (req) => nft.cancel(req.user.id, req.body.id, req.lang));
    serve(app, resale.listings, async (req) =>
      nft.listings(req.query.seriesId, req.query.page, req.query.limit, req.user.id, req.lang),
    );
    serve(app, resale.myListings, async (req) => nft.myListings(req.user.id, req.query, req.lang));
    serve(app, resale.list, async (req) => nft.list(req.user.id, req.body, req.lang));
    serve(app, resale.unlist, async (req) => nft.unlist(req.user.id, req.body.id, req.lang));
    serve(app, resale.confirm, async (req) => nft.confirm(req.user.id, req.body, req.lang));
    serve(app, resale.feedback, async (req) => nft.feedback(req.user.id, req.body, req.lang));
    serve(app, resale.appeals, async (req) =>
      nft.appeals(req.user.id, req.query.page, req.query.limit, req.lang),
    );
    serve(app, resale.appeal, async (req) => nft.appeal(req.user.id, req.query.id, req.lang));
    serve(app, orders.list, async (req) => nft.orders(req.user.id, req.query, req.lang));
    serve(app, orders.detail, async (req) => nft.order(req.user.id, req.query.id, req.lang));
    serve(app, orders.tips, async (req) => nft.tips(req.user.id, req.lang));
    serve(app, orders.readTip, async (req) => nft.readTip(req.user.id, req.query.id));
    serve(app, catalogue.copies, async (req) =>
      nft.copies(req.user.id, req.query.page, req.query.limit, req.lang),
    );
    serve(app, catalogue.copy, async (req) => nft.copy(req.user.id, req.query.id, req.lang));
  };
}
