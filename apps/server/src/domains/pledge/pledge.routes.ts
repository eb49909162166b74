import { api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import type { PledgeService } from './pledge.service.ts';

/** AI quant (pledge) for signed-in users; product names in the request's language. */
export function pledgeRoutes(pledge: PledgeService): FastifyPluginAsync {
  const calls = api.pledge;
  return async (app) => {
    serve(app, calls.index, async (req) => pledge.index(req.user.id, req.lang));
    serve(app, calls.add, async (req) => pledge.add(req.user.id, req.body, req.lang));
    serve(app, calls.orders, async (req) => pledge.orders(req.user.id, req.query, req.lang));
    serve(app, calls.total, async (req) => pledge.total(req.user.id));
    serve(app, calls.earnings, async (req) => pledge.earnings(req.user.id, req.query, req.lang));
  };
}
