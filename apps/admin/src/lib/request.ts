/**
 * The console's one HTTP client for `/admin-api`:
 * - headers `Authorization: Bearer <token>` (when signed in) and `lang`;
 * - 60 s time-out;
 * - HTTP 401 → the session is over: forget it and go to the sign-in page;
 * - HTTP 403 → "your role may not do this" (the menu hides such pages, but a role can change under
 *   a signed-in operator);
 * - `code` 0 → the server's (already localised) `msg`; other failures → a generic message;
 * - every failure rejects with an ApiError, so TanStack Query and forms see it; a call may keep quiet
 *   about the failures it handles itself (sign-in's TOTP step).
 * Everything it touches is injected, so each rule has a unit test.
 */

import { type AnswerOf, addressOf, type Envelope, type InputOf, type Route } from '@mcc/contract';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** GET query parameters (empty and undefined values are left out). */
  query?: Query;
  /** POST JSON body. */
  body?: unknown;
  /** Keep quiet about a `code` 0 failure: always, or for the error keys the function picks. */
  quiet?: boolean | ((errorKey: string) => boolean);
  /** Extra headers, e.g. `idempotency-key` on a manual adjustment. */
  headers?: Record<string, string>;
}

/** How a call of the route table is made (the route itself says its method and path). */
export type RouteCallOptions = Pick<CallOptions, 'quiet' | 'headers'> & {
  /** A multipart body (an upload), sent instead of the input. */
  form?: FormData;
};

/** `call`'s arguments after the route: the input (optional when the route needs none) and options. */
export type CallArgs<R extends Route> =
  Record<never, never> extends InputOf<R>
    ? [input?: InputOf<R>, options?: RouteCallOptions]
    : [input: InputOf<R>, options?: RouteCallOptions];

export interface ClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  getToken(): string | null;
  getLang(): string;
  /** HTTP 401: the token is gone, expired or revoked. */
  onUnauthorized(): void;
  notifyError(text: string): void;
  texts(): { requestError: string; networkError: string; forbidden: string };
}

export const REQUEST_TIMEOUT_MS = 60_000;

/** A failed call: `key` is the server's `data.error`, or UNAUTHORIZED / FORBIDDEN / HTTP_<status> / NETWORK. */
export class ApiError extends Error {
  readonly key: string;
  readonly status: number;
  readonly data: unknown;
  /** A refusal (`code` 0) the client kept quiet about, as the call asked: the caller shows it. */
  readonly quiet: boolean;
  constructor(key: string, message: string, status: number, data?: unknown, quiet = false) {
    super(message || key);
    this.name = 'ApiError';
    this.key = key;
    this.status = status;
    this.data = data;
    this.quiet = quiet;
  }
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | undefined> {
  try {
    const parsed = (await response.json()) as unknown;
    return parsed && typeof parsed === 'object' && 'code' in parsed
      ? (parsed as Envelope<unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A file the server answered (an export): its content and the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** The file name of a `Content-Disposition` header (its UTF-8 `filename*` first). */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // A malformed name: the plain one below, or none.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim();
}

/** Whether a response holds the JSON envelope (an answer or a refusal) rather than a file. */
const isEnvelope = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().includes('application/json');

export function createAdminClient(deps: ClientDeps) {
  /**
   * Sends a request and judges its answer; `file`: a 200 that is not JSON is a file, read whole (a
   * large export streams in as it comes: the time-out covers only the wait for its headers).
   */
  async function request<T>(url: string, options: CallOptions & { file?: boolean } = {}): Promise<T> {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { ...options.headers, lang: deps.getLang() };
    const token = deps.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (method === 'POST' && options.body instanceof FormData) {
      // The browser writes the multipart content type with its boundary.
      body = options.body;
    } else if (method === 'POST') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body ?? {});
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response: Response;
    let envelope: Envelope<unknown> | undefined;
    try {
      response = await deps.fetch(deps.baseUrl + url + queryString(options.query), {
        method,
        headers,
        body,
        signal: controller.signal,
      });
      if (options.file && response.status === 200 && !isEnvelope(response)) {
        clearTimeout(timer);
        const fileName = dispositionName(response.headers.get('content-disposition'));
        return { blob: await response.blob(), fileName } satisfies DownloadedFile as T;
      }
      envelope = await readEnvelope(response);
    } catch {
      deps.notifyError(deps.texts().networkError);
      throw new ApiError('NETWORK', deps.texts().networkError, 0);
    } finally {
      clearTimeout(timer);
    }

    if (response.status === 401) {
      deps.onUnauthorized();
      throw new ApiError('UNAUTHORIZED', envelope?.msg ?? '', 401, envelope?.data);
    }
    if (response.status === 403) {
      const text = deps.texts().forbidden;
      deps.notifyError(text);
      throw new ApiError('FORBIDDEN', text, 403, envelope?.data);
    }
    if (response.status !== 200 || !envelope) {
      const text = envelope?.msg || deps.texts().requestError;
      deps.notifyError(text);
      throw new ApiError(`HTTP_${response.status}`, text, response.status, envelope?.data);
    }
    if (envelope.code !== 1) {
      const data = envelope.data as { error?: unknown } | null;
      const key = typeof data?.error === 'string' ? data.error : 'UNKNOWN';
      const quiet = typeof options.quiet === 'function' ? options.quiet(key) : options.quiet === true;
      const text = envelope.msg || deps.texts().requestError;
      if (!quiet) deps.notifyError(text);
      throw new ApiError(key, text, 200, envelope.data, quiet);
    }
    return envelope.data as T;
  }

  /**
   * Calls a route of the contract's table: the path filled from the input, the rest of the input as the
   * query or the body; resolves the answer typed from the route's schema.
   */
  function call<R extends Route>(route: R, ...[input, options = {}]: CallArgs<R>): Promise<AnswerOf<R>> {
    const { url, data } = addressOf(route, input ?? {});
    const { form, ...rest } = options;
    return route.method === 'GET'
      ? request(url, { ...rest, method: 'GET', query: data as Query })
      : request(url, { ...rest, method: 'POST', body: form ?? data });
  }

  /**
   * Downloads the file a GET route answers (an export), with the operator's token in the header as
   * every call sends it, never in the address; a refusal is judged and shown as any call's.
   */
  function download<R extends Route>(route: R, ...[input]: CallArgs<R>): Promise<DownloadedFile> {
    const { url, data } = addressOf(route, input ?? {});
    return request(url, { method: 'GET', query: data as Query, file: true });
  }

  return {
    call,
    download,
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
