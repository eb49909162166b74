import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import type { Metrics } from '../lib/metrics.ts';

/** A request's route for the figures: its pattern (`/api/nft/detail`), never the URL as sent. */
const NO_ROUTE = '(none)';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an address is this machine's own (IPv4 127/8, IPv6 ::1, and 127/8 written as IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * Who may read `/metrics`. With METRICS_TOKEN, only `Authorization: Bearer <token>` (compared in
 * constant time). Without, only a connection from this machine that came through no proxy: the
 * socket's own address (never X-Forwarded-For, which a client writes), and no forwarding header, so a
 * proxy on the same machine that passed the path on would not make the world "local".
 */
function refuseUnlessAllowed(req: FastifyRequest, token: string | undefined) {
  if (token) {
    const sent = req.headers.authorization ?? '';
    if (!timingSafeEqual(digest(sent), digest(`Bearer ${token}`))) throw new AppError('UNAUTHORIZED');
    return;
  }
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => req.headers[h] !== undefined);
  if (forwarded || !isLoopback(req.socket.remoteAddress)) throw new AppError('FORBIDDEN');
}

/**
 * Prometheus's figures: every answered request counted by method, route pattern and status, timed by
 * route, and its refusal's key counted (plugins/errors.ts keeps it on the reply); `GET /metrics` answers
 * them in the text format. Server-sent streams are counted in their own gauge, not here: their
 * "answer" lasts as long as the stream.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? NO_ROUTE;
    metrics.request(req.method, route, reply.statusCode, reply.elapsedTime / 1000, reply.refusal);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    refuseUnlessAllowed(req, token);
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}
