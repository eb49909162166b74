import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import type { AdminDashboard } from './admin-dashboard.service.ts';
import type { AdminTrends } from './admin-trends.service.ts';

/** The console's front page; every operator may read it (counts and totals, no personal data). */
export function adminDashboardRoutes(
  dashboardService: AdminDashboard,
  trends: AdminTrends,
): FastifyPluginAsync {
  return async (app) => {
    serve(app, adminApi.dashboard.summary, async (req) => dashboardService.summary(req.query));
    serve(app, adminApi.dashboard.trends, async (req) => trends.trends(req.query));
  };
}
