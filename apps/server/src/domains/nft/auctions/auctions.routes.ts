import { adminApi, api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../../lib/csv-export.ts';
import { AppError } from '../../../lib/errors.ts';
import { serve } from '../../../lib/serve.ts';
import { actorOf } from '../../admin/admin-auth.ts';
import type { NftAuctions } from './auctions.service.ts';
import type { AuctionStream } from './nft-auction-stream.ts';

/** Auctions for signed-in users (`/api/auction/*`): the tabs, one auction with its bids, listing, bidding. */
export function auctionRoutes(auctions: NftAuctions, stream: AuctionStream): FastifyPluginAsync {
  const calls = api.auctions;
  return async (app) => {
    serve(app, calls.list, async (req) => auctions.list(req.user.id, req.query, req.lang));
    serve(app, calls.detail, async (req) => auctions.detail(req.user.id, req.query.id, req.lang));
    // Server-sent events, read with fetch (the `token` header, as every call) rather than EventSource.
    serve(app, calls.stream, async (req, reply) => {
      const release = await stream.reserve(req.user.id);
      if (!release) throw new AppError('STREAM_TOO_MANY');
      try {
        // A stream of an auction that does not exist is refused as the detail would be.
        await auctions.detail(req.user.id, req.query.id, req.lang);
      } catch (e) {
        release();
        throw e;
      }
      reply.hijack();
      stream.open(reply.raw, req.user.id, req.query.id, release);
      return reply;
    });
    serve(app, calls.add, async (req) =>
      auctions.detail(req.user.id, await auctions.add(req.user.id, req.body), req.lang),
    );
    // A bid holds money: it honours Idempotency-Key.
    serve(app, calls.bid, async (req) =>
      auctions.detail(req.user.id, await auctions.bid(req.user.id, req.body), req.lang),
    );
  };
}

/**
 * Auctions in the admin API: the list shows who sells and leads (`users.read`); the platform's own
 * auctions are created, and any auction without a bid is cancelled, with `content.write`.
 */
export function auctionAdminRoutes(auctions: NftAuctions): FastifyPluginAsync {
  const calls = adminApi.auctions;
  return async (app) => {
    serve(app, calls.list, async (req) => auctions.adminList(req.query));
    serveExport(app, calls.export, auctions.adminExport);
    serve(app, calls.create, async (req) =>
      auctions.adminOne(await auctions.adminAdd(req.body, actorOf(req))),
    );
    serve(app, calls.cancel, async (req) => {
      await auctions.cancel(req.params.id, actorOf(req));
      return auctions.adminOne(req.params.id);
    });
  };
}
