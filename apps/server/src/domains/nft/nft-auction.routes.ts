import {
  adminAuction,
  adminAuctionBody,
  adminAuctionList,
  auctionAddBody,
  auctionDetail,
  auctionIdParams,
  auctionIdQuery,
  auctionList,
  auctionListQuery,
  bidBody,
  envelope,
  pageQuery,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/request-context.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AuctionStream } from './nft-auction-stream.ts';
import type { NftAuctions } from './nft-auctions.ts';

/** Auctions for signed-in users (`/api/auction/*`): the tabs, one auction with its bids, listing, bidding. */
export function auctionRoutes(
  auth: AuthService,
  auctions: NftAuctions,
  stream: AuctionStream,
): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preParsing: requireUser(auth) };
    const tags = ['auction'];

    app.get(
      '/api/auction/index',
      {
        ...signedIn,
        schema: { tags, querystring: auctionListQuery, response: { 200: envelope(auctionList) } },
      },
      async (req) => ok(await auctions.list(req.user.id, req.query, req.lang)),
    );
    app.get(
      '/api/auction/detail',
      {
        ...signedIn,
        schema: { tags, querystring: auctionIdQuery, response: { 200: envelope(auctionDetail) } },
      },
      async (req) => ok(await auctions.detail(req.user.id, req.query.id, req.lang)),
    );
    // Server-sent events, read with fetch (the `token` header, as every call) rather than EventSource.
    app.get(
      '/api/auction/stream',
      {
        ...signedIn,
        schema: {
          tags,
          querystring: auctionIdQuery,
          description:
            'Server-sent events: `auction` events (data: the auction id) after each change, `: ping`.',
          response: { 200: { content: { 'text/event-stream': { schema: z.string() } } } },
        },
      },
      async (req, reply) => {
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
      },
    );
    app.post(
      '/api/auction/add',
      { ...signedIn, schema: { tags, body: auctionAddBody, response: { 200: envelope(auctionDetail) } } },
      async (req) =>
        ok(await auctions.detail(req.user.id, await auctions.add(req.user.id, req.body), req.lang)),
    );
    // A bid holds money: it honours Idempotency-Key.
    app.post(
      '/api/auction/bid',
      {
        ...signedIn,
        config: { idempotent: true },
        schema: { tags, body: bidBody, response: { 200: envelope(auctionDetail) } },
      },
      async (req) =>
        ok(await auctions.detail(req.user.id, await auctions.bid(req.user.id, req.body), req.lang)),
    );
  };
}

/**
 * Auctions in the admin API: the list shows who sells and leads (`users.read`); the platform's own
 * auctions are created, and any auction without a bid is cancelled, with `content.write`.
 */
export function auctionAdminRoutes(operators: OperatorService, auctions: NftAuctions): FastifyPluginAsyncZod {
  return async (app) => {
    const usersRead = { preParsing: requireOperator(operators, 'users.read') };
    const content = { preParsing: requireOperator(operators, 'content.write') };
    const tags = ['admin: nft'];

    app.get(
      '/admin-api/nft/auctions',
      {
        ...usersRead,
        schema: { tags, querystring: pageQuery, response: { 200: envelope(adminAuctionList) } },
      },
      async (req) => ok(await auctions.adminList(req.query.page, req.query.limit)),
    );
    app.post(
      '/admin-api/nft/auctions',
      { ...content, schema: { tags, body: adminAuctionBody, response: { 200: envelope(adminAuction) } } },
      async (req) => ok(await auctions.adminOne(await auctions.adminAdd(req.body, actorOf(req)))),
    );
    app.post(
      '/admin-api/nft/auctions/:id/cancel',
      { ...content, schema: { tags, params: auctionIdParams, response: { 200: envelope(adminAuction) } } },
      async (req) => {
        await auctions.cancel(req.params.id, actorOf(req));
        return ok(await auctions.adminOne(req.params.id));
      },
    );
  };
}
