import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../lib/csv-export.ts';
import { serve } from '../../lib/serve.ts';
import type { WalletLists } from './wallet-lists.ts';

/** The finance queues as lists (`finance.review`) and their CSV exports (with `data.export`). */
export function walletListRoutes(lists: WalletLists): FastifyPluginAsync {
  const calls = adminApi.finance;
  return async (app) => {
    serve(app, calls.recharges, async (req) => lists.listRecharges(req.query));
    serveExport(app, calls.rechargesExport, lists.rechargeExport);
    serve(app, calls.withdrawals, async (req) => lists.listWithdrawals(req.query));
    serveExport(app, calls.withdrawalsExport, lists.withdrawalExport);
  };
}
