import {
  boxDraw,
  boxDrawList,
  boxListQuery,
  boxOpenAnswer,
  boxOpenBody,
  drawListQuery,
  envelope,
  idQuery,
  nftBox,
  nftBoxList,
  recipeList,
  recipeListQuery,
  rotateAnswer,
  rotateBody,
  seedPair,
  synthesizeAnswer,
  synthesizeBody,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { NftBoxService } from './nft-box.service.ts';

/** Blind boxes, seed pairs, draws and the chain game for signed-in users (added calls under `/api/nft`). */
export function nftBoxRoutes(auth: AuthService, play: NftBoxService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preParsing: requireUser(auth) };
    // Opening and synthesising move money: they honour Idempotency-Key.
    const moves = { ...signedIn, config: { idempotent: true } };
    const tags = ['nft'];

    app.get(
      '/api/nft/boxes',
      { ...signedIn, schema: { tags, querystring: boxListQuery, response: { 200: envelope(nftBoxList) } } },
      async (req) => ok(await play.boxes.list(req.user.id, req.query.page, req.query.limit, req.lang)),
    );
    app.get(
      '/api/nft/box',
      { ...signedIn, schema: { tags, querystring: idQuery, response: { 200: envelope(nftBox) } } },
      async (req) => ok(await play.boxes.detail(req.user.id, req.query.id, req.lang)),
    );
    app.post(
      '/api/nft/box/open',
      { ...moves, schema: { tags, body: boxOpenBody, response: { 200: envelope(boxOpenAnswer) } } },
      async (req) => ok(await play.boxes.open(req.user.id, req.body, req.lang)),
    );
    app.get(
      '/api/nft/seed',
      { ...signedIn, schema: { tags, response: { 200: envelope(seedPair) } } },
      async (req) => ok(await play.seeds.current(req.user.id)),
    );
    app.post(
      '/api/nft/seed/rotate',
      { ...signedIn, schema: { tags, body: rotateBody, response: { 200: envelope(rotateAnswer) } } },
      async (req) => ok(await play.seeds.rotate(req.user.id, req.body.clientSeed)),
    );
    app.get(
      '/api/nft/draws',
      { ...signedIn, schema: { tags, querystring: drawListQuery, response: { 200: envelope(boxDrawList) } } },
      async (req) => ok(await play.boxes.draws(req.user.id, req.query, req.lang)),
    );
    app.get(
      '/api/nft/draw',
      { ...signedIn, schema: { tags, querystring: idQuery, response: { 200: envelope(boxDraw) } } },
      async (req) => ok(await play.boxes.draw(req.user.id, req.query.id, req.lang)),
    );
    app.get(
      '/api/nft/recipes',
      {
        ...signedIn,
        schema: { tags, querystring: recipeListQuery, response: { 200: envelope(recipeList) } },
      },
      async (req) => ok(await play.synthesis.recipes(req.user.id, req.query.page, req.query.limit, req.lang)),
    );
    app.post(
      '/api/nft/synthesize',
      { ...moves, schema: { tags, body: synthesizeBody, response: { 200: envelope(synthesizeAnswer) } } },
      async (req) => ok(await play.synthesis.synthesize(req.user.id, req.body)),
    );
  };
}
