import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** What a log line is about: a request (`reqId`) or a job run (`queue`, `jobId`). */
export type LogFields = Readonly<Record<string, string>>;

const context = new AsyncLocalStorage<LogFields>();

/** Loggers whose own bindings already carry their work's fields (a request's, a job run's child). */
const bound = new WeakSet<object>();

/**
 * Runs `work` as part of one request or job run: every line logged meanwhile, by whatever logger (a
 * service's, the app's), carries `fields`, so a request's or a job's lines can all be found by its id.
 */
export function withLogFields<T>(fields: LogFields, work: () => T): T {
  return context.run(fields, work);
}

/**
 * pino's `mixin`: the fields of the request or job run under way. A logger made for that work already
 * has them in its bindings (Fastify's `req.log`, a job's child), and pino would write them twice.
 * A new object each time: pino merges the line's own fields into it.
 */
export function logMixin(_merge: object, _level: number, logger?: object): Record<string, string> {
  if (logger && bound.has(logger)) return {};
  return { ...context.getStore() };
}

/** A child logger that carries `fields` itself (the mixin then adds nothing to its lines). */
export function childLogger(log: FastifyBaseLogger, fields: LogFields): FastifyBaseLogger {
  return markBound(log.child(fields));
}

/** Marks a logger made with its work's fields (Fastify's request loggers, see `server-options.ts`). */
export function markBound<L extends object>(logger: L): L {
  bound.add(logger);
  return logger;
}
