import { routes } from '@mcc/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zhHans } from '../locales/zh-Hans.ts';
import { aFailure, anEnvelope, aResponse } from '../test/fixtures.ts';
import { ApiError, createRequestClient, type Indicators, unwrap } from './request.ts';

type FetchArgs = [string, RequestInit];

const json = (status: number, body: unknown) => aResponse(body, status);
const ok = (data: unknown) => aResponse(anEnvelope(data));

function setup(respond: (url: string, init: RequestInit) => Promise<Response> = async () => ok(null)) {
  const calls: FetchArgs[] = [];
  const events: string[] = [];
  const indicators: Indicators = {
    showLoading: (text) => events.push(`show:${text}`),
    hideLoading: () => events.push('hide'),
    toast: (text, o) => events.push(`toast:${text}:${o.duration}:${o.mask ? 'mask' : 'nomask'}`),
  };
  const onUnauthorized = vi.fn();
  let token: string | null = 'tok-1';
  const client = createRequestClient({
    baseUrl: 'https://api.test',
    fetch: ((url: string, init: RequestInit) => {
      calls.push([url, init]);
      return respond(url, init);
    }) as typeof fetch,
    getToken: () => token,
    getLang: () => 'en',
    onUnauthorized,
    indicators,
    texts: () => ({
      loading: zhHans.common.loading,
      submitting: zhHans.common.submitting,
      requestError: zhHans.common.requestError,
    }),
    newKey: () => 'generated-key',
  });
  const headers = (i = 0) => (calls[i]?.[1].headers ?? {}) as Record<string, string>;
  return { client, calls, events, onUnauthorized, headers, signOut: () => (token = null) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Routes shaped as the table's: the client reads their method, path and idempotency. */
const testRoutes = routes('test', {
  withdraw: {
    method: 'POST',
    path: '/api/fund/withdraw',
    auth: 'user',
    body: 'withdrawBody',
    answer: 'withdrawal',
    idempotent: true,
  },
  profile: {
    method: 'POST',
    path: '/api/user/profile',
    auth: 'user',
    body: 'profileBody',
    answer: 'userInfo',
  },
  detail: { method: 'GET', path: '/api/test/:id/detail', auth: 'user', params: 'idQuery', answer: 'nothing' },
});
/** The inputs are not checked by the client: any object stands for one. */
const input = {} as never;

describe('request client (spec §7–8)', () => {
  it('sends the token and lang headers, and no token header when signed out', async () => {
    const s = setup();
    await s.client.request({ url: '/api/user/index' });
    expect(s.calls[0]?.[0]).toBe('https://api.test/api/user/index');
    expect(s.headers(0)).toMatchObject({ token: 'tok-1', lang: 'en' });
    s.signOut();
    await s.client.request({ url: '/api/user/index' });
    expect(s.headers(1).token).toBeUndefined();
    expect(s.headers(1).lang).toBe('en');
  });

  it('puts GET data in the query and POST data in a JSON body', async () => {
    const s = setup();
    await s.client.request({ url: '/api/team/member', data: { level: 1, page: 2 } });
    expect(s.calls[0]?.[0]).toBe('https://api.test/api/team/member?level=1&page=2');
    await s.client.request({ url: '/api/user/login', method: 'POST', data: { account: 'a', password: 'b' } });
    expect(s.calls[1]?.[1].body).toBe('{"account":"a","password":"b"}');
    expect(s.headers(1)['content-type']).toBe('application/json');
  });

  it('adds an Idempotency-Key to the routes that move money only, keeping a given key', async () => {
    const s = setup();
    await s.client.call(testRoutes.withdraw, input);
    await s.client.call(testRoutes.profile, input);
    await s.client.call(testRoutes.withdraw, input, { idempotencyKey: 'submit-7' });
    expect(s.headers(0)['idempotency-key']).toBe('generated-key');
    expect(s.headers(1)['idempotency-key']).toBeUndefined();
    expect(s.headers(2)['idempotency-key']).toBe('submit-7');
  });

  it('calls a route of the table: its method and path, the input as query or body', async () => {
    const s = setup();
    await s.client.call(testRoutes.detail, { id: 5, tab: 'all' } as never);
    await s.client.call(testRoutes.withdraw, { amount: '2.5' } as never);
    expect(s.calls[0]?.[0]).toBe('https://api.test/api/test/5/detail?tab=all');
    expect(s.calls[0]?.[1].method).toBe('GET');
    expect(s.calls[1]?.[0]).toBe('https://api.test/api/fund/withdraw');
    expect(s.calls[1]?.[1].body).toBe('{"amount":"2.5"}');
  });

  it('shows 加载中 for GET and 提交数据 for POST, and nothing with loading: false', async () => {
    const s = setup();
    await s.client.request({ url: '/api/user/index' });
    await s.client.request({ url: '/api/user/login', method: 'POST', data: {} });
    await s.client.request({ url: '/api/common/sysConfig', loading: false });
    expect(s.events.filter((e) => e.startsWith('show'))).toEqual(['show:加载中', 'show:提交数据']);
  });

  it('hides the loading indicator 200 ms after the call completes, once no other call is pending', async () => {
    let release: (() => void) | undefined;
    const s = setup(
      (url) =>
        new Promise((resolve) => {
          if (url.endsWith('/slow')) release = () => resolve(ok(null));
          else resolve(ok(null));
        }),
    );
    const slow = s.client.request({ url: '/slow' });
    await s.client.request({ url: '/fast' });
    await vi.advanceTimersByTimeAsync(500);
    expect(s.events).not.toContain('hide'); // the slow call still shows it
    release?.();
    await slow;
    await vi.advanceTimersByTimeAsync(199);
    expect(s.events).not.toContain('hide');
    await vi.advanceTimersByTimeAsync(1);
    expect(s.events.filter((e) => e === 'hide')).toHaveLength(1);
  });

  it('gives up after 60 s: the call resolves empty and the indicator hides', async () => {
    const s = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = s.client.request({ url: '/api/user/index' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(s.calls[0]?.[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(s.events).toContain('hide');
    expect(s.events.some((e) => e.startsWith('toast'))).toBe(false);
  });

  it('HTTP 401 redirects (through onUnauthorized) and resolves empty without an error toast', async () => {
    const s = setup(async () => json(401, aFailure('UNAUTHORIZED', '请先登录')));
    expect(await s.client.request({ url: '/api/user/index' })).toBeUndefined();
    expect(s.onUnauthorized).toHaveBeenCalledOnce();
    expect(s.events.some((e) => e.startsWith('toast'))).toBe(false);
  });

  it('other non-200: 数据请求错误! for 1 s after a GET, 0.5 s after a POST, with mask', async () => {
    const s = setup(async () => json(500, aFailure('INTERNAL', 'x')));
    expect(await s.client.request({ url: '/api/user/index' })).toBeUndefined();
    expect(await s.client.request({ url: '/api/user/login', method: 'POST', data: {} })).toBeUndefined();
    expect(s.events.filter((e) => e.startsWith('toast'))).toEqual([
      'toast:数据请求错误!:1000:mask',
      'toast:数据请求错误!:500:mask',
    ]);
    expect(s.onUnauthorized).not.toHaveBeenCalled();
  });

  it('network failure: the indicator hides, no toast, and the call resolves empty', async () => {
    const s = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await s.client.request({ url: '/api/user/index' })).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(s.events).toEqual(['show:加载中', 'hide']);
  });

  it('code 0 shows the server message (1.5 s) unless the call opts out', async () => {
    const failure = aFailure('LOGIN_FAILED', 'Wrong password');
    const s = setup(async () => json(200, failure));
    expect(await s.client.request({ url: '/api/user/login', method: 'POST', data: {} })).toEqual(failure);
    await s.client.request({ url: '/api/user/login', method: 'POST', data: {}, toastFailure: false });
    await s.client.request({
      url: '/api/user/tpLogin',
      method: 'POST',
      data: {},
      toastFailure: (key) => key !== 'LOGIN_FAILED',
    });
    expect(s.events.filter((e) => e.startsWith('toast'))).toEqual(['toast:Wrong password:1500:nomask']);
  });

  it('success (HTTP 200, code 1) resolves the body; unwrap gives data or throws the error key', async () => {
    const s = setup(async () => ok({ n: 1 }));
    expect(await s.client.request({ url: '/x' })).toMatchObject({ code: 1, data: { n: 1 } });
    expect(await unwrap(s.client.request<{ n: number }>({ url: '/x' }))).toEqual({ n: 1 });
    const f = setup(async () => json(200, aFailure('WALLET_NOT_REGISTERED', 'm')));
    await expect(unwrap(f.client.request({ url: '/x' }))).rejects.toMatchObject({
      key: 'WALLET_NOT_REGISTERED',
    });
    const empty = setup(async () => json(503, {}));
    await expect(unwrap(empty.client.request({ url: '/x' }))).rejects.toBeInstanceOf(ApiError);
  });
});
