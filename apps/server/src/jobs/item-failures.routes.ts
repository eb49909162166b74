import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../domains/admin/admin-auth.ts';
import { serveExport } from '../lib/csv-export.ts';
import { serve } from '../lib/serve.ts';
import type { ItemFailures } from './item-failures.ts';

/**
 * The batch jobs' failing items (`GET /admin-api/jobs/failures`) and a retry now
 * (`POST /admin-api/jobs/failures/retry`). Finance's permission, as for running the daily tasks: the
 * items are money not yet moved (a sale not settled, a yield not paid), and finance answers for it.
 */
export function itemFailuresRoutes(failures: ItemFailures): FastifyPluginAsync {
  const calls = adminApi.jobs;
  return async (app) => {
    serve(app, calls.failures, async (req) => failures.list(req.query, req.lang));
    serveExport(app, calls.failuresExport, failures.failureExport);
    serve(app, calls.retryFailure, async (req) =>
      failures.retryNow(req.body.job, req.body.itemId, actorOf(req), req.lang),
    );
  };
}
