import type { ServerResponse } from 'node:http';
import type { PriceEvent } from '@mcc/contract';
import type { FastifyBaseLogger } from 'fastify';
import {
  createFanout,
  createStreamSlots,
  endEventStream,
  MAX_BUFFERED_BYTES,
  startEventStream,
} from '../../lib/event-stream.ts';
import type { MarketService } from './market.service.ts';

interface Client {
  res: ServerResponse;
  userId: number;
  /** Live events that arrived while the client's first events were being read; sent after them. */
  queue: PriceEvent[] | undefined;
  lastId: number;
}

export interface PriceStreamOptions {
  market: Pick<MarketService, 'onPrice' | 'streamStart'>;
  log: FastifyBaseLogger;
  /** A comment line every so often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** Open streams one user may hold (tabs, devices); more answer `STREAM_TOO_MANY`. */
  perUser: number;
  /**
   * With Redis, every server publishes the prices it applies on `channel` and sends its clients what
   * arrives there, so a price applied on one server reaches every server's clients; without, in-process.
   */
  redisUrl?: string;
  channel: string;
}

const frame = (e: PriceEvent) => `id: ${e.id}\nevent: price\ndata: ${JSON.stringify(e)}\n\n`;

/** A message from the channel, if it is a price event (anything else on it is ignored). */
function parseEvent(text: string): PriceEvent | undefined {
  try {
    const e = JSON.parse(text) as PriceEvent;
    const ok =
      Number.isInteger(e.id) &&
      (e.symbol === 'MCC' || e.symbol === 'SSK') &&
      typeof e.price === 'string' &&
      typeof e.appliedAt === 'string' &&
      (e.source === 'operator' || e.source === 'plan');
    return ok
      ? { id: e.id, symbol: e.symbol, price: e.price, appliedAt: e.appliedAt, source: e.source }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The live price stream (`GET /api/market/stream`, server-sent events): every applied price goes to
 * every open stream as event `price` with the price row's id, so a client that reconnects with
 * `Last-Event-ID` gets what it missed first. Closed connections leave the set at once.
 */
export function createPriceStream(opts: PriceStreamOptions) {
  const { market, log, heartbeatMs, perUser, redisUrl, channel } = opts;
  const clients = new Set<Client>();

  function deliver(client: Client, e: PriceEvent) {
    if (client.queue) return void client.queue.push(e);
    if (e.id <= client.lastId) return;
    client.lastId = e.id;
    client.res.write(frame(e));
    if (client.res.writableLength > MAX_BUFFERED_BYTES) client.res.destroy();
  }
  const broadcast = (e: PriceEvent) => {
    for (const c of clients) deliver(c, e);
  };

  const fanout = createFanout({
    redisUrl,
    channel,
    log,
    what: 'price stream',
    deliver: (text) => {
      const e = parseEvent(text);
      if (e) broadcast(e);
    },
  });
  const stopListening = market.onPrice((e) => fanout.publish(JSON.stringify(e)));

  const heartbeat = setInterval(() => {
    for (const c of clients) if (!c.queue) c.res.write(': ping\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  const slots = createStreamSlots(perUser, { redisUrl, name: 'price', log });

  /**
   * Starts a stream on `res` (the route has hijacked the reply): the headers, the retry hint, what the
   * client missed since `lastEventId` (or the current prices), then live events. In a slot the route took
   * with `reserve`, freed when the stream closes.
   */
  async function open(
    res: ServerResponse,
    userId: number,
    lastEventId: number | undefined,
    release: () => void,
  ) {
    startEventStream(res);
    const client: Client = { res, userId, queue: [], lastId: lastEventId ?? 0 };
    clients.add(client);
    res.on('close', () => {
      clients.delete(client);
      release();
    });
    try {
      const first = await market.streamStart(lastEventId);
      const queued = client.queue ?? [];
      client.queue = undefined;
      for (const e of [...first, ...queued.sort((a, b) => a.id - b.id)]) deliver(client, e);
    } catch (err) {
      log.error({ err }, 'price stream: could not read the first events');
      res.destroy();
    }
  }

  /** Ends every stream, telling its client to reconnect, and the Redis connections (the server is closing). */
  async function close() {
    clearInterval(heartbeat);
    stopListening();
    for (const c of clients) endEventStream(c.res);
    clients.clear();
    await Promise.all([fanout.close(), slots.close()]);
  }

  return {
    open,
    close,
    ready: fanout.ready,
    /** A stream slot of the user's (its release), or undefined when they hold `perUser` already. */
    reserve: slots.take,
    size: () => clients.size,
  };
}

export type PriceStream = ReturnType<typeof createPriceStream>;
