import {
  type Asset,
  balance,
  balances,
  envelope,
  keysetPageQuery,
  paged,
  pageQuery,
  recharge,
  rechargeBody,
  recipient,
  recipientQuery,
  statementLine,
  transferBody,
  transferDone,
  transferMccBody,
  walletSummary,
  withdrawal,
  withdrawBody,
  withdrawQuota,
} from '@mcc/contract';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { ok, sendOkJson } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { WalletService } from './wallet.service.ts';

export function walletRoutes(auth: AuthService, wallet: WalletService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preParsing: requireUser(auth) };
    // Money-moving calls honour Idempotency-Key (see the idempotency plugin).
    const moves = { ...signedIn, config: { idempotent: true } };
    // A transfer's success is its one money statement, which claims the key too (idempotency.plugin.ts).
    const transfers = { ...signedIn, config: { idempotent: 'with-money' as const } };
    const tags = ['wallet'];

    /**
     * A statement page, sent as the JSON text the service keeps: made by the same serialiser (schema
     * check included) every answer goes through, once per page read from the database.
     */
    const statementRoute = (url: string, asset: Asset) => {
      const response = paged(statementLine);
      const toJson = serializerCompiler({ schema: response, method: 'GET', url });
      app.get(
        url,
        {
          ...signedIn,
          schema: { tags, querystring: keysetPageQuery, response: { 200: envelope(response) } },
        },
        async (req, reply) => {
          return sendOkJson(reply, await wallet.statementJson(req.user.id, req.query, asset, toJson));
        },
      );
    };

    app.get(
      '/api/user/balance',
      { ...signedIn, schema: { tags, response: { 200: envelope(balances) } } },
      async (req) => ok(await wallet.balances(req.user.id)),
    );
    app.get(
      '/api/fund/wallet',
      { ...signedIn, schema: { tags, response: { 200: envelope(walletSummary) } } },
      async (req) => ok(await wallet.wallet(req.user.id)),
    );
    app.get(
      '/api/fund/usdt',
      { ...signedIn, schema: { tags, response: { 200: envelope(balance) } } },
      async (req) => ok(await wallet.assetBalance(req.user.id)),
    );
    statementRoute('/api/fund/usdtDetail', 'USDT');
    // The MCC page's balance and statement (added: the spec shows the page, not its calls).
    app.get(
      '/api/fund/mcc',
      { ...signedIn, schema: { tags, response: { 200: envelope(balance) } } },
      async (req) => ok(await wallet.assetBalance(req.user.id, 'MCC')),
    );
    statementRoute('/api/fund/mccDetail', 'MCC');
    app.get(
      '/api/fund/ssk',
      { ...signedIn, schema: { tags, response: { 200: envelope(balance) } } },
      async (req) => ok(await wallet.assetBalance(req.user.id, 'SSK')),
    );
    statementRoute('/api/fund/sskDetail', 'SSK');
    app.post(
      '/api/fund/recharge',
      { ...moves, schema: { tags, body: rechargeBody, response: { 200: envelope(recharge) } } },
      async (req) => ok(await wallet.recharge(req.user.id, req.body)),
    );
    app.get(
      '/api/fund/rechargeList',
      { ...signedIn, schema: { tags, querystring: pageQuery, response: { 200: envelope(paged(recharge)) } } },
      async (req) => ok(await wallet.rechargeList(req.user.id, req.query.page, req.query.limit)),
    );
    app.post(
      '/api/fund/withdraw',
      { ...moves, schema: { tags, body: withdrawBody, response: { 200: envelope(withdrawal) } } },
      async (req) => ok(await wallet.withdraw(req.user.id, req.body)),
    );
    app.get(
      '/api/fund/withdrawList',
      {
        ...signedIn,
        schema: { tags, querystring: pageQuery, response: { 200: envelope(paged(withdrawal)) } },
      },
      async (req) => ok(await wallet.withdrawList(req.user.id, req.query.page, req.query.limit)),
    );
    app.get(
      '/api/fund/withdrawQuota',
      { ...signedIn, schema: { tags, response: { 200: envelope(withdrawQuota) } } },
      async (req) => ok(await wallet.withdrawQuota(req.user.id)),
    );
    app.get(
      '/api/fund/recipient',
      { ...signedIn, schema: { tags, querystring: recipientQuery, response: { 200: envelope(recipient) } } },
      async (req) => ok(await wallet.recipient(req.user, req.query.to)),
    );
    app.post(
      '/api/fund/transfer',
      { ...transfers, schema: { tags, body: transferBody, response: { 200: envelope(transferDone) } } },
      async (req) => ok(await wallet.transfer(req.user, req.body)),
    );
    app.post(
      '/api/fund/transferMcc',
      { ...transfers, schema: { tags, body: transferMccBody, response: { 200: envelope(transferDone) } } },
      async (req) => ok(await wallet.transfer(req.user, req.body, 'MCC')),
    );
  };
}
