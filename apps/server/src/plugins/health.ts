import { envelope } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, migrationsApplied } from '../db/client.ts';
import { describeDatabaseError } from '../db/faults.ts';
import { ok } from '../lib/envelope.ts';
import { AppError } from '../lib/errors.ts';
import { DATABASE_RETRY_AFTER_S } from './errors.ts';

/** A load balancer's probe must answer quickly, whatever the database does. */
export const READY_TIMEOUT_MS = 2_000;

/** Resolves `work`, or rejects after `ms` (the work goes on in the background; it has its own time-outs). */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Probes for a load balancer, outside `/api` so no rate limit counts them: `/healthz` says the
 * process serves HTTP (it never touches the database, so a database outage does not get healthy
 * servers restarted); `/readyz` says it can serve requests: the database answers within 2 s and has
 * every migration this server carries. Not ready is HTTP 503 with the envelope and a retry hint;
 * from the moment the server starts closing, `/readyz` answers 503 `SERVER_CLOSING` (`/healthz`
 * still 200: the process is alive while it drains).
 */
export function healthRoutes(database: Database, draining: () => boolean): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['health'];
    app.get(
      '/healthz',
      { schema: { tags, response: { 200: envelope(z.object({ status: z.literal('up') })) } } },
      async () => ok({ status: 'up' as const }),
    );
    app.get(
      '/readyz',
      { schema: { tags, response: { 200: envelope(z.object({ status: z.literal('ready') })) } } },
      async (req) => {
        if (draining()) throw new AppError('SERVER_CLOSING');
        let reason: string;
        try {
          if (await within(migrationsApplied(database.db), READY_TIMEOUT_MS))
            return ok({ status: 'ready' as const });
          reason = 'migrations';
        } catch (e) {
          req.log.warn(`not ready: ${describeDatabaseError(e)}`);
          reason = 'database';
        }
        throw new AppError('DATABASE_UNAVAILABLE', { retryAfter: DATABASE_RETRY_AFTER_S }, { reason });
      },
    );
  };
}
