import { envelope, sysConfig } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { ConfigAdmin } from './config-admin.service.ts';

/**
 * Settings in the admin API. Any operator may read the configuration (the app shows it to everyone
 * anyway); changing it is `settings.write`, audited.
 */
export function configAdminRoutes(operators: OperatorService, settings: ConfigAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin: settings'];
    app.get(
      '/admin-api/settings',
      { preParsing: requireOperator(operators), schema: { tags, response: { 200: envelope(sysConfig) } } },
      async () => ok(await settings.get()),
    );
    app.post(
      '/admin-api/settings',
      {
        preParsing: requireOperator(operators, 'settings.write'),
        schema: { tags, body: sysConfig, response: { 200: envelope(sysConfig) } },
      },
      async (req) => ok(await settings.update(req.body, actorOf(req))),
    );
  };
}
