import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../lib/csv-export.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import type { MarketService } from './market.service.ts';

/**
 * Prices and price plans in the admin API. Every operator reads them (public figures); setting a price
 * and creating or cancelling a plan need `content.write` and are audited. Fees and daily limits are
 * settings (`settings.write`, `/admin-api/settings`).
 */
export function marketAdminRoutes(market: MarketService): FastifyPluginAsync {
  const calls = adminApi.market;
  return async (app) => {
    serve(app, calls.prices, async () => market.currentPrices());
    serve(app, calls.setPrice, async (req) => market.setPrice(req.body, actorOf(req)));
    serve(app, calls.plans, async (req) => market.listPlans(req.query));
    serveExport(app, calls.plansExport, market.planExport);
    serve(app, calls.previewPlan, async (req) => market.previewPlan(req.body));
    serve(app, calls.createPlan, async (req) => market.createPlan(req.body, actorOf(req)));
    serve(app, calls.cancelPlan, async (req) => market.cancelPlan(req.params.id, actorOf(req)));
  };
}
