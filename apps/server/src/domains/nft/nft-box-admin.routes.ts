import {
  adminBox,
  adminBoxList,
  adminRecipe,
  adminRecipeList,
  boxBody,
  boxIdParams,
  boxUpdateBody,
  envelope,
  pageQuery,
  recipeBody,
  recipeIdParams,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { NftBoxService } from './nft-box.service.ts';

/** Blind boxes and chain-game recipes in the admin API: read by every operator, written with `content.write`. */
export function nftBoxAdminRoutes(
  operators: OperatorService,
  admin: NftBoxService['admin'],
): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOperator = { preParsing: requireOperator(operators) };
    const content = { preParsing: requireOperator(operators, 'content.write') };
    const tags = ['admin: nft'];

    app.get(
      '/admin-api/nft/boxes',
      { ...anyOperator, schema: { tags, querystring: pageQuery, response: { 200: envelope(adminBoxList) } } },
      async (req) => ok(await admin.listBoxes(req.query.page, req.query.limit)),
    );
    app.post(
      '/admin-api/nft/boxes',
      { ...content, schema: { tags, body: boxBody, response: { 200: envelope(adminBox) } } },
      async (req) => ok(await admin.createBox(req.body, actorOf(req))),
    );
    app.post(
      '/admin-api/nft/boxes/:id',
      {
        ...content,
        schema: { tags, params: boxIdParams, body: boxUpdateBody, response: { 200: envelope(adminBox) } },
      },
      async (req) => ok(await admin.updateBox(req.params.id, req.body, actorOf(req))),
    );
    app.post(
      '/admin-api/nft/boxes/:id/close',
      { ...content, schema: { tags, params: boxIdParams, response: { 200: envelope(adminBox) } } },
      async (req) => ok(await admin.closeBox(req.params.id, actorOf(req))),
    );
    app.get(
      '/admin-api/nft/recipes',
      {
        ...anyOperator,
        schema: { tags, querystring: pageQuery, response: { 200: envelope(adminRecipeList) } },
      },
      async (req) => ok(await admin.listRecipes(req.query.page, req.query.limit)),
    );
    app.post(
      '/admin-api/nft/recipes',
      { ...content, schema: { tags, body: recipeBody, response: { 200: envelope(adminRecipe) } } },
      async (req) => ok(await admin.createRecipe(req.body, actorOf(req))),
    );
    app.post(
      '/admin-api/nft/recipes/:id',
      {
        ...content,
        schema: { tags, params: recipeIdParams, body: recipeBody, response: { 200: envelope(adminRecipe) } },
      },
      async (req) => ok(await admin.updateRecipe(req.params.id, req.body, actorOf(req))),
    );
  };
}
