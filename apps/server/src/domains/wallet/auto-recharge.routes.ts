import { autoRechargeBody, chainStatus, depositTargets, envelope, idQuery, recharge } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/request-context.ts';
import { requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AutoRecharge } from './auto-recharge.service.ts';

/** Automatic recharge for users: their deposit addresses, a hash to check, a recharge to follow. */
export function autoRechargeRoutes(auth: AuthService, auto: AutoRecharge): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preParsing: requireUser(auth) };
    const tags = ['wallet'];
    app.get(
      '/api/fund/depositAddress',
      { ...signedIn, schema: { tags, response: { 200: envelope(depositTargets) } } },
      async (req) => ok(await auto.depositTargets(req.user.id)),
    );
    app.post(
      '/api/fund/autoRecharge',
      {
        ...signedIn,
        config: { idempotent: true },
        schema: { tags, body: autoRechargeBody, response: { 200: envelope(recharge) } },
      },
      async (req) => ok(await auto.submit(req.user.id, req.body)),
    );
    app.get(
      '/api/fund/rechargeDetail',
      { ...signedIn, schema: { tags, querystring: idQuery, response: { 200: envelope(recharge) } } },
      async (req) => ok(await auto.detail(req.user.id, req.query.id)),
    );
  };
}

/** The console's view of each network's chain set-up (any operator may read it, like the settings). */
export function chainAdminRoutes(operators: OperatorService, auto: AutoRecharge): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/chain/status',
      {
        preParsing: requireOperator(operators),
        schema: { tags: ['admin: settings'], response: { 200: envelope(chainStatus) } },
      },
      async () => ok(await auto.chainStatus()),
    );
  };
}
