import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Language } from '@mcc/contract';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeDatabaseError, isDatabaseUnavailable, refusalOf } from '../db/faults.ts';
import { failure } from '../lib/envelope.ts';
import { AppError } from '../lib/errors.ts';
import { pickLanguage } from '../lib/language.ts';
import { isMessageKey, type MessageKey, translate } from '../lib/messages.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** The key the request was refused with (the envelope's `data.error`), counted by the metrics. */
    refusal: MessageKey | undefined;
  }
}

/** One zod issue as fastify-type-provider-zod hands it over. */
type Issue = {
  keyword: string;
  instancePath: string;
  message: string;
  params: { input?: unknown; keys?: string[] };
};

/** One localised error for the first bad field, and every bad field by name in `data.fields`. */
function validationError(issues: Issue[], context: string, lang: Language): AppError {
  const fields = issues.map((issue) => {
    const path = issue.instancePath.slice(1).replaceAll('/', '.');
    // An unknown key is named in full (`version.build`), not by the object that holds it.
    const unknown = issue.keyword === 'unrecognized_keys' ? issue.params.keys?.join(',') : undefined;
    const field = [path, unknown].filter(Boolean).join('.') || context;
    if (isMessageKey(issue.message))
      return { field, error: issue.message, msg: translate(issue.message, lang, { field }) };
    if (issue.keyword === 'unrecognized_keys') {
      return { field, error: 'FIELD_UNKNOWN', msg: translate('FIELD_UNKNOWN', lang, { field }) };
    }
    // zod leaves the input out of its issues; its own text says whether the value was absent.
    const missing = issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message);
    const error = missing ? 'FIELD_REQUIRED' : 'FIELD_INVALID';
    return { field, error, msg: translate(error, lang, { field }) };
  });
  const first = fields[0] ?? { field: context, error: 'FIELD_INVALID', msg: translate('VALIDATION', lang) };
  return new AppError('VALIDATION', {}, { field: first.field, fields });
}

/**
 * Seconds a client should wait after losing the database: long enough for a restart or failover to
 * finish, short enough that a person retrying by hand is not kept waiting.
 */
export const DATABASE_RETRY_AFTER_S = 5;

/** Maps Fastify's own error codes to our keys; anything unknown is a fault. */
function toAppError(err: FastifyError, lang: Language): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    return validationError(err.validation as unknown as Issue[], err.validationContext ?? 'body', lang);
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('INVALID_JSON');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return new AppError('FILE_TOO_LARGE');
  }
  const refused = refusalOf(err);
  if (refused !== undefined && isMessageKey(refused)) return new AppError(refused);
  if (isDatabaseUnavailable(err)) {
    return new AppError('DATABASE_UNAVAILABLE', { retryAfter: DATABASE_RETRY_AFTER_S });
  }
  if (err.statusCode === 429) return new AppError('RATE_LIMITED');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return new AppError('VALIDATION');
  return new AppError('INTERNAL');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.decorateReply('refusal', undefined);
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(err, req.lang);
    reply.refusal = appError.key;
    if (appError.key === 'INTERNAL') req.log.error({ err }, 'request failed');
    if (appError.key === 'DATABASE_UNAVAILABLE' && !(err instanceof AppError))
      req.log.warn(`database unavailable: ${describeDatabaseError(err)}`);
    // A part out of reach (the database, the upload store) says when to try again.
    if (appError.status === 503)
      reply.header('retry-after', String(appError.params.retryAfter ?? DATABASE_RETRY_AFTER_S));
    const body = failure(appError, req.lang);
    // The first bad field's own message says more than the generic "invalid input".
    const fields = appError.extra.fields as { msg: string }[] | undefined;
    if (fields?.[0]) body.msg = fields[0].msg;
    // Failures bypass the route's success schema.
    // The type is set here too: a plugin that failed half-way (static files) may have dropped it.
    return reply
      .code(appError.status)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(body);
  });
}

/**
 * Errors Fastify meets before routing, which never reach the error handler: a path that does not
 * percent-decode (`/api/%zz`, a lone surrogate as `%ED%A0%80`) names nothing we serve, so it answers
 * the envelope's 404 like any unknown path.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = pickLanguage(req.headers.lang, req.headers['accept-language']);
  const appError = err.code === 'FST_ERR_BAD_URL' ? new AppError('NOT_FOUND') : toAppError(err, lang);
  reply.refusal = appError.key;
  reply
    .code(appError.status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(failure(appError, lang));
}

/** The envelope's 404: nothing is served at the path (no call, page or file). */
export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  reply.refusal = 'NOT_FOUND';
  return reply.code(404).send(failure(new AppError('NOT_FOUND'), req.lang));
}

/** Node's own refusals, by its error code; anything else it cannot parse is a bad request. */
const CLIENT_ERRORS: Record<string, MessageKey> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/**
 * Errors Node's HTTP parser meets before Fastify has a request (headers over 16 KB, headers or a body
 * too slow to arrive, bytes that are not HTTP): answered on the raw connection with the envelope,
 * like every other failure, then the connection is closed. The language is read from the request's
 * own bytes when they hold a `lang` or `Accept-Language` line.
 */
export function answerClientError(err: ConnectionError, socket: Socket) {
  // A connection reset by the client has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // As Node does: nothing is written into an answer already under way on this connection.
  const answering = (socket as { _httpMessage?: ServerResponse })._httpMessage?.headersSent ?? false;
  if (socket.writable && !answering) {
    const error = new AppError(CLIENT_ERRORS[err.code] ?? 'BAD_REQUEST');
    const body = JSON.stringify(failure(error, languageOf(err.rawPacket)));
    socket.write(
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** The language a request's raw bytes ask for (the part Node had read when it gave up). */
function languageOf(raw: unknown): Language {
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const header = (name: string) => new RegExp(`\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(text)?.[1];
  return pickLanguage(header('lang'), header('accept-language'));
}
