/**
 * Which errors mean "the database is out of reach for now" (answered 503 with a retry hint) rather
 * than a fault in our code (500): a lost or refused connection, a connection or statement time-out,
 * a server shutting down or full. Drizzle wraps driver errors, so the whole `cause` chain is read.
 */

/** Socket errors of node:net while connecting to or talking with the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs: 08 connection exception; shutdown, crash, starting up; statement and idle time-outs; too many connections. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);

/** What node-postgres and its pool say when a connection dies, times out or was already dead. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
  /^Client was closed/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first (drizzle wraps the driver's error; five deep at most). */
function* causes(err: unknown): Generator<ErrorLike> {
  for (let e = err as ErrorLike | undefined, depth = 0; e && depth < 5; e = e.cause as ErrorLike, depth++)
    yield e;
}

/** The first string `code` along the error's causes (a SQLSTATE, a socket error's code). */
export function errorCodeOf(err: unknown): string | undefined {
  for (const e of causes(err)) if (typeof e.code === 'string') return e.code;
  return undefined;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (DRIVER_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/**
 * SQLSTATE of a refusal raised by our own SQL functions (migration 0018): the message is the error
 * key to answer with, and the raise undid the whole statement or transaction.
 */
const REFUSAL_SQLSTATE = 'MC001';

/** The error key of a refusal raised by our SQL, looking through drizzle's wrapper. */
export function refusalOf(err: unknown): string | undefined {
  for (const e of causes(err))
    if (e.code === REFUSAL_SQLSTATE && typeof e.message === 'string') return e.message;
  return undefined;
}

/**
 * One line about a database error: its code and message, never the error object (node-postgres
 * errors can carry the client, whose fields include the connection's cancel key).
 */
export function describeDatabaseError(err: unknown): string {
  let e = err as ErrorLike | undefined;
  // Drizzle's wrapper says "Failed query: <the SQL>"; the driver's cause says what went wrong.
  while (e?.cause && typeof e.cause === 'object') e = e.cause as ErrorLike;
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  const message = typeof e?.message === 'string' ? e.message : String(err);
  return `${code}${message}`.split('\n')[0] ?? '';
}
