import fs from 'node:fs';
import { LANGUAGES } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './db/seed.ts';
import { pickLanguage } from './lib/language.ts';
import { messages } from './lib/messages.ts';
import { type Answer, client, createTestApp, type TestApp } from './test/harness.ts';

let app: TestApp;
let api: ReturnType<typeof client>;
let token: string;

type Method = 'GET' | 'POST';
interface Operation {
  method: Method;
  path: string;
  /** Top-level properties of the JSON body schema (none for calls without a JSON body). */
  fields: string[];
}
let operations: Operation[];

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  const login = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
  expect(login.body.code).toBe(1);
  token = login.body.data.userinfo.token;
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
  operations = [];
  for (const [path, ops] of Object.entries<Record<string, { requestBody?: { content?: object } }>>(
    doc.paths,
  )) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const json = (op.requestBody?.content as Record<string, { schema?: { properties?: object } }>)?.[
        'application/json'
      ];
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        fields: Object.keys(json?.schema?.properties ?? {}),
      });
    }
  }
});
afterAll(() => app.dispose());

/** The calls anyone may make without signing in; every other call under /api needs a token. */
const PUBLIC_CALLS = [
  'GET /api/common/sysConfig',
  'POST /api/sms/send',
  'POST /api/ems/send',
  'POST /api/user/login',
  'POST /api/user/register',
  'POST /api/user/tpLogin',
  'POST /api/user/tpRegister',
  'POST /api/user/resetpwd',
];
/** The signed-in calls served today (kept explicit so a route losing its guard, or its docs entry, fails). */
const TOKEN_CALLS = [
  'GET /api/user/index',
  'GET /api/user/logout',
  'POST /api/user/logoutAll',
  'POST /api/user/profile',
  'POST /api/user/payPassword',
  'POST /api/common/upload',
  'GET /api/user/balance',
  'GET /api/fund/usdt',
  'GET /api/fund/usdtDetail',
  'GET /api/fund/wallet',
  'POST /api/fund/recharge',
  'GET /api/fund/rechargeList',
  'POST /api/fund/withdraw',
  'GET /api/fund/withdrawList',
  'GET /api/fund/withdrawQuota',
  'GET /api/fund/recipient',
  'POST /api/fund/transfer',
  'GET /api/pledge/index',
  'POST /api/pledge/add',
  'GET /api/pledge/order',
  'GET /api/pledge/total',
  'GET /api/pledge/earnings',
  'GET /api/team/promote',
  'GET /api/team/info',
  'GET /api/team/member',
  'GET /api/coinMix/index',
  'GET /api/coinMix/wallet',
  'POST /api/coinMix/transferIn',
  'POST /api/coinMix/transferOut',
  'POST /api/coinMix/withdraw',
  'GET /api/index/index',
  'GET /api/nft/series',
  'GET /api/nft/series/detail',
  'GET /api/nft/series/copies',
  'POST /api/order/add',
  'POST /api/order/pay',
  'GET /api/order/index',
  'GET /api/order/detail',
  'GET /api/order/tips',
  'GET /api/order/readTips',
  'GET /api/coupon/index',
  'GET /api/coupon/detail',
  'GET /api/fund/mcc',
  'GET /api/fund/mccDetail',
  'GET /api/fund/ssk',
  'GET /api/fund/sskDetail',
  'GET /api/market/price',
  'GET /api/market/history',
  'GET /api/market/record',
  'GET /api/market/stream',
  'POST /api/market/exchange',
  'POST /api/fund/buySsk',
  'POST /api/fund/sellSsk',
  'POST /api/fund/transferMcc',
];
const key = (op: { method: string; path: string }) => `${op.method} ${op.path}`;
const split = (call: string) => {
  const [method, path] = call.split(' ') as [Method, string];
  return { method, path };
};

const expectEnvelope = (res: Answer) => {
  expect(res.body).toEqual(
    expect.objectContaining({ code: expect.any(Number), msg: expect.any(String), time: expect.any(String) }),
  );
  expect([0, 1]).toContain(res.body.code);
  expect(res.body.time).toMatch(/^\d{10}$/);
  expect(res.body).toHaveProperty('data');
};
const expectUnauthorized = (res: Answer) => {
  expect(res.status).toBe(401);
  expectEnvelope(res);
  expect(res.body).toMatchObject({ code: 0, data: { error: 'UNAUTHORIZED' } });
  expect(res.body.msg).not.toBe('');
};

