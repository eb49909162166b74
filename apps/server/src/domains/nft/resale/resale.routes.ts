import { api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.ts';
import type { ResaleService } from './resale.service.ts';

/**
 * Resale for signed-in users: the listings, the seller's own, listing and unlisting a copy, the seller's
 * confirmation and the appeals. Listing (a fee held) and confirming (the copy and the fee move) honour
 * Idempotency-Key.
 */
export function resaleRoutes(resale: ResaleService): FastifyPluginAsync {
  const calls = api.resale;
  return async (app) => {
    serve(app, calls.listings, async (req) =>
      resale.listings(req.query.seriesId, req.query.page, req.query.limit, req.user.id, req.lang),
    );
    serve(app, calls.myListings, async (req) => resale.myListings(req.user.id, req.query, req.lang));
    serve(app, calls.list, async (req) => resale.list(req.user.id, req.body, req.lang));
    serve(app, calls.unlist, async (req) => resale.unlist(req.user.id, req.body.id, req.lang));
    serve(app, calls.confirm, async (req) => resale.confirm(req.user.id, req.body, req.lang));
    serve(app, calls.feedback, async (req) => resale.feedback(req.user.id, req.body, req.lang));
    serve(app, calls.appeals, async (req) =>
      resale.appeals(req.user.id, req.query.page, req.query.limit, req.lang),
    );
    serve(app, calls.appeal, async (req) => resale.appeal(req.user.id, req.query.id, req.lang));
  };
}
