import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import type { ConfigAdmin } from './config-admin.service.ts';

/** Settings in the console: read by any operator, changed with `settings.write` (audited). */
export function configAdminRoutes(settings: ConfigAdmin): FastifyPluginAsync {
  const calls = adminApi.settings;
  return async (app) => {
    serve(app, calls.get, async () => settings.get());
    serve(app, calls.save, async (req) => settings.update(req.body, actorOf(req)));
  };
}
