import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config/env.ts';
import { logMixin } from './log-context.ts';

/**
 * The server's log: JSON lines for machines in production (or with LOG_FORMAT=json), one readable line
 * per event for a person at a terminal otherwise. Every line logged while a request or a job runs
 * carries its id (`reqId`; `queue` and `jobId`), as fields in JSON (lib/log-context.ts).
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logFormat === 'json') return { level: config.LOG_LEVEL, mixin: logMixin };
  return {
    level: config.LOG_LEVEL,
    mixin: logMixin,
    transport: {
      target: 'pino-pretty',
      options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,status,ms' },
    },
  };
}

/** Calls are logged; pages and files are not (one page view loads a dozen of them). */
const isCall = (url: string) => /^\/+(api|admin-api)\//i.test(url);

/**
 * One line per call once it is answered, where Fastify writes two per request, files included: method,
 * path (no query: it may carry personal data), status and time, with the request id to find it again.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (!isCall(req.url)) return;
    const ms = Math.round(reply.elapsedTime);
    const line = `${req.method} ${req.url.split('?')[0]} ${reply.statusCode} ${ms} ms`;
    // reply.log is the request's own logger: its bindings carry the request id.
    if (error) reply.log.error({ status: reply.statusCode, ms, err: error }, line);
    else reply.log.info({ status: reply.statusCode, ms }, line);
  }
}
