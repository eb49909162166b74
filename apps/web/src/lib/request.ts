/**
 * The one HTTP client of the app, following the spec's §7–8 to the letter:
 * - headers `token` (when signed in) and `lang`; `Idempotency-Key` on money-moving POSTs;
 * - a loading toast (加载中 for GET, 提交数据 for POST) unless the call passes `loading: false` or, for
 *   a GET, `quiet()` says content is already shown (a refetch behind it), hidden 200 ms after the last
 *   call completes;
 * - 60 s time-out; HTTP 401 → the auto-login page; any other non-200 → 数据请求错误! (1 s GET,
 *   0.5 s POST, with mask); a network failure hides the indicator and resolves empty (`undefined`);
 * - HTTP 200 resolves the envelope; `code` 0 shows the server's (already localised) `msg`.
 * Everything it touches (fetch, toasts, storage, navigation) is injected so each rule has a unit test.
 */

import { type AnswerOf, addressOf, type Envelope, type InputOf, type Route } from '@mcc/contract';

export type Method = 'GET' | 'POST';

export interface RequestOptions {
  /** Path relative to the API host, e.g. `/api/user/index`. */
  url: string;
  method?: Method;
  /** GET: query parameters; POST: the JSON body. */
  data?: Record<string, unknown>;
  /** A multipart body (uploads); sent as is instead of `data`. */
  form?: FormData;
  /** `false` for the calls the spec marks "no loading". */
  loading?: boolean;
  /** The route moves money: a key goes with it (`idempotencyKey`, or one made for this call). */
  idempotent?: boolean;
  /** One key per user submit; generated when the route moves money and none is given. */
  idempotencyKey?: string;
  /** Show the server's `msg` for `code` 0 (default). A function decides per error key. */
  toastFailure?: boolean | ((errorKey: string) => boolean);
}

/** How a call of the route table is made (the route itself says its method, path and whether it moves money). */
export type CallOptions = Pick<RequestOptions, 'form' | 'loading' | 'idempotencyKey' | 'toastFailure'>;

/** `call`'s arguments after the route: the input (optional when the route needs none) and options. */
export type CallArgs<R extends Route> =
  Record<never, never> extends InputOf<R>
    ? [input?: InputOf<R>, options?: CallOptions]
    : [input: InputOf<R>, options?: CallOptions];

export interface Indicators {
  showLoading(text: string): void;
  hideLoading(): void;
  toast(text: string, options: { duration: number; mask: boolean }): void;
}

export interface RequestDeps {
  baseUrl: string;
  fetch: typeof fetch;
  getToken(): string | null;
  getLang(): string;
  /** HTTP 401: the token is gone or dead. */
  onUnauthorized(): void;
  indicators: Indicators;
  /** A GET starting now refetches what the page already shows: no 加载中 (lib/indicators.ts). */
  quiet?: () => boolean;
  texts(): { loading: string; submitting: string; requestError: string };
  newKey?: () => string;
}

export const REQUEST_TIMEOUT_MS = 60_000;
export const INDICATOR_HIDE_DELAY_MS = 200;
export const TOAST_DURATION_MS = 1500;
export const ERROR_TOAST_MS = { GET: 1000, POST: 500 } as const;

function queryString(data: Record<string, unknown> | undefined): string {
  if (!data) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function createRequestClient(deps: RequestDeps) {
  let pending = 0;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const newKey = deps.newKey ?? (() => crypto.randomUUID());

  function startLoading(method: Method) {
    pending += 1;
    if (hideTimer) clearTimeout(hideTimer);
    hideTimer = undefined;
    const t = deps.texts();
    deps.indicators.showLoading(method === 'GET' ? t.loading : t.submitting);
  }

  /** Hidden 200 ms after completion, and only when no other call still shows it. */
  function finishLoading() {
    pending = Math.max(0, pending - 1);
    if (pending > 0) return;
    if (hideTimer) clearTimeout(hideTimer);
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      if (pending === 0) deps.indicators.hideLoading();
    }, INDICATOR_HIDE_DELAY_MS);
  }

  async function request<T>(options: RequestOptions): Promise<Envelope<T> | undefined> {
    const method = options.method ?? 'GET';
    const showLoading = options.loading !== false && !(method === 'GET' && deps.quiet?.());
    const headers: Record<string, string> = { lang: deps.getLang() };
    const token = deps.getToken();
    if (token) headers.token = token;
    let body: BodyInit | undefined;
    let url = deps.baseUrl + options.url;
    if (method === 'GET') url += queryString(options.data);
    else if (options.form) body = options.form;
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.data ?? {});
    }
    if (method === 'POST' && (options.idempotencyKey || options.idempotent)) {
      headers['idempotency-key'] = options.idempotencyKey ?? newKey();
    }

    if (showLoading) startLoading(method);
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response: Response;
    let parsed: Envelope<T> | undefined;
    try {
      response = await deps.fetch(url, { method, headers, body, signal: controller.signal });
      // Reading the body is part of the call: a connection cut mid-body is a network failure too.
      parsed = response.status === 200 ? ((await response.json()) as Envelope<T>) : undefined;
    } catch {
      clearTimeout(timeout);
      if (showLoading) finishLoading();
      return undefined;
    }
    clearTimeout(timeout);
    if (showLoading) finishLoading();

    if (response.status === 401) {
      deps.onUnauthorized();
      return undefined;
    }
    if (response.status !== 200 || !parsed || typeof parsed !== 'object') {
      deps.indicators.toast(deps.texts().requestError, { duration: ERROR_TOAST_MS[method], mask: true });
      return undefined;
    }
    if (parsed.code !== 1) {
      const key = String((parsed.data as { error?: unknown } | null)?.error ?? '');
      const wanted =
        typeof options.toastFailure === 'function'
          ? options.toastFailure(key)
          : options.toastFailure !== false;
      if (wanted && parsed.msg)
        deps.indicators.toast(parsed.msg, { duration: TOAST_DURATION_MS, mask: false });
    }
    return parsed;
  }

  /**
   * Calls a route of the contract's table: the path filled from the input, the rest of the input as the
   * query or the body; the answer typed from the route's schema.
   */
  function call<R extends Route>(route: R, ...[input, options = {}]: CallArgs<R>) {
    const { url, data } = addressOf(route, input ?? {});
    return request<AnswerOf<R>>({
      url,
      method: route.method,
      data,
      idempotent: route.idempotent !== undefined,
      ...options,
    });
  }

  return { request, call };
}

/** A failed call as the features see it: `key` is the server's `data.error`, or REQUEST_FAILED when empty. */
export class ApiError extends Error {
  readonly key: string;
  readonly data: unknown;
  constructor(key: string, message: string, data?: unknown) {
    super(message || key);
    this.key = key;
    this.data = data;
  }
}

/** Unwraps `data` of a successful call, throwing ApiError otherwise (the user has already been told). */
export async function unwrap<T>(pending: Promise<Envelope<T> | undefined>): Promise<T> {
  const body = await pending;
  if (!body) throw new ApiError('REQUEST_FAILED', '');
  if (body.code !== 1) {
    const data = body.data as { error?: string } | null;
    throw new ApiError(data?.error ?? 'UNKNOWN', body.msg, body.data);
  }
  return body.data;
}
