import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './db/seed.ts';
import { type Answer, client, createTestApp, expectEnvelope, type TestApp } from './test/harness.ts';

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
  'GET /api/ledger/digests',
  'GET /api/ledger/key',
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
const ID_ONLY_CALLS = [
  '/api/order/cancel',
  '/api/nft/unlist',
  '/api/security/sessions/end',
  '/api/security/addresses/remove',
];

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
    expect(posts.find((op) => op.path === '/api/user/login')?.fields).toEqual([
      'account',
      'password',
      'deviceId',
      'totpCode',
      'deviceCode',
    ]);
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
