import { api, marketPrice } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendOkJson } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonPerValue } from '../../lib/kept-json.ts';
import { serve } from '../../lib/serve.ts';
import type { MarketService } from './market.service.ts';
import type { PriceStream } from './market-stream.ts';

/** A reconnecting client's `Last-Event-ID`: a price row id; anything else starts afresh. */
const lastEventId = (header: unknown) =>
  typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : undefined;

/** The market's user calls: prices and charts (signed in, like every page of the app), trades and records. */
export function marketRoutes(market: MarketService, stream: PriceStream): FastifyPluginAsync {
  const calls = api.market;
  return async (app) => {
    const priceJson = jsonPerValue(marketPrice, calls.price.path);

    // A shared read: serialised once per value it keeps.
    serve(app, calls.price, async (req, reply) =>
      sendOkJson(reply, priceJson(await market.priceSummary(req.query.symbol))),
    );
    serve(app, calls.history, async (req) => market.history(req.query.symbol, req.query.range));
    // Server-sent events, read with fetch (the `token` header, as every call) rather than EventSource.
    serve(app, calls.stream, async (req, reply) => {
      const release = await stream.reserve(req.user.id);
      if (!release) throw new AppError('STREAM_TOO_MANY');
      reply.hijack();
      await stream.open(reply.raw, req.user.id, lastEventId(req.headers['last-event-id']), release);
      return reply;
    });
    serve(app, calls.records, async (req) => market.records(req.user.id, req.query.page, req.query.limit));
    // Money-moving calls honour Idempotency-Key (the table marks them; see the idempotency plugin).
    serve(app, calls.exchange, async (req) => market.exchange(req.user.id, req.body));
    serve(app, calls.buySsk, async (req) => market.buySsk(req.user.id, req.body));
    serve(app, calls.sellSsk, async (req) => market.sellSsk(req.user.id, req.body));
  };
}
