import { dashboard, dashboardQuery, envelope } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireOperator } from './admin-auth.ts';
import type { AdminDashboard } from './admin-dashboard.service.ts';
import type { OperatorService } from './operator.service.ts';

/** The console's front page; every operator may read it (counts and totals, no personal data). */
export function adminDashboardRoutes(
  operators: OperatorService,
  dashboardService: AdminDashboard,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/dashboard',
      {
        // Before validation, so a caller without a valid session gets 401 whatever the request holds.
        preParsing: requireOperator(operators),
        schema: { tags: ['admin'], querystring: dashboardQuery, response: { 200: envelope(dashboard) } },
      },
      async (req) => ok(await dashboardService.summary(req.query)),
    );
  };
}
