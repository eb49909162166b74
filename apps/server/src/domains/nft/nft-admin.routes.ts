import {
  adminNftOrderList,
  adminOrderQuery,
  adminSeries,
  adminSeriesList,
  envelope,
  pageQuery,
  seriesBody,
  seriesIdParams,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { NftAdmin } from './nft-admin.ts';

/**
 * NFT series and orders in the admin API. Series are read by every operator (no personal data) and
 * written with `content.write`; orders show who bought what, so they need `users.read`.
 */
export function nftAdminRoutes(operators: OperatorService, nft: NftAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOperator = { preParsing: requireOperator(operators) };
    const content = { preParsing: requireOperator(operators, 'content.write') };
    const usersRead = { preParsing: requireOperator(operators, 'users.read') };
    const tags = ['admin: nft'];

    app.get(
      '/admin-api/nft/series',
      {
        ...anyOperator,
        schema: { tags, querystring: pageQuery, response: { 200: envelope(adminSeriesList) } },
      },
      async (req) => ok(await nft.listSeries(req.query.page, req.query.limit)),
    );
    app.post(
      '/admin-api/nft/series',
      { ...content, schema: { tags, body: seriesBody, response: { 200: envelope(adminSeries) } } },
      async (req) => ok(await nft.createSeries(req.body, actorOf(req))),
    );
    app.post(
      '/admin-api/nft/series/:id',
      {
        ...content,
        schema: { tags, params: seriesIdParams, body: seriesBody, response: { 200: envelope(adminSeries) } },
      },
      async (req) => ok(await nft.updateSeries(req.params.id, req.body, actorOf(req))),
    );
    app.get(
      '/admin-api/nft/orders',
      {
        ...usersRead,
        schema: { tags, querystring: adminOrderQuery, response: { 200: envelope(adminNftOrderList) } },
      },
      async (req) => ok(await nft.listOrders(req.query, req.lang)),
    );
  };
}
