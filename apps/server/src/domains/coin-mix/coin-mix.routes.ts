import { api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import type { CoinMixService } from './coin-mix.service.ts';

/** The coin-mix wallet; money-moving calls honour Idempotency-Key (the table marks them). */
export function coinMixRoutes(coinMix: CoinMixService): FastifyPluginAsync {
  const calls = api.coinMix;
  return async (app) => {
    serve(app, calls.index, async (req) => coinMix.index(req.user.id));
    serve(app, calls.wallet, async (req) => coinMix.statement(req.user.id, req.query.page, req.query.limit));
    serve(app, calls.transferIn, async (req) => coinMix.transferIn(req.user.id, req.body));
    serve(app, calls.transferOut, async (req) => coinMix.transferOut(req.user.id, req.body));
    serve(app, calls.withdraw, async (req) => coinMix.withdraw(req.user.id, req.body));
  };
}
