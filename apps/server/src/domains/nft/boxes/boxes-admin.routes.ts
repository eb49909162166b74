import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../../lib/csv-export.ts';
import { serve } from '../../../lib/serve.ts';
import { actorOf } from '../../admin/admin-auth.ts';
import type { NftBoxService } from './boxes.service.ts';

/** Blind boxes and chain-game recipes in the admin API: read by every operator, written with `content.write`. */
export function boxesAdminRoutes(admin: NftBoxService['admin']): FastifyPluginAsync {
  const calls = adminApi.boxes;
  return async (app) => {
    serve(app, calls.list, async (req) => admin.listBoxes(req.query));
    serveExport(app, calls.export, admin.boxExport);
    serve(app, calls.create, async (req) => admin.createBox(req.body, actorOf(req)));
    serve(app, calls.update, async (req) => admin.updateBox(req.params.id, req.body, actorOf(req)));
    serve(app, calls.close, async (req) => admin.closeBox(req.params.id, actorOf(req)));
    serve(app, calls.recipes, async (req) => admin.listRecipes(req.query));
    serveExport(app, calls.recipesExport, admin.recipeExport);
    serve(app, calls.createRecipe, async (req) => admin.createRecipe(req.body, actorOf(req)));
    serve(app, calls.updateRecipe, async (req) => admin.updateRecipe(req.params.id, req.body, actorOf(req)));
  };
}
