import { adminApi } from '@mcc/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ClientDeps, createAdminClient, dispositionName, queryString } from './request.ts';

const TEXTS = { requestError: 'request failed', networkError: 'network down', forbidden: 'not allowed' };

function envelope(code: number, data: unknown, msg = '') {
  return { code, msg, time: '1700000000', data };
}

function setup(answer: () => Promise<Response> | Response, token: string | null = 'tok') {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  const deps: ClientDeps = {
    baseUrl: 'http://admin.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => token,
    getLang: () => 'en',
    onUnauthorized: vi.fn(),
    notifyError: vi.fn(),
    texts: () => TEXTS,
  };
  return { client: createAdminClient(deps), deps, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('the call succeeded');
}

describe('admin request client', () => {
  it('sends the bearer token and the language, and answers data', async () => {
    const { client, fetch, deps } = setup(() => json(envelope(1, { list: [1] })));
    expect(
      await client.call(adminApi.finance.recharges, {
        state: 'reviewing',
        page: 2,
        q: '',
        x: undefined,
      } as never),
    ).toEqual({
      list: [1],
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://admin.test/admin-api/recharges?state=reviewing&page=2');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', lang: 'en' });
    expect(deps.notifyError).not.toHaveBeenCalled();
  });

  it('posts JSON without a token when signed out, with extra headers', async () => {
    const { client, fetch } = setup(() => json(envelope(1, null)), null);
    await client.call(adminApi.auth.login, { username: 'a' } as never, {
      headers: { 'idempotency-key': 'k1' },
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"username":"a"}');
    expect(init?.headers).toEqual({
      'idempotency-key': 'k1',
      lang: 'en',
      'content-type': 'application/json',
    });
  });

  it('HTTP 401: the session is over — signs in again, shows no error message', async () => {
    const { client, deps } = setup(() =>
      json({ code: 0, msg: 'sign in', time: '', data: { error: 'UNAUTHORIZED' } }, 401),
    );
    const e = await failure(client.call(adminApi.auth.me));
    expect(e.key).toBe('UNAUTHORIZED');
    expect(e.status).toBe(401);
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(deps.notifyError).not.toHaveBeenCalled();
  });

  it('HTTP 403: says the role lacks permission, does not sign out', async () => {
    const { client, deps } = setup(() =>
      json({ code: 0, msg: '', time: '', data: { error: 'FORBIDDEN' } }, 403),
    );
    const e = await failure(
      client.call(adminApi.operators.create, { username: 'x', role: 'super' } as never),
    );
    expect(e.key).toBe('FORBIDDEN');
    expect(e.message).toBe('not allowed');
    expect(deps.notifyError).toHaveBeenCalledWith('not allowed');
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('code 0: shows the server’s localised msg and rejects with data.error', async () => {
    const { client, deps } = setup(() =>
      json(envelope(0, { error: 'INSUFFICIENT_BALANCE', need: '5' }, 'Insufficient balance')),
    );
    const e = await failure(client.call(adminApi.userLedger.adjust, { id: 1 } as never));
    expect(e.key).toBe('INSUFFICIENT_BALANCE');
    expect(e.message).toBe('Insufficient balance');
    expect(e.data).toEqual({ error: 'INSUFFICIENT_BALANCE', need: '5' });
    expect(e.quiet).toBe(false);
    expect(deps.notifyError).toHaveBeenCalledWith('Insufficient balance');
  });

  it('keeps quiet about the failures a caller handles itself', async () => {
    const { client, deps } = setup(() => json(envelope(0, { error: 'TOTP_REQUIRED' }, 'Enter the code')));
    const e = await failure(
      client.call(adminApi.auth.login, {} as never, { quiet: (k) => k === 'TOTP_REQUIRED' }),
    );
    expect(e.key).toBe('TOTP_REQUIRED');
    // Marked, so a form shows it itself (components/form/use-confirmed-save.ts).
    expect(e.quiet).toBe(true);
    expect(deps.notifyError).not.toHaveBeenCalled();
  });

  it('other HTTP errors show the envelope msg, or a generic text without one', async () => {
    const first = setup(() =>
      json({ code: 0, msg: 'Too many requests', time: '', data: { error: 'RATE_LIMITED' } }, 429),
    );
    expect((await failure(first.client.call(adminApi.audit.list))).key).toBe('HTTP_429');
    expect(first.deps.notifyError).toHaveBeenCalledWith('Too many requests');

    const second = setup(() => new Response('<html>bad gateway</html>', { status: 502 }));
    expect((await failure(second.client.call(adminApi.audit.list))).status).toBe(502);
    expect(second.deps.notifyError).toHaveBeenCalledWith('request failed');
  });

  it('a network failure says so and rejects', async () => {
    const { client, deps } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const e = await failure(client.call(adminApi.dashboard.summary));
    expect(e.key).toBe('NETWORK');
    expect(deps.notifyError).toHaveBeenCalledWith('network down');
  });

  it('fills the path of a route from the input and posts the rest', async () => {
    const { client, fetch } = setup(() => json(envelope(1, null)));
    await client.call(adminApi.userLedger.adjust, { id: 7, reason: 'fix' } as never);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://admin.test/admin-api/users/7/adjust');
    expect(init?.body).toBe('{"reason":"fix"}');
  });

  it('builds query strings without empty values', () => {
    expect(queryString({ a: 1, b: '', c: null, d: undefined, e: false })).toBe('?a=1&e=false');
    expect(queryString({})).toBe('');
  });

  it('downloads a file with the token in its header and the name the server gives it', async () => {
    const csv = new Response('\uFEFFID\n1\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit.csv"; filename*=UTF-8''${encodeURIComponent('审计.csv')}`,
      },
    });
    const { client, fetch } = setup(() => csv);
    const file = await client.download(adminApi.audit.export, { q: 'admin', utcOffset: 480 } as never);
    expect(file.fileName).toBe('审计.csv');
    // The file as sent, its BOM too (a text decoder would drop it).
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([
      0xef,
      0xbb,
      0xbf,
      ...Buffer.from('ID\n1\n'),
    ]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://admin.test/admin-api/audit/export?q=admin&utcOffset=480');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', lang: 'en' });
  });

  it('a refused download is shown as any refusal', async () => {
    const { client, deps } = setup(() =>
      json({ code: 0, msg: 'range invalid', time: '', data: { error: 'RANGE_INVALID' } }),
    );
    const e = await failure(client.download(adminApi.audit.export, {} as never));
    expect(e.key).toBe('RANGE_INVALID');
    expect(deps.notifyError).toHaveBeenCalledWith('range invalid');
  });

  it('reads a file name from Content-Disposition, its UTF-8 form first', () => {
    expect(dispositionName('attachment; filename="a.csv"')).toBe('a.csv');
    expect(dispositionName('attachment; filename="a.csv"; filename*=UTF-8\'\'%E5%85%85.csv')).toBe('充.csv');
    expect(dispositionName(null)).toBeUndefined();
  });
});
