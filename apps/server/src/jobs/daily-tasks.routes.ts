import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../domains/admin/admin-auth.ts';
import { serve } from '../lib/serve.ts';
import type { DailyTasks } from './daily-tasks.ts';

/**
 * `POST /admin-api/pledge/accrual`: an operator runs the daily tasks now (after an outage, or to see
 * a day paid without waiting for the next cron tick). Finance's permission: it pays money, by rules
 * nobody can change from here.
 */
export function dailyTasksRoutes(daily: DailyTasks): FastifyPluginAsync {
  return async (app) => {
    serve(app, adminApi.jobs.runDaily, async (req) => daily.runNow(req.body.day, actorOf(req)));
  };
}
