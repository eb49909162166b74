import {
  adjustBody,
  adjustment,
  adminStatement,
  adminStatementQuery,
  envelope,
  idempotencyHeaders,
  idQuery,
  ledgerAccountFreezeBody,
  ledgerAccountList,
  ledgerAccountRow,
  ledgerAccountsQuery,
  ledgerTransferList,
  ledgerTransfersQuery,
  verifyResult,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { LedgerAdmin } from './ledger-admin.service.ts';

/**
 * The ledger in the admin API: the explorer and `verify` (`ledger.read`), a user's statement
 * (`users.read`), manual adjustments and freezing an account (`finance.adjust`, audited).
 */
export function ledgerAdminRoutes(operators: OperatorService, ledger: LedgerAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    // Before validation, so a caller without a valid session gets 401 whatever the request holds.
    const read = { preParsing: requireOperator(operators, 'ledger.read') };
    const adjust = { preParsing: requireOperator(operators, 'finance.adjust') };
    const tags = ['admin: ledger'];
    const params = idQuery;

    app.get(
      '/admin-api/ledger/transfers',
      {
        ...read,
        schema: { tags, querystring: ledgerTransfersQuery, response: { 200: envelope(ledgerTransferList) } },
      },
      async (req) => ok(await ledger.transfers(req.query)),
    );
    app.get(
      '/admin-api/ledger/accounts',
      {
        ...read,
        schema: { tags, querystring: ledgerAccountsQuery, response: { 200: envelope(ledgerAccountList) } },
      },
      async (req) => ok(await ledger.accounts(req.query)),
    );
    app.post(
      '/admin-api/ledger/accounts/:id/freeze',
      {
        ...adjust,
        schema: {
          tags,
          params,
          body: ledgerAccountFreezeBody,
          response: { 200: envelope(ledgerAccountRow) },
        },
      },
      async (req) => ok(await ledger.setFrozen(req.params.id, req.body.frozen, actorOf(req))),
    );
    app.post(
      '/admin-api/ledger/verify',
      { ...read, schema: { tags, response: { 200: envelope(verifyResult) } } },
      async (req) => ok(await ledger.verify(actorOf(req))),
    );

    const users = ['admin: users'];
    app.get(
      '/admin-api/users/:id/statement',
      {
        preParsing: requireOperator(operators, 'users.read'),
        schema: {
          tags: users,
          params,
          querystring: adminStatementQuery,
          response: { 200: envelope(adminStatement) },
        },
      },
      async (req) => ok(await ledger.statement(req.params.id, req.query)),
    );
    app.post(
      '/admin-api/users/:id/adjust',
      {
        ...adjust,
        schema: {
          tags: users,
          params,
          headers: idempotencyHeaders,
          body: adjustBody,
          response: { 200: envelope(adjustment) },
        },
      },
      async (req) =>
        ok(await ledger.adjust(req.params.id, req.body, actorOf(req), req.headers['idempotency-key'])),
    );
  };
}
