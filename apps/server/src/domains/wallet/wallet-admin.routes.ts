import {
  adminRecharge,
  adminRechargeQuery,
  adminWithdrawal,
  envelope,
  idQuery,
  paged,
  payBody,
  reasonBody,
  recharge,
  reviewQuery,
  WITHDRAWAL_STATES,
  withdrawal,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { WalletReview } from './wallet-review.service.ts';

/** The finance queues of the admin API: recharges to approve, withdrawals to pay. */
export function walletAdminRoutes(operators: OperatorService, review: WalletReview): FastifyPluginAsyncZod {
  return async (app) => {
    const finance = { preParsing: requireOperator(operators, 'finance.review') };
    const tags = ['admin: finance'];
    const params = idQuery;

    app.get(
      '/admin-api/recharges',
      {
        ...finance,
        schema: {
          tags,
          querystring: adminRechargeQuery,
          response: { 200: envelope(paged(adminRecharge)) },
        },
      },
      async (req) => ok(await review.listRecharges(req.query)),
    );
    app.post(
      '/admin-api/recharges/:id/approve',
      { ...finance, schema: { tags, params, response: { 200: envelope(recharge) } } },
      async (req) => ok(await review.approveRecharge(req.params.id, actorOf(req))),
    );
    app.post(
      '/admin-api/recharges/:id/reject',
      { ...finance, schema: { tags, params, body: reasonBody, response: { 200: envelope(recharge) } } },
      async (req) => ok(await review.rejectRecharge(req.params.id, req.body.reason, actorOf(req))),
    );
    app.get(
      '/admin-api/withdrawals',
      {
        ...finance,
        schema: {
          tags,
          querystring: reviewQuery(WITHDRAWAL_STATES),
          response: { 200: envelope(paged(adminWithdrawal)) },
        },
      },
      async (req) => ok(await review.listWithdrawals(req.query)),
    );
    app.post(
      '/admin-api/withdrawals/:id/pay',
      { ...finance, schema: { tags, params, body: payBody, response: { 200: envelope(withdrawal) } } },
      async (req) => ok(await review.payWithdrawal(req.params.id, req.body.txHash, actorOf(req))),
    );
    app.post(
      '/admin-api/withdrawals/:id/reject',
      { ...finance, schema: { tags, params, body: reasonBody, response: { 200: envelope(withdrawal) } } },
      async (req) => ok(await review.rejectWithdrawal(req.params.id, req.body.reason, actorOf(req))),
    );
  };
}
