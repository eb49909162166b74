import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A slow reader holding more than this unsent is cut off (it reconnects and catches up). */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/** Starts a server-sent event stream on a hijacked reply: the headers and the client's retry hint. */
export function startEventStream(res: ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // HTTP/2 forbids connection headers (its streams are kept open by the one connection they share).
    ...(res.req.httpVersionMajor === 2 ? {} : { connection: 'keep-alive' }),
    // nginx buffers answers unless told not to; a buffered stream is no stream.
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
}

/**
 * Each user's open streams on this server, counted when a stream is asked for, before the route awaits
 * anything: parallel opens cannot all pass a check made before an await. `take` answers the slot's
 * release (call it when the stream closes, or when the open fails), or undefined at the cap.
 */
export function createStreamSlots(perUser: number) {
  const held = new Map<number, number>();
  function take(userId: number): (() => void) | undefined {
    const open = held.get(userId) ?? 0;
    if (open >= perUser) return undefined;
    held.set(userId, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (held.get(userId) ?? 1) - 1;
      if (left > 0) held.set(userId, left);
      else held.delete(userId);
    };
  }
  return { take };
}

/**
 * Messages from every server of a deployment to every server's open streams: with Redis, `publish`
 * goes out on `channel` and what arrives there is handed to `deliver`; without, `publish` delivers in
 * this process. If Redis refuses a publish, this server's clients still get it.
 */
export function createFanout(opts: {
  redisUrl?: string;
  channel: string;
  log: FastifyBaseLogger;
  what: string;
  deliver: (text: string) => void;
}) {
  const { redisUrl, channel, log, what, deliver } = opts;
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (redisUrl) {
    publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    subscriber = new Redis(redisUrl);
    subscriber.on('message', (_channel: string, text: string) => deliver(text));
    subscriber.subscribe(channel).catch((err) => log.error({ err }, `${what}: Redis subscribe failed`));
    for (const r of [publisher, subscriber])
      r.on('error', (err) => log.warn({ err }, `${what}: Redis error`));
  }

  function publish(text: string) {
    if (!publisher) return deliver(text);
    publisher.publish(channel, text).catch((err) => {
      log.warn({ err }, `${what}: Redis publish failed; sent to this server only`);
      deliver(text);
    });
  }

  /** Resolves once Redis delivers (the subscription holds); at once without Redis. */
  async function ready() {
    if (!subscriber) return;
    if (subscriber.status !== 'ready') await new Promise((resolve) => subscriber?.once('ready', resolve));
    // `subscribe` resolves when Redis confirmed it; calling it again for the same channel is harmless.
    await subscriber.subscribe(channel);
  }

  async function close() {
    await Promise.all([publisher, subscriber].map((r) => r?.quit().catch(() => undefined)));
  }

  return { publish, ready, close };
}
