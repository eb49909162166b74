import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../lib/csv-export.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import type { PledgeService } from './pledge.service.ts';

/** AI quant products and orders in the console. */
export function pledgeAdminRoutes(pledge: PledgeService): FastifyPluginAsync {
  const calls = adminApi.pledge;
  return async (app) => {
    serve(app, calls.products, async () => pledge.listProducts());
    serve(app, calls.createProduct, async (req) => pledge.createProduct(req.body, actorOf(req)));
    serve(app, calls.updateProduct, async (req) =>
      pledge.updateProduct(req.params.id, req.body, actorOf(req)),
    );
    serve(app, calls.orders, async (req) => pledge.listOrders(req.query, req.lang));
    serveExport(app, calls.ordersExport, pledge.orderExport);
  };
}
