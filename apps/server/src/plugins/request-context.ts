import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Language } from '@mcc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService, User } from '../domains/auth/auth.service.ts';
import { AppError } from '../lib/errors.ts';
import { pickLanguage } from '../lib/language.ts';
import { withLogFields } from '../lib/log-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    /** Set by `requireUser`; routes without it never read this. */
    user: User;
    token: string;
  }
}

/** What an incoming x-request-id may be to be kept: it goes into every log line and back in a header. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id: the caller's `x-request-id` when it is a short plain token (so a proxy's id links
 * its logs to ours), else a fresh UUID — never 15 KB or control characters echoed into logs and headers.
 */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Every request learns its language; answers carry the request id for support and logs, and every line
 * logged while it is served carries the id too, whichever logger writes it (a service's, the app's).
 */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('lang', 'zh-Hans');
  app.decorateRequest('user', null as unknown as User);
  app.decorateRequest('token', '');
  // A callback hook: the rest of the request's life runs inside `done`, so inside its log fields.
  app.addHook('onRequest', (req, _reply, done) => withLogFields({ reqId: req.id }, done));
  app.addHook('onRequest', async (req, reply) => {
    req.lang = pickLanguage(req.headers.lang, req.headers['accept-language']);
    reply.header('x-request-id', req.id);
  });
}

/**
 * preParsing hook for routes that need a signed-in user: HTTP 401 when the token is missing, unknown or
 * expired. It runs after the rate limit (onRequest) and before the body is read, so no body (bad JSON,
 * a wrong type, an oversized one) hides a 401.
 */
export function requireUser(auth: AuthService) {
  return async (req: FastifyRequest) => {
    const token = req.headers.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200)
      throw new AppError('UNAUTHORIZED');
    const user = await auth.authenticate(token);
    if (!user) throw new AppError('UNAUTHORIZED');
    req.user = user;
    req.token = token;
  };
}
