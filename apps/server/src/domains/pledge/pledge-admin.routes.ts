import {
  adminPledgeOrderList,
  adminPledgeOrderQuery,
  adminPledgeProduct,
  adminPledgeProductList,
  envelope,
  idQuery,
  pledgeProductBody,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { PledgeService } from './pledge.service.ts';

/**
 * Pledge (the spec's "AI quant") products and orders in the admin API. Products are read by every operator (no personal
 * data) and written with `content.write`; orders show whose money is staked, so they need `users.read`.
 */
export function pledgeAdminRoutes(operators: OperatorService, pledge: PledgeService): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOperator = { preParsing: requireOperator(operators) };
    const content = { preParsing: requireOperator(operators, 'content.write') };
    const usersRead = { preParsing: requireOperator(operators, 'users.read') };
    const tags = ['admin: pledge'];

    app.get(
      '/admin-api/pledge/products',
      { ...anyOperator, schema: { tags, response: { 200: envelope(adminPledgeProductList) } } },
      async () => ok(await pledge.listProducts()),
    );
    app.post(
      '/admin-api/pledge/products',
      {
        ...content,
        schema: { tags, body: pledgeProductBody, response: { 200: envelope(adminPledgeProduct) } },
      },
      async (req) => ok(await pledge.createProduct(req.body, actorOf(req))),
    );
    app.post(
      '/admin-api/pledge/products/:id',
      {
        ...content,
        schema: {
          tags,
          params: idQuery,
          body: pledgeProductBody,
          response: { 200: envelope(adminPledgeProduct) },
        },
      },
      async (req) => ok(await pledge.updateProduct(req.params.id, req.body, actorOf(req))),
    );
    app.get(
      '/admin-api/pledge/orders',
      {
        ...usersRead,
        schema: {
          tags,
          querystring: adminPledgeOrderQuery,
          response: { 200: envelope(adminPledgeOrderList) },
        },
      },
      async (req) => ok(await pledge.listOrders(req.query, req.lang)),
    );
  };
}
