import {
  envelope,
  keysetPageQuery,
  pledgeAddBody,
  pledgeEarningList,
  pledgeEarningsQuery,
  pledgeIndex,
  pledgeOrder,
  pledgeOrderList,
  pledgeTotal,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PledgeService } from './pledge.service.ts';

/** AI quant (pledge) for signed-in users; product names in the request's language. */
export function pledgeRoutes(auth: AuthService, pledge: PledgeService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preParsing: requireUser(auth) };
    // Staking moves money: it honours Idempotency-Key (see the idempotency plugin).
    const moves = { ...signedIn, config: { idempotent: true } };
    const tags = ['pledge'];

    app.get(
      '/api/pledge/index',
      { ...signedIn, schema: { tags, response: { 200: envelope(pledgeIndex) } } },
      async (req) => ok(await pledge.index(req.user.id, req.lang)),
    );
    app.post(
      '/api/pledge/add',
      { ...moves, schema: { tags, body: pledgeAddBody, response: { 200: envelope(pledgeOrder) } } },
      async (req) => ok(await pledge.add(req.user.id, req.body, req.lang)),
    );
    app.get(
      '/api/pledge/order',
      {
        ...signedIn,
        schema: { tags, querystring: keysetPageQuery, response: { 200: envelope(pledgeOrderList) } },
      },
      async (req) => ok(await pledge.orders(req.user.id, req.query, req.lang)),
    );
    app.get(
      '/api/pledge/total',
      { ...signedIn, schema: { tags, response: { 200: envelope(pledgeTotal) } } },
      async (req) => ok(await pledge.total(req.user.id)),
    );
    app.get(
      '/api/pledge/earnings',
      {
        ...signedIn,
        schema: { tags, querystring: pledgeEarningsQuery, response: { 200: envelope(pledgeEarningList) } },
      },
      async (req) => ok(await pledge.earnings(req.user.id, req.query, req.lang)),
    );
  };
}
