import {
  appealDetail,
  appealList,
  confirmBody,
  couponDetail,
  couponList,
  envelope,
  feedbackBody,
  idQuery,
  type Language,
  listBody,
  listingList,
  listingsQuery,
  type MarketPrice,
  myListing,
  myListingList,
  myListingsQuery,
  nftHome,
  nftOrder,
  nftOrderList,
  nftSeriesDetail,
  nftSeriesList,
  orderAddBody,
  orderCancelBody,
  orderListQuery,
  orderPayBody,
  orderTips,
  pageQuery,
  readTipsQuery,
  seriesCopiesQuery,
  seriesCopyList,
  seriesListQuery,
  tipsUnread,
  unlistBody,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedReads } from '../../db/shared-reads.ts';
import { ok, sendOkJson } from '../../lib/envelope.ts';
import { jsonPerValue } from '../../lib/kept-json.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
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
 * copies held ("coupons"), the seller's confirmation, appeals and the order notifications. Names and
 * descriptions come in the request's language.
 */
export function nftRoutes(auth: AuthService, nft: NftService, parts: HomeParts): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preParsing: requireUser(auth) };
    // Ordering and paying honour Idempotency-Key (see the idempotency plugin).
    const moves = { ...signedIn, config: { idempotent: true } };
    const tags = ['nft'];

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
    const homeJson = jsonPerValue(nftHome, '/api/index/index');
    app.get(
      '/api/index/index',
      { ...signedIn, schema: { tags, response: { 200: envelope(nftHome) } } },
      async (req, reply) =>
        sendOkJson(
          reply,
          homeJson(await parts.shared.read(`home:${req.lang}`, HOME_TABLES, () => home(req.lang))),
        ),
    );
    app.get(
      '/api/nft/series',
      {
        ...signedIn,
        schema: { tags, querystring: seriesListQuery, response: { 200: envelope(nftSeriesList) } },
      },
      async (req) => ok(await nft.series(req.query.status, req.query.page, req.query.limit, req.lang)),
    );
    app.get(
      '/api/nft/series/detail',
      { ...signedIn, schema: { tags, querystring: idQuery, response: { 200: envelope(nftSeriesDetail) } } },
      async (req) => ok(await nft.seriesDetail(req.user.id, req.query.id, req.lang)),
    );
    app.get(
      '/api/nft/series/copies',
      {
        ...signedIn,
        schema: { tags, querystring: seriesCopiesQuery, response: { 200: envelope(seriesCopyList) } },
      },
      async (req) => ok(await nft.seriesCopies(req.query.id, req.query.page, req.query.limit)),
    );
    app.post(
      '/api/order/add',
      { ...moves, schema: { tags, body: orderAddBody, response: { 200: envelope(nftOrder) } } },
      async (req) => ok(await nft.add(req.user.id, req.body, req.lang)),
    );
    app.post(
      '/api/order/pay',
      { ...moves, schema: { tags, body: orderPayBody, response: { 200: envelope(nftOrder) } } },
      async (req) => ok(await nft.pay(req.user.id, req.body, req.lang)),
    );
    app.post(
      '/api/order/cancel',
      { ...signedIn, schema: { tags, body: orderCancelBody, response: { 200: envelope(nftOrder) } } },
      async (req) => ok(await nft.cancel(req.user.id, req.body.id, req.lang)),
    );
    app.get(
      '/api/nft/listings',
      { ...signedIn, schema: { tags, querystring: listingsQuery, response: { 200: envelope(listingList) } } },
      async (req) =>
        ok(await nft.listings(req.query.seriesId, req.query.page, req.query.limit, req.user.id, req.lang)),
    );
    app.get(
      '/api/nft/myListings',
      {
        ...signedIn,
        schema: { tags, querystring: myListingsQuery, response: { 200: envelope(myListingList) } },
      },
      async (req) => ok(await nft.myListings(req.user.id, req.query, req.lang)),
    );
    app.post(
      '/api/nft/list',
      { ...moves, schema: { tags, body: listBody, response: { 200: envelope(myListing) } } },
      async (req) => ok(await nft.list(req.user.id, req.body, req.lang)),
    );
    app.post(
      '/api/nft/unlist',
      { ...signedIn, schema: { tags, body: unlistBody, response: { 200: envelope(myListing) } } },
      async (req) => ok(await nft.unlist(req.user.id, req.body.id, req.lang)),
    );
    app.post(
      '/api/coupon/confirm',
      { ...moves, schema: { tags, body: confirmBody, response: { 200: envelope(nftOrder) } } },
      async (req) => ok(await nft.confirm(req.user.id, req.body, req.lang)),
    );
    app.post(
      '/api/coupon/feedback',
      { ...signedIn, schema: { tags, body: feedbackBody, response: { 200: envelope(appealDetail) } } },
      async (req) => ok(await nft.feedback(req.user.id, req.body, req.lang)),
    );
    app.get(
      '/api/coupon/appeals',
      { ...signedIn, schema: { tags, querystring: pageQuery, response: { 200: envelope(appealList) } } },
      async (req) => ok(await nft.appeals(req.user.id, req.query.page, req.query.limit, req.lang)),
    );
    app.get(
      '/api/coupon/appeal',
      { ...signedIn, schema: { tags, querystring: idQuery, response: { 200: envelope(appealDetail) } } },
      async (req) => ok(await nft.appeal(req.user.id, req.query.id, req.lang)),
    );
    app.get(
      '/api/order/index',
      {
        ...signedIn,
        schema: { tags, querystring: orderListQuery, response: { 200: envelope(nftOrderList) } },
      },
      async (req) => ok(await nft.orders(req.user.id, req.query, req.lang)),
    );
    app.get(
      '/api/order/detail',
      { ...signedIn, schema: { tags, querystring: idQuery, response: { 200: envelope(nftOrder) } } },
      async (req) => ok(await nft.order(req.user.id, req.query.id, req.lang)),
    );
    app.get(
      '/api/order/tips',
      { ...signedIn, schema: { tags, response: { 200: envelope(orderTips) } } },
      async (req) => ok(await nft.tips(req.user.id, req.lang)),
    );
    app.get(
      '/api/order/readTips',
      {
        ...signedIn,
        schema: { tags, querystring: readTipsQuery, response: { 200: envelope(tipsUnread) } },
      },
      async (req) => ok(await nft.readTip(req.user.id, req.query.id)),
    );
    app.get(
      '/api/coupon/index',
      { ...signedIn, schema: { tags, querystring: pageQuery, response: { 200: envelope(couponList) } } },
      async (req) => ok(await nft.coupons(req.user.id, req.query.page, req.query.limit, req.lang)),
    );
    app.get(
      '/api/coupon/detail',
      { ...signedIn, schema: { tags, querystring: idQuery, response: { 200: envelope(couponDetail) } } },
      async (req) => ok(await nft.coupon(req.user.id, req.query.id, req.lang)),
    );
  };
}
