import {
  envelope,
  exchangeBody,
  historyQuery,
  marketHistory,
  marketPrice,
  marketTrade,
  marketTradeList,
  pageQuery,
  sskTradeBody,
  symbolQuery,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, sendOkJson } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonPerValue } from '../../lib/kept-json.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MarketService } from './market.service.ts';
import type { PriceStream } from './market-stream.ts';

/** A reconnecting client's `Last-Event-ID`: a price row id; anything else starts afresh. */
const lastEventId = (header: unknown) =>
  typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : undefined;

/** The market's user calls: prices and charts (signed in, like every page of the app), trades and records. */
export function marketRoutes(
  auth: AuthService,
  market: MarketService,
  stream: PriceStream,
): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preParsing: requireUser(auth) };
    // Money-moving calls honour Idempotency-Key (see the idempotency plugin).
    const moves = { ...signedIn, config: { idempotent: true } };
    const tags = ['market'];
    const priceJson = jsonPerValue(marketPrice, '/api/market/price');

    app.get(
      '/api/market/price',
      { ...signedIn, schema: { tags, querystring: symbolQuery, response: { 200: envelope(marketPrice) } } },
      // A shared read: serialised once per value it keeps.
      async (req, reply) => sendOkJson(reply, priceJson(await market.priceSummary(req.query.symbol))),
    );
    app.get(
      '/api/market/history',
      {
        ...signedIn,
        schema: { tags, querystring: historyQuery, response: { 200: envelope(marketHistory) } },
      },
      async (req) => ok(await market.history(req.query.symbol, req.query.range)),
    );
    // Server-sent events, read with fetch (the `token` header, as every call) rather than EventSource.
    app.get(
      '/api/market/stream',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Server-sent events: `price` events (id = the price row), `: ping` heartbeats.',
          response: { 200: { content: { 'text/event-stream': { schema: z.string() } } } },
        },
      },
      async (req, reply) => {
        const release = await stream.reserve(req.user.id);
        if (!release) throw new AppError('STREAM_TOO_MANY');
        reply.hijack();
        await stream.open(reply.raw, req.user.id, lastEventId(req.headers['last-event-id']), release);
      },
    );
    app.get(
      '/api/market/record',
      { ...signedIn, schema: { tags, querystring: pageQuery, response: { 200: envelope(marketTradeList) } } },
      async (req) => ok(await market.records(req.user.id, req.query.page, req.query.limit)),
    );
    app.post(
      '/api/market/exchange',
      { ...moves, schema: { tags, body: exchangeBody, response: { 200: envelope(marketTrade) } } },
      async (req) => ok(await market.exchange(req.user.id, req.body)),
    );
    app.post(
      '/api/fund/buySsk',
      { ...moves, schema: { tags, body: sskTradeBody, response: { 200: envelope(marketTrade) } } },
      async (req) => ok(await market.buySsk(req.user.id, req.body)),
    );
    app.post(
      '/api/fund/sellSsk',
      { ...moves, schema: { tags, body: sskTradeBody, response: { 200: envelope(marketTrade) } } },
      async (req) => ok(await market.sellSsk(req.user.id, req.body)),
    );
  };
}
