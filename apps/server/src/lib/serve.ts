import type { AdminPermission, BodyOf, ParamsOf, QueryOf, Route, SchemaName } from '@mcc/contract';
import * as contract from '@mcc/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  preParsingAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { ok } from './envelope.ts';

/** The checks before a route's body is read: a signed-in user, an operator (holding a permission). */
export interface Guards {
  user: preParsingAsyncHookHandler;
  /** An operator whose role holds every one of `permissions`. */
  operator(permissions?: readonly AdminPermission[]): preParsingAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once on the root instance (app.ts); every route of the table is guarded by them. */
    guards: Guards;
  }
  interface FastifyContextConfig {
    /** The route of the table a route was registered from (`serve`). */
    route?: Route;
  }
}

/** A request to a route of the table, typed from its schemas. */
export type RouteRequest<R extends Route> = FastifyRequest<{
  Body: BodyOf<R>;
  Querystring: QueryOf<R>;
  Params: ParamsOf<R>;
}>;

/** What a handler gives the serialiser: the answer schema's input (the serialiser makes the output). */
type ReplyOf<R extends Route> = R['answer'] extends SchemaName
  ? z.input<(typeof contract)[R['answer']]>
  : never;

/**
 * A route's handler: it answers the envelope's `data` (wrapped by `serve`), or the reply itself when it
 * sent something else (a stream, an answer kept as JSON text).
 */
export type Handler<R extends Route> = (
  req: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<ReplyOf<R> | FastifyReply>;

/** What a route file may add to a route of the table: server-side limits and hooks. */
export interface ServeOptions {
  /** Route settings read by plugins: `rateLimit`, `writes` (see plugins/change-feed.ts). */
  config?: { rateLimit?: { max: number; timeWindow: string }; writes?: boolean };
  preHandler?: preHandlerAsyncHookHandler;
}

const schemas = contract as unknown as Record<SchemaName, z.ZodType>;

/** The media type of a route that answers no envelope. */
const ANSWER_TYPES = { 'event-stream': 'text/event-stream', csv: 'text/csv' } as const;

/** The route's schemas as Fastify validates and documents them. */
function schemaOf(route: Route): FastifySchema {
  const answer =
    route.answer === 'event-stream' || route.answer === 'csv'
      ? { content: { [ANSWER_TYPES[route.answer]]: { schema: z.string() } } }
      : contract.envelope(schemas[route.answer]);
  return {
    tags: [route.tag],
    ...(route.description ? { description: route.description } : {}),
    ...(route.query ? { querystring: schemas[route.query] } : {}),
    ...(route.params ? { params: schemas[route.params] } : {}),
    ...(route.body === 'multipart'
      ? { consumes: ['multipart/form-data'] }
      : route.body
        ? { body: schemas[route.body] }
        : {}),
    response: { 200: answer },
  };
}

function guardOf(guards: Guards, route: Route): preParsingAsyncHookHandler | undefined {
  if (route.auth === 'user') return guards.user;
  if (route.auth === 'operator') return guards.operator(contract.permissionsOf(route));
  return undefined;
}

/**
 * Registers a route of the table (`@mcc/contract`'s `api` and `adminApi`) with its handler: method,
 * path, guard, schemas and idempotency all come from the table; the route file adds only the handler
 * and server-side limits.
 */
export function serve<R extends Route>(
  app: FastifyInstance,
  route: R,
  handler: Handler<R>,
  options: ServeOptions = {},
) {
  const guard = guardOf(app.guards, route);
  app.route({
    method: route.method,
    url: route.path,
    ...(guard ? { preParsing: guard } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    config: { ...options.config, route, ...(route.idempotent ? { idempotent: route.idempotent } : {}) },
    schema: schemaOf(route),
    handler: async (req, reply) => {
      const answer = await handler(req as RouteRequest<R>, reply);
      // A handler that sent its own answer returns the reply, which is a thenable: awaiting it waited
      // for the answer to be written and gave undefined. Sending `ok(undefined)` after it would be a
      // second send (Fastify logs a warning with a stack for each, on every such call).
      return reply.sent || answer === reply ? reply : ok(answer);
    },
  });
}

/**
 * Every call (`/api/…`, `/admin-api/…`) is registered from the route table: a route registered any other
 * way stops the start. Answers the routes served, which a test holds against the table.
 */
export function onlyRoutesOfTheTable(app: FastifyInstance): Set<Route> {
  const served = new Set<Route>();
  app.addHook('onRoute', (options) => {
    if (!/^\/(api|admin-api)\//.test(options.url)) return;
    const route = options.config?.route;
    if (route?.path !== options.url)
      throw new Error(
        `${options.method} ${options.url} is not registered from the route table (lib/serve.ts)`,
      );
    served.add(route);
  });
  return served;
}
