import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import type { SecurityService } from './security.service.ts';

/** A user's protection in the console: reset a lost authenticator, lift a hold (both audited). */
export function securityAdminRoutes(security: SecurityService): FastifyPluginAsync {
  const calls = adminApi.userSecurity;
  return async (app) => {
    serve(app, calls.resetTotp, async (req) =>
      security.resetTotp(req.params.id, req.body.reason, actorOf(req)),
    );
    serve(app, calls.liftLock, async (req) =>
      security.liftLock(req.params.id, req.body.reason, actorOf(req)),
    );
  };
}
