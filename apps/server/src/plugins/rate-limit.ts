import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors.ts';

/** Calls, as opposed to pages and files: rate-limited, and never answered with index.html. */
const API_PREFIXES = ['/api/', '/admin-api/'];

/** Whether the route a request matched is a call (not the raw URL, which may be spelt another way). */
const isApiRoute = (req: FastifyRequest) =>
  API_PREFIXES.some((p) => req.routeOptions.url?.startsWith(p) ?? false);

/**
 * Requests per minute per address, counted in Redis when there is one (shared by every server). Only
 * calls count: one page view loads a dozen static files, which cost nothing to serve. The matched route
 * decides, not the URL as sent (`/%61pi/…` is routed to `/api/…` and counts too). Routes may set a
 * tighter limit of their own (`config.rateLimit`).
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number, redis: Redis | undefined) {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    allowList: (req) => !isApiRoute(req),
    ...(redis ? { redis, nameSpace: 'mcc-rl:' } : {}),
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', {}, { retryAfter: Math.ceil(ctx.ttl / 1000) }),
  });
}
