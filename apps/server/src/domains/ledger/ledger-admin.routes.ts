import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { acceptOperatorKeys, actorOf, keyedRequest } from '../admin/admin-auth.ts';
import type { LedgerAdmin } from './ledger-admin.service.ts';

/**
 * The ledger in the admin API: the explorer and `verify` (`ledger.read`), a user's statement
 * (`users.read`), manual adjustments (proposed: applied on another operator's approval) and freezing
 * an account (`finance.adjust`, audited).
 */
export function ledgerAdminRoutes(ledger: LedgerAdmin): FastifyPluginAsync {
  const { ledger: calls, userLedger } = adminApi;
  return async (app) => {
    acceptOperatorKeys(app, [userLedger.adjust]);

    serve(app, calls.freeze, async (req) => ledger.setFrozen(req.params.id, req.body.frozen, actorOf(req)));
    serve(app, calls.verify, async (req) => ledger.verify(actorOf(req)));

    serve(app, userLedger.statement, async (req) => ledger.statement(req.params.id, req.query));
    serve(app, userLedger.adjust, async (req) =>
      ledger.proposeAdjustment(req.params.id, req.body, keyedRequest(req)),
    );
  };
}
