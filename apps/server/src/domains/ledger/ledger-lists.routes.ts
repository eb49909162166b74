import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../lib/csv-export.ts';
import { serve } from '../../lib/serve.ts';
import type { LedgerLists } from './ledger-lists.ts';

/** The ledger explorer's lists (`ledger.read`) and their CSV exports (with `data.export`). */
export function ledgerListRoutes(lists: LedgerLists): FastifyPluginAsync {
  const calls = adminApi.ledger;
  return async (app) => {
    serve(app, calls.transfers, async (req) => lists.transfers(req.query));
    serveExport(app, calls.transfersExport, lists.transferExport);
    serve(app, calls.accounts, async (req) => lists.accounts(req.query));
    serveExport(app, calls.accountsExport, lists.accountExport);
  };
}
