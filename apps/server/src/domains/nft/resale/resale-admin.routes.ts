import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../../lib/csv-export.ts';
import { serve } from '../../../lib/serve.ts';
import { actorOf } from '../../admin/admin-auth.ts';
import type { ResaleService } from './resale.service.ts';

/**
 * Resale appeals in the admin API: they show who bought what, so they need `users.read`; deciding one
 * moves a copy and a fee between users: `finance.review`.
 */
export function resaleAdminRoutes(admin: ResaleService['admin']): FastifyPluginAsync {
  const calls = adminApi.resale;
  return async (app) => {
    serve(app, calls.appeals, async (req) => admin.appeals(req.query, req.lang));
    serveExport(app, calls.appealsExport, admin.appealExport);
    serve(app, calls.appeal, async (req) => admin.appeal(req.params.id, req.lang));
    serve(app, calls.decide, async (req) => admin.decide(req.params.id, req.body, actorOf(req), req.lang));
  };
}
