import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../lib/csv-export.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import type { AuthAdmin } from './auth-admin.service.ts';

/** Users in the console: search (and its export) and detail, freeze and payment-password reset. */
export function authAdminRoutes(users: AuthAdmin): FastifyPluginAsync {
  const calls = adminApi.users;
  return async (app) => {
    serve(app, calls.list, async (req) => users.search(req.query, req.lang));
    serveExport(app, calls.export, users.userExport);
    serve(app, calls.detail, async (req) => users.detail(req.params.id));
    serve(app, calls.setStatus, async (req) => users.setStatus(req.params.id, req.body.status, actorOf(req)));
    serve(app, calls.resetPayPassword, async (req) => users.resetPayPassword(req.params.id, actorOf(req)));
  };
}
