import { adminApi, api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import type { AutoRecharge } from './auto-recharge.service.ts';

/** Automatic recharge for users: their deposit addresses, a hash to check, a recharge to follow. */
export function autoRechargeRoutes(auto: AutoRecharge): FastifyPluginAsync {
  const calls = api.wallet;
  return async (app) => {
    serve(app, calls.depositAddress, async (req) => auto.depositTargets(req.user.id));
    serve(app, calls.autoRecharge, async (req) => auto.submit(req.user.id, req.body));
    serve(app, calls.rechargeDetail, async (req) => auto.detail(req.user.id, req.query.id));
  };
}

/** The console's view of each network's chain set-up (any operator may read it, like the settings). */
export function chainAdminRoutes(auto: AutoRecharge): FastifyPluginAsync {
  return async (app) => {
    serve(app, adminApi.chain.status, async () => auto.chainStatus());
  };
}
