import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { acceptOperatorKeys, actorOf, keyedRequest } from '../admin/admin-auth.ts';
import type { OperatorKeys } from '../admin/operator-keys.service.ts';
import type { WalletReview } from './wallet-review.service.ts';

/**
 * The finance queues of the admin API: recharges to approve, withdrawals to pay (`finance.review`),
 * one by one or many at once (each row in its own transaction; bulk payouts are not offered: each
 * payout has its own chain transaction to check, docs/decisions/console.md).
 */
export function walletAdminRoutes(review: WalletReview, keys: OperatorKeys): FastifyPluginAsync {
  const calls = adminApi.finance;
  return async (app) => {
    acceptOperatorKeys(app, [
      calls.bulkApproveRecharges,
      calls.bulkRejectRecharges,
      calls.bulkRejectWithdrawals,
    ]);

    serve(app, calls.approveRecharge, async (req) => review.approveRecharge(req.params.id, actorOf(req)));
    serve(app, calls.rejectRecharge, async (req) =>
      review.rejectRecharge(req.params.id, req.body.reason, actorOf(req)),
    );
    serve(app, calls.bulkApproveRecharges, async (req) =>
      keys.decideMany(keyedRequest(req), req.body.ids, (id) => review.approveRecharge(id, actorOf(req))),
    );
    serve(app, calls.bulkRejectRecharges, async (req) =>
      keys.decideMany(keyedRequest(req), req.body.ids, (id) =>
        review.rejectRecharge(id, req.body.reason, actorOf(req)),
      ),
    );
    serve(app, calls.payWithdrawal, async (req) =>
      review.payWithdrawal(req.params.id, req.body.txHash, actorOf(req)),
    );
    serve(app, calls.rejectWithdrawal, async (req) =>
      review.rejectWithdrawal(req.params.id, req.body.reason, actorOf(req)),
    );
    serve(app, calls.bulkRejectWithdrawals, async (req) =>
      keys.decideMany(keyedRequest(req), req.body.ids, (id) =>
        review.rejectWithdrawal(id, req.body.reason, actorOf(req)),
      ),
    );
  };
}
