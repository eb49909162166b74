import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
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

const expectLimited = (res: Awaited<ReturnType<typeof call>>, lang: 'en' | 'zh-Hans' = 'zh-Hans') => {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({
    code: 0,
    msg: messages.RATE_LIMITED[lang],
    data: { error: 'RATE_LIMITED' },
  });
  expect(res.body.time).toMatch(/^\d+$/);
  expect(res.body.data.retryAfter).toBeGreaterThan(0);
  expect(res.body.data.retryAfter).toBeLessThanOrEqual(60);
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
