import {
  adminAppealDetail,
  adminAppealList,
  adminAppealQuery,
  adminNftOrderList,
  adminOrderQuery,
  adminSeries,
  adminSeriesList,
  appealIdParams,
  decideBody,
  envelope,
  pageQuery,
  seriesBody,
  seriesIdParams,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { NftService } from './nft.service.ts';

/**
 * NFT series, orders and resale appeals in the admin API. Series are read by every operator (no
 * personal data) and written with `content.write`; orders and appeals show who bought what, so they
 * need `users.read`; deciding an appeal moves a copy and a fee between users: `finance.review`.
 */
export function nftAdminRoutes(operators: OperatorService, nft: NftService['admin']): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOperator = { preParsing: requireOperator(operators) };
    const content = { preParsing: requireOperator(operators, 'content.write') };
    const usersRead = { preParsing: requireOperator(operators, 'users.read') };
    const review = { preParsing: requireOperator(operators, 'finance.review') };
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
    app.get(
      '/admin-api/nft/appeals',
      {
        ...usersRead,
        schema: { tags, querystring: adminAppealQuery, response: { 200: envelope(adminAppealList) } },
      },
      async (req) => ok(await nft.appeals(req.query, req.lang)),
    );
    app.get(
      '/admin-api/nft/appeals/:id',
      {
        ...usersRead,
        schema: { tags, params: appealIdParams, response: { 200: envelope(adminAppealDetail) } },
      },
      async (req) => ok(await nft.appeal(req.params.id, req.lang)),
    );
    app.post(
      '/admin-api/nft/appeals/:id/decide',
      {
        ...review,
        schema: {
          tags,
          params: appealIdParams,
          body: decideBody,
          response: { 200: envelope(adminAppealDetail) },
        },
      },
      async (req) => ok(await nft.decide(req.params.id, req.body, actorOf(req), req.lang)),
    );
  };
}
