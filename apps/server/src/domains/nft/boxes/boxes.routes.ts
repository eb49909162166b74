import { api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.ts';
import type { NftBoxService } from './boxes.service.ts';

/** Blind boxes, seed pairs, draws and the chain game for signed-in users (added calls under `/api/nft`). */
export function boxesRoutes({ boxes, seeds, synthesis }: NftBoxService): FastifyPluginAsync {
  const calls = api.boxes;
  return async (app) => {
    serve(app, calls.list, async (req) => boxes.list(req.user.id, req.query.page, req.query.limit, req.lang));
    serve(app, calls.detail, async (req) => boxes.detail(req.user.id, req.query.id, req.lang));
    serve(app, calls.open, async (req) => boxes.open(req.user.id, req.body, req.lang));
    serve(app, calls.seed, async (req) => seeds.current(req.user.id));
    serve(app, calls.rotateSeed, async (req) => seeds.rotate(req.user.id, req.body.clientSeed));
    serve(app, calls.draws, async (req) => boxes.draws(req.user.id, req.query, req.lang));
    serve(app, calls.draw, async (req) => boxes.draw(req.user.id, req.query.id, req.lang));
    serve(app, calls.recipes, async (req) =>
      synthesis.recipes(req.user.id, req.query.page, req.query.limit, req.lang),
    );
    serve(app, calls.synthesize, async (req) => synthesis.synthesize(req.user.id, req.body));
  };
}
