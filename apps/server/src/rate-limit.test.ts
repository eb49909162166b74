import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from './lib/messages.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

/** Apps made by a test, disposed after it. */
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.dispose()));
});

async function appWith(env: Record<string, string>) {
  const app = await createTestApp({ env });
  apps.push(app);
  return app;
}

/** A random private address, so parallel runs sharing one Redis never count each other's requests. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function call(
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  opts: { ip?: string; body?: object; lang?: string } = {},
) {
  return app
    .inject({
      method,
      url,
      remoteAddress: opts.ip ?? '127.0.0.1',
      headers: opts.lang ? { lang: opts.lang } : {},
      ...(opts.body ? { payload: opts.body } : {}),
    })
    .then((res) => ({ status: res.statusCode, body: res.json(), headers: res.headers }));
}

const login = { account: '13800000001', password: 'wrong-password1' };

const expectLimited = (
  res: Awaited<ReturnType<typeof call>>,
  lang: 'en' | 'zh-Hans' = 'zh-Hans',
  windowSeconds = 60,
) => {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({
    code: 0,
    msg: messages.RATE_LIMITED[lang],
    data: { error: 'RATE_LIMITED' },
  });
  expect(res.body.time).toMatch(/^\d+$/);
  expect(res.body.data.retryAfter).toBeGreaterThan(0);
  expect(res.body.data.retryAfter).toBeLessThanOrEqual(windowSeconds);
};

describe('rate limits (in memory)', () => {
  it('the 4th sign-in try from one address in a minute is refused with HTTP 429', async () => {
    const app = await appWith({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const res = await call(app, 'POST', '/api/user/login', { ip, body: login });
      expect(res.status).toBe(200);
      expect(res.body.data.error).toBe('LOGIN_FAILED');
    }
    expectLimited(await call(app, 'POST', '/api/user/login', { ip, body: login, lang: 'en' }), 'en');
    expectLimited(await call(app, 'POST', '/api/user/login', { ip, body: login }));
    // Another address still gets through, and the tighter limit is per call: other calls are unaffected.
    expect((await call(app, 'POST', '/api/user/login', { ip: randomIp(), body: login })).status).toBe(200);
    expect((await call(app, 'GET', '/api/common/sysConfig', { ip })).status).toBe(200);
  });

  it('the tighter limit covers the calls that send codes', async () => {
    const app = await appWith({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const ip = randomIp();
    for (let i = 0; i < 2; i++) {
      const res = await call(app, 'POST', '/api/sms/send', { ip, body: { mobile: '1', event: 'register' } });
      expect(res.status).toBe(200);
    }
    expectLimited(await call(app, 'POST', '/api/sms/send', { ip, body: { mobile: '1', event: 'register' } }));
  });

  it('the 6th call from one address with RATE_LIMIT_PER_MINUTE=5 is refused with HTTP 429', async () => {
    const app = await appWith({ RATE_LIMIT_PER_MINUTE: '5' });
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const res = await call(app, 'GET', '/api/common/sysConfig', { ip });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(1);
    }
    const limited = await call(app, 'GET', '/api/common/sysConfig', { ip, lang: 'en' });
    expectLimited(limited, 'en');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await call(app, 'GET', '/api/common/sysConfig', { ip: randomIp() })).status).toBe(200);
  });

  it('pages and files do not count: only calls under /api and /admin-api do', async () => {
    const app = await appWith({ RATE_LIMIT_PER_MINUTE: '3' });
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const page = await app.inject({
        method: 'GET',
        url: '/pages/user/user',
        remoteAddress: ip,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++)
      expect((await call(app, 'GET', '/api/common/sysConfig', { ip })).status).toBe(200);
    expectLimited(await call(app, 'GET', '/admin-api/dashboard', { ip }));
  });
});

/**
 * Spellings of a limited call's path, sent over a real socket (`inject` would tidy dot segments
 * away). Each is either routed to the call, and then counted with its canonical spelling, or
 * refused with 404 before any handler runs: none gets past a limit.
 */
