import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env.ts';
import { readTls } from '../config/tls.ts';
import { markBound } from '../lib/log-context.ts';
import { loggerOptions, RequestLog } from '../lib/log-options.ts';
import { connectionTimeouts } from './connections.ts';
import { answerClientError, frameworkErrors } from './errors.ts';
import { requestId } from './request-context.ts';

/** How the HTTP server is made: protocol, routing, logging, ids, time-outs and limits. */
export function serverOptions(config: Config, logger?: FastifyServerOptions['logger']): FastifyServerOptions {
  const tls = readTls(config);
  return {
    // With a certificate the server speaks HTTP/2 to browsers: a first visit's ~50 files travel over one
    // connection instead of queueing six at a time (docs/decisions.md). Fastify's http2 requests and
    // replies behave as the HTTP/1.1 ones the rest of the app is typed for.
    ...((tls ? { http2: true, https: { allowHTTP1: true, ...tls } } : {}) as object),
    // Fastify's defaults, pinned because the rate limits rely on them: a path matches a route only as
    // spelt (or percent-encoded), so `/API/…`, `//api/…`, `/api/…/` and dot segments are 404s that
    // reach no handler. Limits then key on the matched route, never on the raw URL.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false, ignoreDuplicateSlashes: false },
    logger: logger ?? loggerOptions(config),
    logController: new RequestLog(),
    // A request's logger carries its id in its bindings: the log mixin must not add it a second time.
    childLoggerFactory: (parent, bindings, options) => markBound(parent.child(bindings, options)),
    // A request that arrives on an open connection while the server drains is served, and its
    // connection closed after it (plugins/shutdown.ts), rather than answered a bare 503.
    return503OnClosing: false,
    trustProxy: config.TRUST_PROXY,
    // The incoming x-request-id is used only when it is a short plain token (see requestId).
    requestIdHeader: false,
    genReqId: requestId,
    frameworkErrors,
    clientErrorHandler: answerClientError,
    bodyLimit: 1024 * 1024,
    ...connectionTimeouts(config),
  };
}
