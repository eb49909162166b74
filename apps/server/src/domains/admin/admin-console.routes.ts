import {
  adjustBody,
  adjustment,
  adminStatement,
  adminStatementQuery,
  adminUser,
  adminUserDetail,
  adminUserList,
  adminUserQuery,
  dashboard,
  dashboardQuery,
  envelope,
  idempotencyHeaders,
  idQuery,
  ledgerAccountList,
  ledgerAccountsQuery,
  ledgerTransferList,
  ledgerTransfersQuery,
  sysConfig,
  userStatusBody,
  verifyResult,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from './admin-auth.ts';
import type { AdminConsole } from './admin-console.service.ts';
import type { OperatorService } from './operator.service.ts';
import type { AdminPermission } from './permissions.ts';

/**
 * The admin console under `/admin-api`: dashboard, users, ledger explorer and verify, settings.
 * Each route asks for one permission (docs/admin-permissions.md); each write is audited.
 */
export function adminConsoleRoutes(operators: OperatorService, admin: AdminConsole): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is parsed, so a caller without a valid session gets 401 whatever the request holds.
    const guard = (permission?: AdminPermission) => ({
      preParsing: requireOperator(operators, permission),
    });
    const params = idQuery;

    app.get(
      '/admin-api/dashboard',
      {
        ...guard(),
        schema: { tags: ['admin'], querystring: dashboardQuery, response: { 200: envelope(dashboard) } },
      },
      async (req) => ok(await admin.dashboard.summary(req.query)),
    );

    const users = ['admin: users'];
    app.get(
      '/admin-api/users',
      {
        ...guard('users.read'),
        schema: { tags: users, querystring: adminUserQuery, response: { 200: envelope(adminUserList) } },
      },
      async (req) => ok(await admin.users.search(req.query)),
    );
    app.get(
      '/admin-api/users/:id',
      {
        ...guard('users.read'),
        schema: { tags: users, params, response: { 200: envelope(adminUserDetail) } },
      },
      async (req) => ok(await admin.users.detail(req.params.id)),
    );
    app.get(
      '/admin-api/users/:id/statement',
      {
        ...guard('users.read'),
        schema: {
          tags: users,
          params,
          querystring: adminStatementQuery,
          response: { 200: envelope(adminStatement) },
        },
      },
      async (req) => ok(await admin.users.statement(req.params.id, req.query)),
    );
    app.post(
      '/admin-api/users/:id/status',
      {
        ...guard('users.write'),
        schema: { tags: users, params, body: userStatusBody, response: { 200: envelope(adminUser) } },
      },
      async (req) => ok(await admin.users.setStatus(req.params.id, req.body.status, actorOf(req))),
    );
    app.post(
      '/admin-api/users/:id/reset-pay-password',
      { ...guard('users.write'), schema: { tags: users, params, response: { 200: envelope(adminUser) } } },
      async (req) => ok(await admin.users.resetPayPassword(req.params.id, actorOf(req))),
    );
    app.post(
      '/admin-api/users/:id/adjust',
      {
        ...guard('finance.adjust'),
        schema: {
          tags: users,
          params,
          headers: idempotencyHeaders,
          body: adjustBody,
          response: { 200: envelope(adjustment) },
        },
      },
      async (req) =>
        ok(await admin.users.adjust(req.params.id, req.body, actorOf(req), req.headers['idempotency-key'])),
    );

    const ledger = ['admin: ledger'];
    app.get(
      '/admin-api/ledger/transfers',
      {
        ...guard('ledger.read'),
        schema: {
          tags: ledger,
          querystring: ledgerTransfersQuery,
          response: { 200: envelope(ledgerTransferList) },
        },
      },
      async (req) => ok(await admin.ledger.transfers(req.query)),
    );
    app.get(
      '/admin-api/ledger/accounts',
      {
        ...guard('ledger.read'),
        schema: {
          tags: ledger,
          querystring: ledgerAccountsQuery,
          response: { 200: envelope(ledgerAccountList) },
        },
      },
      async (req) => ok(await admin.ledger.accounts(req.query)),
    );
    app.post(
      '/admin-api/ledger/verify',
      { ...guard('ledger.read'), schema: { tags: ledger, response: { 200: envelope(verifyResult) } } },
      async (req) => ok(await admin.ledger.verify(actorOf(req))),
    );

    const settings = ['admin: settings'];
    // Any operator may read the configuration (the app shows it to everyone anyway); changing it is settings.write.
    app.get(
      '/admin-api/settings',
      { ...guard(), schema: { tags: settings, response: { 200: envelope(sysConfig) } } },
      async () => ok(await admin.settings.get()),
    );
    app.post(
      '/admin-api/settings',
      {
        ...guard('settings.write'),
        schema: { tags: settings, body: sysConfig, response: { 200: envelope(sysConfig) } },
      },
      async (req) => ok(await admin.settings.update(req.body, actorOf(req))),
    );
  };
}
