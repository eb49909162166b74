import { envelope, jobFailure, jobFailureQuery, jobFailureRetryBody, jobFailures } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireOperator } from '../domains/admin/admin-auth.ts';
import type { OperatorService } from '../domains/admin/operator.service.ts';
import { ok } from '../lib/envelope.ts';
import type { ItemFailures } from './item-failures.ts';

/**
 * The batch jobs' failing items (`GET /admin-api/jobs/failures`) and a retry now
 * (`POST /admin-api/jobs/failures/retry`). Finance's permission, as for running the daily tasks: the
 * items are money not yet moved (a sale not settled, a yield not paid), and finance answers for it.
 */
export function itemFailuresRoutes(
  operators: OperatorService,
  failures: ItemFailures,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/jobs/failures',
      {
        preParsing: requireOperator(operators, 'finance.review'),
        schema: {
          tags: ['admin: finance'],
          querystring: jobFailureQuery,
          response: { 200: envelope(jobFailures) },
        },
      },
      async (req) => ok(await failures.list(req.query, req.lang)),
    );
    app.post(
      '/admin-api/jobs/failures/retry',
      {
        preParsing: requireOperator(operators, 'finance.review'),
        schema: {
          tags: ['admin: finance'],
          body: jobFailureRetryBody,
          response: { 200: envelope(jobFailure) },
        },
      },
      async (req) => ok(await failures.retryNow(req.body.job, req.body.itemId, actorOf(req), req.lang)),
    );
  };
}
