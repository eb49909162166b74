import { api, type Language, type MarketPrice, nftHome } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { SharedReads } from '../../../db/shared-reads.ts';
import { sendOkJson } from '../../../lib/envelope.ts';
import { jsonPerValue } from '../../../lib/kept-json.ts';
import { serve } from '../../../lib/serve.ts';
import type { MarketService } from '../../market/market.service.ts';
import type { BannerService } from '../../notice/banner.service.ts';
import type { NoticeService } from '../../notice/notice.service.ts';
import type { CatalogService } from './catalog.service.ts';

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
 * The catalogue's calls for signed-in users: the home, series and their copies, the copies held (the
 * spec's "coupons"). Names and descriptions come in the request's language.
 */
export function catalogRoutes(catalog: CatalogService, parts: HomeParts): FastifyPluginAsync {
  const calls = api.nft;
  return async (app) => {
    async function mccPrice(): Promise<Pick<MarketPrice, 'price' | 'change'> | null> {
      if (!(await parts.market.current('MCC'))) return null;
      const { price, change } = await parts.market.priceSummary('MCC');
      return { price, change };
    }

    async function home(lang: Language) {
      const [shelves, banners, notices, mcc] = await Promise.all([
        catalog.shelves(lang),
        parts.banners.shown(),
        parts.notices.headlines(lang, TICKER_NOTICES),
        mccPrice(),
      ]);
      return { ...shelves, banners, notices, mcc };
    }

    // The same for every user in a language: a shared read, serialised once per value it keeps.
    const homeJson = jsonPerValue(nftHome, calls.home.path);
    serve(app, calls.home, async (req, reply) =>
      sendOkJson(
        reply,
        homeJson(await parts.shared.read(`home:${req.lang}`, HOME_TABLES, () => home(req.lang))),
      ),
    );
    serve(app, calls.series, async (req) =>
      catalog.shelf(req.query.status, req.query.page, req.query.limit, req.lang),
    );
    serve(app, calls.seriesDetail, async (req) => catalog.detail(req.user.id, req.query.id, req.lang));
    serve(app, calls.seriesCopies, async (req) =>
      catalog.seriesCopies(req.query.id, req.query.page, req.query.limit),
    );
    serve(app, calls.copies, async (req) =>
      catalog.heldCopies(req.user.id, req.query.page, req.query.limit, req.lang),
    );
    serve(app, calls.copy, async (req) => catalog.heldCopy(req.user.id, req.query.id, req.lang));
  };
}
