import type { MessageKey } from './messages.ts';

/** HTTP statuses for the few errors that are not "HTTP 200 with code 0". */
const httpStatus: Partial<Record<MessageKey, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  FILE_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  SERVER_CLOSING: 503,
  UPLOAD_STORE_UNAVAILABLE: 503,
};

/**
 * An expected failure with a stable key. `params` fill the message's placeholders and are also
 * returned in `data` so clients can act on them (e.g. `retryAfter`).
 */
export class AppError extends Error {
  readonly key: MessageKey;
  readonly params: Record<string, string | number>;
  readonly extra: Record<string, unknown>;

  constructor(
    key: MessageKey,
    params: Record<string, string | number> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(key);
    this.key = key;
    this.params = params;
    this.extra = extra;
  }

  get status(): number {
    return httpStatus[this.key] ?? 200;
  }
}