describe('every call needs a token', () => {
  it('the docs list every signed-in call and every public call', () => {
    const listed = operations.map(key);
    for (const call of [...TOKEN_CALLS, ...PUBLIC_CALLS]) expect(listed).toContain(call);
  });

  it.each(TOKEN_CALLS)(
    '%s answers 401 without a token, with an unknown one, whatever the body',
    async (call) => {
      const { method, path } = split(call);
      expectUnauthorized(await api.call(method, path));
      expectUnauthorized(await api.call(method, path, { token: 'not-a-real-token' }));
      expectUnauthorized(await api.call(method, path, { token: 'x'.repeat(500) }));
      expectUnauthorized(await api.call(method, path, { headers: { token: '' } }));
      if (method === 'POST') {
        // Neither body validation nor body parsing comes before the sign-in check.
        expectUnauthorized(await api.post(path, {}));
        expectUnauthorized(await api.post(path, { nickname: '<bad>', payPassword: 'abc', bio: 7 }));
        expectUnauthorized(await api.post(path, [], { token: 'not-a-real-token' }));
        expectUnauthorized(await api.post(path, '{bad'));
        expectUnauthorized(await api.post(path, '', { token: 'not-a-real-token' }));
        expectUnauthorized(await api.post(path, 'a=1', { headers: { 'content-type': 'text/plain' } }));
        expectUnauthorized(await api.post(path, `"${'x'.repeat(2 * 1024 * 1024)}"`));
      }
    },
  );

  it('every documented /api call outside the public list answers 401 without a token', async () => {
    const guarded = operations.filter((op) => !PUBLIC_CALLS.includes(key(op)));
    expect(guarded.map(key).sort()).toEqual(expect.arrayContaining([...TOKEN_CALLS].sort()));
    for (const op of guarded) {
      const res = await api.call(op.method, op.path, op.method === 'POST' ? { body: {} } : {});
      expect({ call: key(op), status: res.status }).toEqual({ call: key(op), status: 401 });
      expectUnauthorized(res);
    }
  });

  it('the public calls answer without a token', async () => {
    const config = await api.get('/api/common/sysConfig');
    expect(config.status).toBe(200);
    expect(config.body.code).toBe(1);
    for (const call of PUBLIC_CALLS.filter((c) => c.startsWith('POST'))) {
      const res = await api.post(split(call).path, {});
      expect({ call, status: res.status, error: res.body.data?.error }).toEqual({
        call,
        status: 200,
        error: 'VALIDATION',
      });
    }
  });

  it('a valid token opens the signed-in calls', async () => {
    const me = await api.get('/api/user/index', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.userinfo.mobile).toBe(DEMO.mobile);
  });
});

/** POST calls whose body is only a row id (`{ id }`). */
const ID_ONLY_CALLS = ['/api/order/cancel', '/api/nft/unlist'];

