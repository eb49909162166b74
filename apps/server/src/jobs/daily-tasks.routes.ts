import { dailyRun, dailyRunBody, envelope } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireOperator } from '../domains/admin/admin-auth.ts';
import type { OperatorService } from '../domains/admin/operator.service.ts';
import { ok } from '../lib/envelope.ts';
import type { DailyTasks } from './daily-tasks.ts';

/**
 * `POST /admin-api/pledge/accrual`: an operator runs the daily tasks now (after an outage, or to see
 * a day paid without waiting for the next cron tick). Finance's permission: it pays money, by rules
 * nobody can change from here.
 */
export function dailyTasksRoutes(operators: OperatorService, daily: DailyTasks): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin-api/pledge/accrual',
      {
        preParsing: requireOperator(operators, 'finance.review'),
        schema: { tags: ['admin: finance'], body: dailyRunBody, response: { 200: envelope(dailyRun) } },
      },
      async (req) => ok(await daily.runNow(req.body.day, actorOf(req))),
    );
  };
}
