import { type Asset, api, statementPage } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { sendOkJson } from '../../lib/envelope.ts';
import { serve } from '../../lib/serve.ts';
import type { WalletService } from './wallet.service.ts';
import type { WalletWorthService } from './wallet-worth.ts';

export function walletRoutes(wallet: WalletService, worth: WalletWorthService): FastifyPluginAsync {
  const calls = api.wallet;
  return async (app) => {
    /**
     * A statement page, sent as the JSON text the service keeps: made by the same serialiser (schema
     * check included) every answer goes through, once per page read from the database.
     */
    const statementRoute = (
      route: typeof calls.usdtStatement | typeof calls.mccStatement | typeof calls.sskStatement,
      asset: Asset,
    ) => {
      const toJson = serializerCompiler({ schema: statementPage, method: 'GET', url: route.path });
      serve(app, route, async (req, reply) =>
        sendOkJson(reply, await wallet.statementJson(req.user.id, req.query, asset, toJson)),
      );
    };

    serve(app, calls.balances, async (req) => wallet.balances(req.user.id));
    serve(app, calls.summary, async (req) => wallet.wallet(req.user.id));
    serve(app, calls.worth, async (req) => worth(req.user.id));
    serve(app, calls.usdt, async (req) => wallet.assetBalance(req.user.id));
    statementRoute(calls.usdtStatement, 'USDT');
    // The MCC page's balance and statement (added: the spec shows the page, not its calls).
    serve(app, calls.mcc, async (req) => wallet.assetBalance(req.user.id, 'MCC'));
    statementRoute(calls.mccStatement, 'MCC');
    serve(app, calls.ssk, async (req) => wallet.assetBalance(req.user.id, 'SSK'));
    statementRoute(calls.sskStatement, 'SSK');
    // Money-moving calls honour Idempotency-Key (the table marks them; see the idempotency plugin).
    serve(app, calls.recharge, async (req) => wallet.recharge(req.user.id, req.body));
    serve(app, calls.recharges, async (req) =>
      wallet.rechargeList(req.user.id, req.query.page, req.query.limit),
    );
    serve(app, calls.withdraw, async (req) => wallet.withdraw(req.user.id, req.body));
    serve(app, calls.withdrawals, async (req) =>
      wallet.withdrawList(req.user.id, req.query.page, req.query.limit),
    );
    serve(app, calls.withdrawQuota, async (req) => wallet.withdrawQuota(req.user.id));
    serve(app, calls.recipient, async (req) => wallet.recipient(req.user, req.query.to));
    // A transfer's success is its one money statement, which claims the key too (idempotency.plugin.ts).
    serve(app, calls.transfer, async (req) => wallet.transfer(req.user, req.body));
    serve(app, calls.transferMcc, async (req) => wallet.transfer(req.user, req.body, 'MCC'));
  };
}
