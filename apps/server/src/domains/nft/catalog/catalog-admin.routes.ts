import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../../lib/csv-export.ts';
import { serve } from '../../../lib/serve.ts';
import { actorOf } from '../../admin/admin-auth.ts';
import type { CatalogService } from './catalog.service.ts';

/**
 * NFT series and orders in the admin API. Series are read by every operator (no personal data) and
 * written with `content.write`; orders show who bought what, so they need `users.read`.
 */
export function catalogAdminRoutes(admin: CatalogService['admin']): FastifyPluginAsync {
  const { nft: series, nftOrders: orders } = adminApi;
  return async (app) => {
    serve(app, series.series, async (req) => admin.listSeries(req.query));
    serveExport(app, series.seriesExport, admin.seriesExport);
    serve(app, series.createSeries, async (req) => admin.createSeries(req.body, actorOf(req)));
    serve(app, series.updateSeries, async (req) => admin.updateSeries(req.params.id, req.body, actorOf(req)));
    serve(app, orders.list, async (req) => admin.listOrders(req.query, req.lang));
    serveExport(app, orders.export, admin.orderExport);
  };
}
