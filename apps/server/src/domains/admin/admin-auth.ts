import { idempotencyHeaders, type Route } from '@mcc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor } from './audit.service.ts';
import type { OperatorService, SignedInOperator } from './operator.service.ts';
import type { BulkRequest } from './operator-keys.service.ts';
import { type AdminPermission, can } from './permissions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOperator`; routes without it never read this. */
    operator: SignedInOperator;
  }
}

/** Declares `req.operator` on the root instance, so every route plugin shares one request shape. */
export function registerOperatorContext(app: FastifyInstance) {
  app.decorateRequest('operator', null as unknown as SignedInOperator);
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header.trim());
  return match?.[1];
}

/**
 * preParsing hook for admin routes: HTTP 401 `UNAUTHORIZED` without a live operator session (a
 * user's token is not one), HTTP 403 `FORBIDDEN` naming the first of `permissions` the operator's
 * role lacks. It runs after the rate limit (onRequest) and before the body is read, so no body (bad
 * JSON, a wrong type, an oversized one) hides a 401 or costs a stranger more than a token lookup.
 */
export function requireOperator(operators: OperatorService, permissions: readonly AdminPermission[] = []) {
  return async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw new AppError('UNAUTHORIZED');
    const operator = await operators.authenticate(token);
    if (!operator) throw new AppError('UNAUTHORIZED');
    req.operator = operator;
    const missing = permissions.find((permission) => !can(operator.role, permission));
    if (missing) throw new AppError('FORBIDDEN', {}, { permission: missing });
  };
}

/** The audit actor of a signed-in operator's request. */
export function actorOf(req: FastifyRequest): AuditActor {
  return { operator: { id: req.operator.id }, actor: req.operator.username, ip: req.ip };
}

/**
 * The request as its optional Idempotency-Key is checked (operator-keys.service.ts): the header, the
 * route and its input; with the operator's language and the request's log, for a bulk call's rows.
 */
export function keyedRequest(req: FastifyRequest): BulkRequest {
  const key = req.headers['idempotency-key'];
  return {
    by: actorOf(req),
    key: typeof key === 'string' ? key : undefined,
    request: { route: req.routeOptions.url, params: req.params, body: req.body },
    lang: req.lang,
    log: req.log,
  };
}

/**
 * Routes whose optional Idempotency-Key is the operator's own (operator-keys.service.ts), not the user
 * API's key store: the header is validated and documented with the route's other parts.
 */
export function acceptOperatorKeys(app: FastifyInstance, routes: readonly Route[]) {
  app.addHook('onRoute', (route) => {
    const served = route.config?.route;
    if (served && routes.includes(served)) route.schema = { ...route.schema, headers: idempotencyHeaders };
  });
}
