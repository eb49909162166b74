import {
  adminPrices,
  envelope,
  marketPlan,
  marketPlanList,
  planBody,
  planIdParams,
  planListQuery,
  planPreview,
  pricePoint,
  setPriceBody,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { MarketService } from './market.service.ts';

/**
 * Prices and price plans in the admin API. Every operator reads them (public figures); setting a price
 * and creating or cancelling a plan need `content.write` and are audited. Fees and daily limits are
 * settings (`settings.write`, `/admin-api/settings`).
 */
export function marketAdminRoutes(operators: OperatorService, market: MarketService): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOperator = { preParsing: requireOperator(operators) };
    const content = { preParsing: requireOperator(operators, 'content.write') };
    const tags = ['admin: market'];

    app.get(
      '/admin-api/market/prices',
      { ...anyOperator, schema: { tags, response: { 200: envelope(adminPrices) } } },
      async () => ok(await market.currentPrices()),
    );
    app.post(
      '/admin-api/market/price',
      { ...content, schema: { tags, body: setPriceBody, response: { 200: envelope(pricePoint) } } },
      async (req) => ok(await market.setPrice(req.body, actorOf(req))),
    );
    app.get(
      '/admin-api/market/plans',
      {
        ...anyOperator,
        schema: { tags, querystring: planListQuery, response: { 200: envelope(marketPlanList) } },
      },
      async (req) => ok(await market.listPlans(req.query.symbol)),
    );
    app.post(
      '/admin-api/market/plans/preview',
      { ...content, schema: { tags, body: planBody, response: { 200: envelope(planPreview) } } },
      async (req) => ok(market.previewPlan(req.body)),
    );
    app.post(
      '/admin-api/market/plans',
      { ...content, schema: { tags, body: planBody, response: { 200: envelope(marketPlan) } } },
      async (req) => ok(await market.createPlan(req.body, actorOf(req))),
    );
    app.post(
      '/admin-api/market/plans/:id/cancel',
      { ...content, schema: { tags, params: planIdParams, response: { 200: envelope(marketPlan) } } },
      async (req) => ok(await market.cancelPlan(req.params.id, actorOf(req))),
    );
  };
}
