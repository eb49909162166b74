import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import type { WalletReview } from './wallet-review.service.ts';

/** The finance queues of the admin API: recharges to approve, withdrawals to pay (`finance.review`). */
export function walletAdminRoutes(review: WalletReview): FastifyPluginAsync {
  const calls = adminApi.finance;
  return async (app) => {
    serve(app, calls.recharges, async (req) => review.listRecharges(req.query));
    serve(app, calls.approveRecharge, async (req) => review.approveRecharge(req.params.id, actorOf(req)));
    serve(app, calls.rejectRecharge, async (req) =>
      review.rejectRecharge(req.params.id, req.body.reason, actorOf(req)),
    );
    serve(app, calls.withdrawals, async (req) => review.listWithdrawals(req.query));
    serve(app, calls.payWithdrawal, async (req) =>
      review.payWithdrawal(req.params.id, req.body.txHash, actorOf(req)),
    );
    serve(app, calls.rejectWithdrawal, async (req) =>
      review.rejectWithdrawal(req.params.id, req.body.reason, actorOf(req)),
    );
  };
}
