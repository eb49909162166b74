/**
 * The route table's shape: every call of the API as data — method, path, who may call it, the schemas
 * of its query, params, body and answer, and whether it moves money (honours `Idempotency-Key`). The
 * server registers its routes from the table (apps/server/src/lib/serve.ts), the web app and the
 * console call `call(route, input)` with inputs and answers typed from it, and the OpenAPI document,
 * the fuzzer and the spec-coverage test read it.
 *
 * A route names its schemas (exports of `../schemas.ts`) instead of holding them: the table stays free
 * of zod at run time, so a page's calls do not load zod and every schema (~27 KB gz) with them, while
 * the names are checked and the types read from the schemas themselves.
 */
import type { z } from 'zod';
import type { AdminPermission } from '../admin.ts';
import type * as Schemas from '../schemas.ts';

type SchemaModule = typeof Schemas;

/** The name of a schema the contract exports. */
export type SchemaName = {
  [K in keyof SchemaModule]: SchemaModule[K] extends z.ZodType ? K : never;
}[keyof SchemaModule];

export type Method = 'GET' | 'POST';

export interface RouteSpec {
  method: Method;
  path: `/api/${string}` | `/admin-api/${string}`;
  /**
   * Who may call: anyone; a signed-in user (`token` header); a signed-in operator (`Authorization:
   * Bearer`), whose role must hold `permission` when one is named (every one of them, for a list: an
   * export needs `data.export` and its list's own permission).
   */
  auth: 'public' | 'user' | 'operator';
  permission?: AdminPermission | readonly AdminPermission[];
  query?: SchemaName;
  /** The path's `:name` segments. */
  params?: SchemaName;
  /** A JSON body, or a multipart form (an upload: one file field). */
  body?: SchemaName | 'multipart';
  /**
   * The envelope's `data`, a stream of server-sent events, or a CSV file (`text/csv`, UTF-8 with a
   * BOM, streamed as it is read; a refusal still answers the JSON envelope).
   */
  answer: SchemaName | 'event-stream' | 'csv';
  /**
   * A money-moving POST: honours `Idempotency-Key`, and the clients send one with every submit.
   * `'with-money'`: the key is claimed in the money's own statement (a transfer; see the server's
   * idempotency plugin).
   */
  idempotent?: true | 'with-money';
  /** A line for the API reference, where the path does not say it all. */
  description?: string;
}

/** The permissions a route's role must hold (none for a route any operator, user or visitor calls). */
export function permissionsOf(route: Pick<RouteSpec, 'permission'>): readonly AdminPermission[] {
  const { permission } = route;
  if (permission === undefined) return [];
  return typeof permission === 'string' ? [permission] : permission;
}

/**
 * The CSV export of a console list: `GET <list path>/export` with `query` (the list's own, without the
 * page: see `exportQuery`), for an operator holding `data.export` and the list's own permission.
 */
export function csvExport<
  const Path extends `/admin-api/${string}`,
  const Permission extends AdminPermission | undefined,
>(list: { path: Path; permission?: Permission }, query: SchemaName) {
  return {
    method: 'GET',
    path: `${list.path}/export` as `${Path}/export`,
    auth: 'operator',
    permission: list.permission === undefined ? 'data.export' : (['data.export', list.permission] as const),
    query,
    answer: 'csv',
  } as const satisfies RouteSpec;
}

/** A route of the table: its spec and the area (OpenAPI tag) it belongs to. */
export interface Route extends RouteSpec {
  tag: string;
}

/**
 * One area's routes, each tagged with the area. Marked free of side effects, so an app's build leaves
 * out the areas it never calls (the web app has no use for the console's).
 */
export /* @__NO_SIDE_EFFECTS__ */ function routes<
  const Tag extends string,
  const Specs extends Record<string, RouteSpec>,
>(tag: Tag, specs: Specs): { [K in keyof Specs]: Specs[K] & { tag: Tag } } {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { ...spec, tag }])) as {
    [K in keyof Specs]: Specs[K] & { tag: Tag };
  };
}

type Output<N> = N extends SchemaName ? z.output<SchemaModule[N]> : never;
type Input<N> = N extends SchemaName ? z.input<SchemaModule[N]> : Record<never, never>;

/** What a route answers in the envelope's `data`. */
export type AnswerOf<R extends Route> = Output<R['answer']>;

/** A route's query as the server reads it (after defaults and coercions). */
export type QueryOf<R extends Route> = Output<R['query']>;
export type ParamsOf<R extends Route> = Output<R['params']>;
export type BodyOf<R extends Route> = Output<R['body']>;

/** What a client passes to call a route: its params, query and JSON body in one object. */
export type InputOf<R extends Route> = Input<R['params']> & Input<R['query']> & Input<R['body']>;

/** The input argument of `call(route, …)`: optional when the route needs nothing. */
export type InputArgs<R extends Route> =
  Record<never, never> extends InputOf<R> ? [input?: InputOf<R>] : [input: InputOf<R>];

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;

/**
 * The domains' areas as one table (`api`, `adminApi`); an area defined by two domains is refused.
 * Marked free of side effects, like `routes`, so a build that never reads a table leaves it out.
 */
export /* @__NO_SIDE_EFFECTS__ */ function mergeAreas<const Parts extends object[]>(
  ...parts: Parts
): Intersection<Parts[number]> {
  const merged: Record<string, unknown> = {};
  for (const part of parts)
    for (const [area, calls] of Object.entries(part)) {
      if (area in merged) throw new Error(`the route area ${area} is defined twice`);
      merged[area] = calls;
    }
  return merged as Intersection<Parts[number]>;
}
