import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import type { NftService } from './nft.service.ts';

/**
 * NFT series, orders and resale appeals in the admin API. Series are read by every operator (no
 * personal data) and written with `content.write`; orders and appeals show who bought what, so they
 * need `users.read`; deciding an appeal moves a copy and a fee between users: `finance.review`.
 */
export function nftAdminRoutes(nft: NftService['admin']): FastifyPluginAsync {
  const { nft: series, nftOrders: orders, resale } = adminApi;
  return async (app) => {
    serve(app, series.series, async (req) => nft.listSeries(req.query.page, req.query.limit));
    serve(app, series.createSeries, async (req) => nft.createSeries(req.body, actorOf(req)));
    serve(app, series.updateSeries, async (req) => nft.updateSeries(req.params.id, req.body, actorOf(req)));
    serve(app, orders.list, async (req) => nft.listOrders(req.query, req.lang));
    serve(app, resale.appeals, async (req) => nft.appeals(req.query, req.lang));
    serve(app, resale.appeal, async (req) => nft.appeal(req.params.id, req.lang));
    serve(app, resale.decide, async (req) => nft.decide(req.params.id, req.body, actorOf(req), req.lang));
  };
}