const ROUTED = [
  '/%61pi/user/login',
  '/%61%70%69/user/login',
  '/api/%75ser/login',
  '/api/user/%6C%6F%67%69%6E',
  '/api/user/login?x=1',
];
const REFUSED = [
  '/API/user/login',
  '/Api/User/Login',
  '/%41PI/user/login',
  '//api/user/login',
  '/api//user/login',
  '/api/user/login/',
  '/api/user/login//',
  '/api/./user/login',
  '/api/user/../user/login',
  '/api/%2e%2e/api/user/login',
  '/api/user/%2e/login',
  '/api/user/%2E%2E/user/login',
  '/api%2Fuser%2Flogin',
];

/** An app listening on a local port that takes the caller's address from X-Forwarded-For. */
async function listening(app: TestApp) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  /** Sends `path` exactly as written. */
  return (method: 'GET' | 'POST', path: string, opts: { ip: string; body?: object }) =>
    new Promise<Awaited<ReturnType<typeof call>>>((resolve, reject) => {
      const payload = opts.body ? JSON.stringify(opts.body) : undefined;
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: {
            'x-forwarded-for': opts.ip,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), headers: res.headers }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/** An account that does not exist: wrong tries never lock it, so every answer is LOGIN_FAILED. */
const nobody = { account: '19900000000', password: 'wrong-password1' };

describe('limits apply to the route as routed, however its path is spelt', () => {
  // One app for the table: every case uses its own addresses, and limits count per address.
  let app: TestApp;
  let send: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    app = await createTestApp({
      env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '3' },
    });
    send = await listening(app);
  });
  afterAll(() => app.dispose());

  it.each(ROUTED)('%s is counted with /api/user/login, both ways round', async (spelling) => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      expect((await send('POST', '/api/user/login', { ip, body: nobody })).body.data.error).toBe(
        'LOGIN_FAILED',
      );
    }
    expectLimited(await send('POST', spelling, { ip, body: nobody }));
    const other = randomIp();
    for (let i = 0; i < 3; i++) {
      expect((await send('POST', spelling, { ip: other, body: nobody })).body.data.error).toBe(
        'LOGIN_FAILED',
      );
    }
    expectLimited(await send('POST', '/api/user/login', { ip: other, body: nobody }));
  });

  it.each(REFUSED)('%s is refused with 404 before any handler', async (spelling) => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const res = await send('POST', spelling, { ip, body: nobody });
      expect(res.status).toBe(404);
      expect(res.body.data.error).toBe('NOT_FOUND');
    }
  });

  it('the operator sign-in, code sending and the global limit count odd spellings too', async () => {
    const ip = randomIp();
    const admin = { username: 'nobody', password: 'wrong-password-1' };
    await send('POST', '/admin-api/auth/login', { ip, body: admin });
    await send('POST', '/%61dmin-api/auth/login', { ip, body: admin });
    await send('POST', '/admin-api/%61uth/login', { ip, body: admin });
    expectLimited(await send('POST', '/admin-api/auth/%6Cogin', { ip, body: admin }));
    const sms = { mobile: '13912345678', event: 'register' };
    await send('POST', '/%61pi/sms/send', { ip, body: sms });
    await send('POST', '/api/sms/%73end', { ip, body: sms });
    await send('POST', '/api/%73ms/send', { ip, body: sms });
    expectLimited(await send('POST', '/api/sms/send', { ip, body: sms }));
    const reader = randomIp();
    for (const url of ['/%61pi/common/sysConfig', '/api/common/sysConfig', '/api/%63ommon/sysConfig']) {
      expect((await send('GET', url, { ip: reader })).status).toBe(200);
    }
    expectLimited(await send('GET', '/api/common/%73ysConfig', { ip: reader }));
  });
});