describe('malformed bodies never 500', () => {
  /** Raw payloads sent with content-type application/json. */
  const rawBodies = ['{bad', '[]', 'null', '"str"', '{}', '', '{"a":', '1', 'true'];
  const unparsable = ['{bad', '', '{"a":'];

  /** `sentKeys`: the keys of the object sent, or undefined when the body was no object. */
  const check = (op: Operation, sent: string, res: Answer, sentKeys?: string[]) => {
    const where = `${key(op)} ${sent.slice(0, 40)}`;
    expect({ where, status: res.status }).not.toEqual({ where, status: 500 });
    expectEnvelope(res);
    if (res.body.code === 1) return;
    expect(res.body.msg).not.toBe('');
    const error = res.body.data.error as string;
    expect(typeof error).toBe('string');
    if (error === 'VALIDATION') {
      // An object's bad field is one of the call's fields (or an unknown key it holds); a body that is
      // no object at all is "body".
      const allowed = sentKeys ? [...op.fields, ...sentKeys] : [...op.fields, 'body'];
      expect({ where, field: res.body.data.field }).toEqual({ where, field: expect.any(String) });
      expect(allowed, where).toContain(res.body.data.field);
      for (const f of res.body.data.fields) expect(allowed, where).toContain(f.field.split('.')[0]);
    }
  };

  it('lists the POST calls with their fields', () => {
    const posts = operations.filter((op) => op.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(posts.find((op) => op.path === '/api/user/login')?.fields).toEqual(['account', 'password']);
  });

  for (const withToken of [false, true]) {
    it(`answers the envelope for broken payloads ${withToken ? 'with' : 'without'} a token`, async () => {
      // Signed in, a sign-out would end the session every later call here uses.
      const signsOut = (op: Operation) => withToken && op.path.includes('logout');
      const posts = operations.filter((op) => op.method === 'POST' && !signsOut(op));
      for (const op of posts) {
        const needsToken = !PUBLIC_CALLS.includes(key(op));
        const opts = withToken ? { token } : {};
        for (const raw of rawBodies) {
          const res = await api.post(op.path, raw, {
            ...opts,
            headers: { 'content-type': 'application/json' },
          });
          check(op, raw, res, raw === '{}' ? [] : undefined);
          if (needsToken && !withToken) {
            // The sign-in check comes before the body is even parsed.
            expectUnauthorized(res);
          } else if (unparsable.includes(raw)) {
            expect({ where: key(op), error: res.body.data.error }).toEqual({
              where: key(op),
              error: 'INVALID_JSON',
            });
            expect(res.status).toBe(200);
          } else if (op.fields.length > 0 && raw !== '{}') {
            expect({ where: `${key(op)} ${raw}`, error: res.body.data.error }).toEqual({
              where: `${key(op)} ${raw}`,
              error: 'VALIDATION',
            });
          }
        }
        if (op.fields.length === 0) continue;
        const allNumbers = Object.fromEntries(op.fields.map((f) => [f, 12345]));
        const allLong = Object.fromEntries(op.fields.map((f) => [f, 'x'.repeat(10_000)]));
        const allNested = Object.fromEntries(op.fields.map((f) => [f, { $gt: '' }]));
        const extra = { ...Object.fromEntries(op.fields.map((f) => [f, null])), __proto__x: 1 };
        for (const body of [allNumbers, allLong, allNested, extra]) {
          const res = await api.post(op.path, body, opts);
          check(op, JSON.stringify(body), res, Object.keys(body));
          if (needsToken && !withToken) expectUnauthorized(res);
          else {
            // A body of row ids alone is well formed when every field is a number: refused as missing.
            const idsOnly = body === allNumbers && ID_ONLY_CALLS.includes(op.path);
            expect({ where: key(op), error: res.body.data.error }).toEqual({
              where: key(op),
              error: idsOnly ? expect.stringMatching(/_NOT_FOUND$/) : 'VALIDATION',
            });
            expect(res.status).toBe(200);
          }
        }
      }
    });
  }

  it('a wrong content type is refused with the envelope, not a fault', async () => {
    for (const op of operations.filter((o) => o.method === 'POST' && o.fields.length > 0)) {
      const res = await api.post(op.path, 'a=1&b=2', {
        token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).not.toBe(500);
      expectEnvelope(res);
      expect(res.body.code).toBe(0);
    }
  });

  it('a JSON body sent to the upload call is refused without a fault', async () => {
    const res = await api.post('/api/common/upload', { file: 'x' }, { token });
    expect(res.status).not.toBe(500);
    expectEnvelope(res);
    expect(res.body.code).toBe(0);
  });
});

describe('OpenAPI', () => {
  const SERVED = [
    '/api/common/sysConfig',
    '/api/sms/send',
    '/api/ems/send',
    '/api/user/login',
    '/api/user/tpLogin',
    '/api/user/register',
    '/api/user/tpRegister',
    '/api/user/resetpwd',
    '/api/user/profile',
    '/api/user/logout',
    '/api/user/index',
    '/api/common/upload',
    '/api/user/payPassword',
    '/api/user/balance',
    '/api/fund/usdt',
    '/api/fund/usdtDetail',
    '/api/fund/wallet',
    '/api/fund/recharge',
    '/api/fund/autoRecharge',
    '/api/fund/withdraw',
    '/api/fund/transfer',
    '/api/pledge/index',
    '/api/pledge/add',
    '/api/pledge/order',
    '/api/pledge/total',
    '/api/pledge/earnings',
    '/api/team/promote',
    '/api/team/info',
    '/api/team/member',
    '/api/coinMix/index',
    '/api/coinMix/wallet',
    '/api/coinMix/transferIn',
    '/api/coinMix/transferOut',
    '/api/coinMix/withdraw',
    '/api/fund/ssk',
    '/api/fund/sskDetail',
    '/api/market/record',
    '/api/market/price',
    '/api/market/history',
    '/api/market/exchange',
    '/api/fund/buySsk',
    '/api/fund/sellSsk',
    '/api/fund/transferMcc',
    '/api/market/stream',
    '/api/index/index',
    '/api/order/tips',
    '/api/order/readTips',
    '/api/coupon/index',
    '/api/coupon/detail',
    '/api/order/index',
    '/api/order/detail',
    '/api/order/add',
    '/api/order/pay',
    '/api/coupon/confirm',
    '/api/coupon/feedback',
  ];
  const specFile = new URL('../../../docs/spec/api.json', import.meta.url);
  const spec = JSON.parse(fs.readFileSync(specFile, 'utf8')) as { calls: { method: Method; path: string }[] };
  const calls = spec.calls.filter((c) => SERVED.includes(c.path));

  /** Spec calls whose area has not landed yet, by the issue that builds it; none may be routed. */
  const AWAITING: Record<string, number> = {};

  it('every call of the spec is routed with its method, or awaits the issue that builds it', () => {
    for (const call of spec.calls) {
      const routed = app.hasRoute({ method: call.method, url: call.path });
      expect(routed, `${key(call)} (awaiting #${AWAITING[call.path]})`).toBe(!(call.path in AWAITING));
    }
  });

  it('the spec lists every served call once', () => {
    expect(calls.map((c) => c.path).sort()).toEqual([...SERVED].sort());
  });

  it('/docs/json lists every served call with the method of the spec, and the app routes it', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const call of calls) {
      expect(Object.keys(doc.paths[call.path] ?? {}), call.path).toContain(call.method.toLowerCase());
      expect(app.hasRoute({ method: call.method, url: call.path }), key(call)).toBe(true);
      const other = call.method === 'GET' ? 'POST' : 'GET';
      expect(app.hasRoute({ method: other, url: call.path }), `${other} ${call.path}`).toBe(false);
    }
  });

  it('/docs answers HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs' });
    const page =
      res.statusCode >= 300 && res.statusCode < 400
        ? await app.inject({ method: 'GET', url: String(res.headers.location) })
        : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<html/i);
  });
});

