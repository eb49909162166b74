import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import {
  createFanout,
  createStreamSlots,
  endEventStream,
  MAX_BUFFERED_BYTES,
  startEventStream,
} from '../../../lib/event-stream.ts';

interface Watcher {
  res: ServerResponse;
  userId: number;
  auctionId: number;
}

/**
 * Live auctions (`GET /api/auction/stream?id`, server-sent events): once a bid, a settlement or a
 * cancel has committed, every open stream of that auction gets event `auction` with its id, and the
 * page reads the auction again (a dropped event costs nothing: the next one, or the reconnect, brings
 * it up to date). Through Redis, a bid taken by one server reaches the streams of all of them.
 */
export function createAuctionStream(opts: {
  log: FastifyBaseLogger;
  heartbeatMs: number;
  /** Open streams one user may hold; more answer `STREAM_TOO_MANY`. */
  perUser: number;
  redisUrl?: string;
  channel: string;
}) {
  const watchers = new Set<Watcher>();
  const fanout = createFanout({
    ...opts,
    what: 'auction stream',
    deliver: (text) => {
      const auctionId = Number(text);
      if (!Number.isInteger(auctionId)) return;
      for (const w of watchers) {
        if (w.auctionId !== auctionId) continue;
        w.res.write(`event: auction\ndata: ${JSON.stringify({ id: auctionId })}\n\n`);
        if (w.res.writableLength > MAX_BUFFERED_BYTES) w.res.destroy();
      }
    },
  });
  const heartbeat = setInterval(() => {
    for (const w of watchers) w.res.write(': ping\n\n');
  }, opts.heartbeatMs);
  heartbeat.unref();

  const slots = createStreamSlots(opts.perUser, { redisUrl: opts.redisUrl, name: 'auction', log: opts.log });

  /**
   * Starts a stream of one auction on `res` (the route has hijacked the reply), in a slot the route took
   * with `reserve` before it awaited anything; the slot is freed when the stream closes.
   */
  function open(res: ServerResponse, userId: number, auctionId: number, release: () => void) {
    startEventStream(res);
    const watcher = { res, userId, auctionId };
    watchers.add(watcher);
    res.on('close', () => {
      watchers.delete(watcher);
      release();
    });
  }

  /** Ends every stream, telling its client to reconnect, and the Redis connections (the server is closing). */
  async function close() {
    clearInterval(heartbeat);
    for (const w of watchers) endEventStream(w.res);
    watchers.clear();
    await Promise.all([fanout.close(), slots.close()]);
  }

  return {
    open,
    close,
    ready: fanout.ready,
    /** A stream slot of the user's (its release), or undefined when they hold `perUser` already. */
    reserve: slots.take,
    /** An auction changed (called after its transaction committed). */
    changed: (auctionId: number) => fanout.publish(String(auctionId)),
    size: () => watchers.size,
  };
}

export type AuctionStream = ReturnType<typeof createAuctionStream>;