describe('code sending per address per day', () => {
  it('an address gets CODE_SENDS_PER_IP_PER_DAY codes a day, SMS and e-mail together, whatever the spelling', async () => {
    const app = await appWith({ CODE_SENDS_PER_IP_PER_DAY: '3' });
    const ip = randomIp();
    const sms = (n: number) => ({ mobile: `1391234567${n}`, event: 'register' });
    expect((await call(app, 'POST', '/api/sms/send', { ip, body: sms(1) })).body.code).toBe(1);
    expect((await call(app, 'POST', '/%61pi/sms/send', { ip, body: sms(2) })).body.code).toBe(1);
    const email = { email: 'someone@example.com', event: 'register' };
    expect((await call(app, 'POST', '/api/ems/send', { ip, body: email })).body.code).toBe(1);
    const refused = await call(app, 'POST', '/api/sms/send', { ip, body: sms(3) });
    expectLimited(refused, 'zh-Hans', 86_400);
    expect(refused.body.data.retryAfter).toBeGreaterThan(86_000);
    expect((await call(app, 'POST', '/api/sms/send', { ip: randomIp(), body: sms(3) })).body.code).toBe(1);
    // Three codes went out from the limited address and one from the other: the refused one never did.
    expect(app.outbox()).toHaveLength(4);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let redis: Redis;
  const ips: string[] = [];

  afterAll(async () => {
    if (!redis) return;
    // Only this run's keys: the app's name space, ending in one of the addresses this run used.
    // (The global limit's key is `mcc-rl:<ip>`, a call's own limit's `mcc-rl:<method><url>-<ip>`.)
    for (const ip of ips) {
      const keys = [...(await redis.keys(`mcc-rl:${ip}`)), ...(await redis.keys(`mcc-rl:*-${ip}`))];
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis.quit();
  });

  it('two apps on one Redis share the count', async () => {
    redis = new Redis(redisUrl as string);
    const env = { REDIS_URL: redisUrl as string, AUTH_RATE_LIMIT_PER_MINUTE: '4' };
    const [a, b] = [await appWith(env), await appWith(env)];
    const ip = randomIp();
    ips.push(ip);
    // Two on each app: each alone is under the limit of 4, together they reach it.
    for (const app of [a, b, a, b]) {
      expect((await call(app, 'POST', '/api/user/login', { ip, body: login })).status).toBe(200);
    }
    expectLimited(await call(a, 'POST', '/api/user/login', { ip, body: login }));
    expectLimited(await call(b, 'POST', '/api/user/login', { ip, body: login }));
    const keys = await redis.keys(`mcc-rl:*-${ip}`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('the daily code budget of an address is shared too', async () => {
    const env = { REDIS_URL: redisUrl as string, CODE_SENDS_PER_IP_PER_DAY: '2' };
    const [a, b] = [await appWith(env), await appWith(env)];
    const ip = randomIp();
    ips.push(ip);
    const sms = (n: number) => ({ mobile: `1391234560${n}`, event: 'register' });
    expect((await call(a, 'POST', '/api/sms/send', { ip, body: sms(1) })).body.code).toBe(1);
    expect((await call(b, 'POST', '/%61pi/sms/send', { ip, body: sms(2) })).body.code).toBe(1);
    expectLimited(await call(a, 'POST', '/api/sms/send', { ip, body: sms(3) }), 'zh-Hans', 86_400);
  });

  it('the global limit is shared too', async () => {
    const env = { REDIS_URL: redisUrl as string, RATE_LIMIT_PER_MINUTE: '3' };
    const [a, b] = [await appWith(env), await appWith(env)];
    const ip = randomIp();
    ips.push(ip);
    for (const app of [a, b, a]) {
      expect((await call(app, 'GET', '/api/common/sysConfig', { ip })).status).toBe(200);
    }
    expectLimited(await call(b, 'GET', '/api/common/sysConfig', { ip }));
  });
});
