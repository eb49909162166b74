import {
  adminUser,
  adminUserDetail,
  adminUserList,
  adminUserQuery,
  envelope,
  idQuery,
  userStatusBody,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { AuthAdmin } from './auth-admin.service.ts';

/** Users in the admin API: search and detail (`users.read`), freeze and payment-password reset (`users.write`). */
export function authAdminRoutes(operators: OperatorService, users: AuthAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    // Before validation, so a caller without a valid session gets 401 whatever the request holds.
    const read = { preParsing: requireOperator(operators, 'users.read') };
    const write = { preParsing: requireOperator(operators, 'users.write') };
    const tags = ['admin: users'];
    const params = idQuery;

    app.get(
      '/admin-api/users',
      { ...read, schema: { tags, querystring: adminUserQuery, response: { 200: envelope(adminUserList) } } },
      async (req) => ok(await users.search(req.query)),
    );
    app.get(
      '/admin-api/users/:id',
      { ...read, schema: { tags, params, response: { 200: envelope(adminUserDetail) } } },
      async (req) => ok(await users.detail(req.params.id)),
    );
    app.post(
      '/admin-api/users/:id/status',
      { ...write, schema: { tags, params, body: userStatusBody, response: { 200: envelope(adminUser) } } },
      async (req) => ok(await users.setStatus(req.params.id, req.body.status, actorOf(req))),
    );
    app.post(
      '/admin-api/users/:id/reset-pay-password',
      { ...write, schema: { tags, params, response: { 200: envelope(adminUser) } } },
      async (req) => ok(await users.resetPayPassword(req.params.id, actorOf(req))),
    );
  };
}
