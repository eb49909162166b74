import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import type { ChainWatch } from './chain-watch.ts';
import type { DepositAddressList } from './deposit-address-list.ts';
import type { DepositReconcile } from './deposit-reconcile.ts';
import type { ReconcileLists } from './deposit-reconcile-lists.ts';

/** The console's chain deposits (issue 36): scanners, alerts, reconciliations, deposit addresses. */
export function chainDepositsAdminRoutes(deps: {
  watch: ChainWatch;
  reconcile: DepositReconcile;
  lists: ReconcileLists;
  addresses: DepositAddressList;
}): FastifyPluginAsync {
  const { watch, reconcile, lists, addresses } = deps;
  const calls = adminApi.chainDeposits;
  return async (app) => {
    serve(app, calls.scanners, async () => watch.scanners());
    serve(app, calls.alerts, async (req) => watch.alerts(req.query));
    serve(app, calls.alertsOpen, async () => watch.openAlerts());
    serve(app, calls.resolveAlert, async (req) => watch.resolve(req.params.id, req.body.note, actorOf(req)));
    serve(app, calls.reconciliations, async (req) => lists.runs(req.query));
    serve(app, calls.reconcile, async (req) => lists.presentRun((await reconcile.start(actorOf(req))).run));
    serve(app, calls.differences, async (req) => lists.differences(req.query));
    serve(app, calls.addresses, async (req) => addresses.page(req.query));
  };
}
