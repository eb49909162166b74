import { adminApi, idempotencyHeaders } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import type { LedgerAdmin } from './ledger-admin.service.ts';

/**
 * The ledger in the admin API: the explorer and `verify` (`ledger.read`), a user's statement
 * (`users.read`), manual adjustments and freezing an account (`finance.adjust`, audited).
 */
export function ledgerAdminRoutes(ledger: LedgerAdmin): FastifyPluginAsync {
  const { ledger: calls, userLedger } = adminApi;
  return async (app) => {
    // An adjustment's optional Idempotency-Key is its own (per operator, kept by the adjustment), not
    // the user API's key store: its header is validated and documented with the route's other parts.
    app.addHook('onRoute', (route) => {
      if (route.config?.route === userLedger.adjust) {
        route.schema = { ...route.schema, headers: idempotencyHeaders };
      }
    });

    serve(app, calls.transfers, async (req) => ledger.transfers(req.query));
    serve(app, calls.accounts, async (req) => ledger.accounts(req.query));
    serve(app, calls.freeze, async (req) => ledger.setFrozen(req.params.id, req.body.frozen, actorOf(req)));
    serve(app, calls.verify, async (req) => ledger.verify(actorOf(req)));

    serve(app, userLedger.statement, async (req) => ledger.statement(req.params.id, req.query));
    serve(app, userLedger.adjust, async (req) => {
      const key = req.headers['idempotency-key'];
      return ledger.adjust(req.params.id, req.body, actorOf(req), typeof key === 'string' ? key : undefined);
    });
  };
}
