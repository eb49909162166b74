import { randomUUID } from 'node:crypto';
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
 * Ends a stream because this server is closing: a `retry:` of 1–3 s (spread, so the clients of a
 * server with thousands of streams do not all come back in the same instant), then the end, after
 * which EventSource, or the app's reader, reconnects, through the proxy to another server, and resumes
 * with `Last-Event-ID`. Over HTTP/1.1 the connection is closed too: kept alive, the closing server would
 * wait for it. Over HTTP/2 (the server's own TLS, no proxy) the stream just ends, the client's last
 * retry time stands: data written to a stream whose client has just gone kept its session, and so the
 * closing server, open for good.
 */
export function endEventStream(res: ServerResponse) {
  if (res.req.httpVersionMajor === 2) return void res.end();
  const socket = res.socket;
  res.end(`retry: ${1_000 + Math.floor(Math.random() * 2_000)}\n\n`, () => socket?.end());
}

/** How long a slot counted in Redis lives without its server renewing it (a server that died frees its slots). */
const SHARED_SLOT_TTL_MS = 60_000;

/**
 * Takes a slot of a user's in Redis, atomically: slots past their expiry go, and one is added unless
 * the user holds `cap` live ones. Answers 1 when taken.
 */
const TAKE_SHARED_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/**
 * Each user's open streams, up to `perUser`. On this server the slot is counted when the stream is
 * asked for, before the route awaits anything, so parallel opens cannot all pass a check made before an
 * await. With Redis (several servers) it is then counted for the whole deployment too, in one atomic
 * script; a server renews its slots while their streams are open, and a server that died frees them
 * within a minute. `take` answers the slot's release (call it when the stream closes, or when the
 * open fails), or undefined at the cap. If Redis fails, this server's count alone decides.
 */
export function createStreamSlots(
  perUser: number,
  shared?: { redisUrl?: string; name: string; log: FastifyBaseLogger },
) {
  const held = new Map<number, number>();
  const redis = shared?.redisUrl ? new Redis(shared.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (err) => shared?.log.warn({ err }, `${shared.name} stream slots: Redis error`));
  /** This server's slots counted in Redis, by key: renewed until released. */
  const renewing = new Map<string, string>();
  const renewal = setInterval(() => {
    if (!redis || renewing.size === 0) return;
    const expiry = Date.now() + SHARED_SLOT_TTL_MS;
    const batch = redis.pipeline();
    for (const [id, key] of renewing) batch.zadd(key, 'XX', expiry, id).pexpire(key, SHARED_SLOT_TTL_MS);
    batch.exec().catch((err) => shared?.log.warn({ err }, `${shared?.name} stream slots: renewal failed`));
  }, SHARED_SLOT_TTL_MS / 3);
  renewal.unref();

  function takeHere(userId: number): (() => void) | undefined {
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

  async function takeShared(userId: number): Promise<(() => void) | 'refused' | undefined> {
    if (!redis || !shared) return undefined;
    const key = `mcc-stream:${shared.name}:${userId}`;
    const id = randomUUID();
    const now = Date.now();
    try {
      const taken = await redis.eval(
        TAKE_SHARED_SLOT,
        1,
        key,
        now,
        now + SHARED_SLOT_TTL_MS,
        perUser,
        id,
        SHARED_SLOT_TTL_MS,
      );
      if (taken !== 1) return 'refused';
    } catch (err) {
      shared.log.warn({ err }, `${shared.name} stream slots: Redis refused; counted on this server only`);
      return undefined;
    }
    renewing.set(id, key);
    return () => {
      if (!renewing.delete(id)) return;
      redis.zrem(key, id).catch(() => undefined);
    };
  }

  /** A slot of the user's: this server's taken at once (before any await), then the deployment's. */
  async function take(userId: number): Promise<(() => void) | undefined> {
    const here = takeHere(userId);
    if (!here) return undefined;
    const everywhere = await takeShared(userId);
    if (everywhere === 'refused') {
      here();
      return undefined;
    }
    return () => {
      here();
      everywhere?.();
    };
  }

  async function close() {
    clearInterval(renewal);
    await redis?.quit().catch(() => undefined);
  }

  return { take, close };
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