describe('unknown paths and request ids', () => {
  it('an unknown /api path answers HTTP 404 with the envelope', async () => {
    for (const res of [
      await api.get('/api/nope/nothing'),
      await api.post('/api/nope/nothing', {}),
      await api.get('/api/user/index/extra', { token }),
    ]) {
      expect(res.status).toBe(404);
      expectEnvelope(res);
      expect(res.body).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    }
    const html = await api.get('/api/nope', { headers: { accept: 'text/html' } });
    expect(html.status).toBe(404);
    expect(html.body.data.error).toBe('NOT_FOUND');
  });

  it('every answer carries an x-request-id, fresh per request', async () => {
    const a = await api.get('/api/common/sysConfig');
    const b = await api.get('/api/user/index');
    expect(a.headers['x-request-id']).toEqual(expect.any(String));
    expect(b.headers['x-request-id']).toEqual(expect.any(String));
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('sends security headers, with a CSP that keeps plain-http LAN use working', async () => {
    const res = await api.get('/api/common/sysConfig');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('echoes an incoming x-request-id', async () => {
    const id = `req-${Date.now()}-abc`;
    for (const res of [
      await api.get('/api/common/sysConfig', { headers: { 'x-request-id': id } }),
      await api.get('/api/user/index', { headers: { 'x-request-id': id } }),
      await api.get('/api/missing', { headers: { 'x-request-id': id } }),
    ]) {
      expect(res.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces an x-request-id that is long or not a plain token with a fresh one', async () => {
    for (const sent of ['x'.repeat(15_000), 'x'.repeat(65), 'a b', 'a\tb', 'id;drop', 'é', '<script>']) {
      const res = await api.get('/api/common/sysConfig', { headers: { 'x-request-id': sent } });
      const id = String(res.headers['x-request-id']);
      expect({ sent: sent.slice(0, 20), echoed: id === sent }).toEqual({
        sent: sent.slice(0, 20),
        echoed: false,
      });
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const longest = 'A-z_0.9'.repeat(9).slice(0, 64);
    const kept = await api.get('/api/common/sysConfig', { headers: { 'x-request-id': longest } });
    expect(kept.headers['x-request-id']).toBe(longest);
  });
});

describe('language', () => {
  const unauthorized = Object.fromEntries(LANGUAGES.map((l) => [l, messages.UNAUTHORIZED[l]]));
  const msgFor = async (headers: Record<string, string>) =>
    (await api.get('/api/user/index', { headers })).body.msg;

  it('the lang header picks each of the four languages', async () => {
    for (const lang of LANGUAGES) expect(await msgFor({ lang })).toBe(unauthorized[lang]);
  });

  it('the lang header wins over Accept-Language', async () => {
    expect(await msgFor({ lang: 'ja', 'accept-language': 'en' })).toBe(unauthorized.ja);
    expect(await msgFor({ lang: 'zh-Hant', 'accept-language': 'en-US,en;q=0.9' })).toBe(
      unauthorized['zh-Hant'],
    );
  });

  it('Accept-Language picks the best supported language by q-value', async () => {
    expect(await msgFor({ 'accept-language': 'fr;q=1, ja;q=0.5, en;q=0.8' })).toBe(unauthorized.en);
    expect(await msgFor({ 'accept-language': 'de-DE, ja-JP;q=0.9, en;q=0.2' })).toBe(unauthorized.ja);
    expect(await msgFor({ 'accept-language': 'zh-TW' })).toBe(unauthorized['zh-Hant']);
    expect(await msgFor({ 'accept-language': 'en-GB' })).toBe(unauthorized.en);
  });

  it('an unknown language falls back to Accept-Language, then to zh-Hans', async () => {
    expect(await msgFor({ lang: 'xx', 'accept-language': 'en' })).toBe(unauthorized.en);
    expect(await msgFor({ 'accept-language': 'fr, de;q=0.5' })).toBe(unauthorized['zh-Hans']);
    expect(await msgFor({ lang: 'klingon' })).toBe(unauthorized['zh-Hans']);
    expect(await msgFor({})).toBe(unauthorized['zh-Hans']);
  });

  it('validation messages follow the language too', async () => {
    const res = await api.post('/api/user/login', {}, { lang: 'en' });
    expect(res.body.msg).toBe(messages.ACCOUNT_REQUIRED.en);
  });

  describe('pickLanguage', () => {
    it.each([
      ['en', undefined, 'en'],
      ['ja', 'en', 'ja'],
      ['zh-Hant', 'ja', 'zh-Hant'],
      ['ZH-HANS', undefined, 'zh-Hans'],
      ['zh-TW', undefined, 'zh-Hant'],
      ['zh-HK', undefined, 'zh-Hant'],
      ['zh-CN', undefined, 'zh-Hans'],
      ['en-US', undefined, 'en'],
      ['xx', 'ja-JP', 'ja'],
      [undefined, 'fr;q=1, ja;q=0.5, en;q=0.8', 'en'],
      [undefined, 'en;q=0.1, zh-Hant;q=0.9', 'zh-Hant'],
      [undefined, 'ja;q=0, en;q=0.5', 'en'],
      [undefined, 'fr, de', 'zh-Hans'],
      [undefined, '', 'zh-Hans'],
      [undefined, ';;;,,,q=', 'zh-Hans'],
      [undefined, undefined, 'zh-Hans'],
      [['en'], ['ja'], 'zh-Hans'],
      [42, null, 'zh-Hans'],
    ] as const)('lang %j, Accept-Language %j → %s', (lang, accept, expected) => {
      expect(pickLanguage(lang, accept)).toBe(expected);
    });
  });
});

describe('messages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('the four languages are the ones of the contract', () => {
    expect([...LANGUAGES].sort()).toEqual(['en', 'ja', 'zh-Hans', 'zh-Hant']);
  });

  it.each(Object.keys(messages))('%s has text and the same placeholders in every language', (name) => {
    const text = messages[name as keyof typeof messages] as Record<string, string>;
    expect(Object.keys(text).sort()).toEqual(['en', 'ja', 'zh-Hans', 'zh-Hant']);
    const expected = placeholders(text['zh-Hans'] ?? '');
    for (const lang of LANGUAGES) {
      expect(text[lang]?.trim(), `${name} ${lang}`).toBeTruthy();
      expect(placeholders(text[lang] ?? ''), `${name} ${lang}`).toEqual(expected);
    }
  });
});
