import {
  coinMixIndex,
  coinMixTransferBody,
  coinMixTransferDone,
  coinMixWallet,
  coinMixWithdrawBody,
  envelope,
  pageQuery,
  withdrawal,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CoinMixService } from './coin-mix.service.ts';

export function coinMixRoutes(auth: AuthService, coinMix: CoinMixService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preParsing: requireUser(auth) };
    // Money-moving calls honour Idempotency-Key (see the idempotency plugin).
    const moves = { ...signedIn, config: { idempotent: true } };
    const tags = ['coin-mix'];

    app.get(
      '/api/coinMix/index',
      { ...signedIn, schema: { tags, response: { 200: envelope(coinMixIndex) } } },
      async (req) => ok(await coinMix.index(req.user.id)),
    );
    app.get(
      '/api/coinMix/wallet',
      { ...signedIn, schema: { tags, querystring: pageQuery, response: { 200: envelope(coinMixWallet) } } },
      async (req) => ok(await coinMix.statement(req.user.id, req.query.page, req.query.limit)),
    );
    app.post(
      '/api/coinMix/transferIn',
      {
        ...moves,
        schema: { tags, body: coinMixTransferBody, response: { 200: envelope(coinMixTransferDone) } },
      },
      async (req) => ok(await coinMix.transferIn(req.user.id, req.body)),
    );
    app.post(
      '/api/coinMix/transferOut',
      {
        ...moves,
        schema: { tags, body: coinMixTransferBody, response: { 200: envelope(coinMixTransferDone) } },
      },
      async (req) => ok(await coinMix.transferOut(req.user.id, req.body)),
    );
    app.post(
      '/api/coinMix/withdraw',
      { ...moves, schema: { tags, body: coinMixWithdrawBody, response: { 200: envelope(withdrawal) } } },
      async (req) => ok(await coinMix.withdraw(req.user.id, req.body)),
    );
  };
}
