import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { bearer, createTestApp, dbKind, operatorToken, type TestApp } from '../../test/harness.ts';
import { signUp } from '../../test/users.ts';
import { createPriceStream } from './market-stream.ts';

/** The price stream, read as the web app reads it. */
const openStream = (base: string, token: string, lastEventId?: number) =>
  openEventStream(`${base}/api/market/stream`, token, 'price', lastEventId);

/** Waits until the server holds `n` open streams (closing is noticed when the socket closes). */
async function streamsBecome(app: App, n: number) {
  const deadline = Date.now() + 5_000;
  while (app.services.priceStream.size() !== n && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  expect(app.services.priceStream.size()).toBe(n);
}

async function listening(app: App) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

describe(`live prices (${dbKind}, in-process)`, () => {
  let app: TestApp;
  let base: string;
  let operator: string;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await listening(app);
    operator = await operatorToken(app, 'operations');
    ({ token } = await signUp(app));
  });
  afterAll(() => app.dispose());
  const setPrice = (symbol: string, price: string) =>
    app.inject({
      method: 'POST',
      url: '/admin-api/market/price',
      headers: bearer(operator),
      payload: { symbol, price },
    });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/market/stream' });
    expect(res.statusCode).toBe(401);
  });

  it('sends the current prices, then every price an operator applies; resumes after Last-Event-ID', async () => {
    await setPrice('MCC', '1.5');
    const stream = await openStream(base, token);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.until((t) => t.includes('"price":"1.5000000000"'));
    const answer = await setPrice('SSK', '0.0042');
    expect(answer.json().code).toBe(1);
    await stream.until((t) => t.includes('"price":"0.0042000000"'));
    const live = stream.events().at(-1);
    expect(live).toMatchObject({
      symbol: 'SSK',
      price: '0.0042000000',
      source: 'operator',
      id: expect.any(Number),
    });
    stream.close();

    // Missed while away: two prices; a reconnect with the last id it saw gets exactly those, in order.
    await setPrice('MCC', '1.6');
    await setPrice('MCC', '1.7');
    const again = await openStream(base, token, live.id);
    await again.until((t) => t.includes('"price":"1.7000000000"'));
    expect(again.events().map((e: { price: string }) => e.price)).toEqual(['1.6000000000', '1.7000000000']);
    again.close();
  });

  it('forgets closed connections, and limits the streams one user holds', async () => {
    await streamsBecome(app, 0);
    const streams = await Promise.all(Array.from({ length: 10 }, () => openStream(base, token)));
    await Promise.all(streams.map((s) => s.until((t) => t.includes('event: price'))));
    expect(app.services.priceStream.size()).toBe(10);
    const eleventh = await app.inject({ method: 'GET', url: '/api/market/stream', headers: { token } });
    expect(eleventh.json().data.error).toBe('STREAM_TOO_MANY');
    for (const s of streams) s.close();
    await streamsBecome(app, 0);
  });

  it('sends heartbeats while nothing happens, and ends its streams when closed', async () => {
    // The server's own stream beats every 15 s; the same hub with a short beat, on a plain HTTP server.
    const hub = createPriceStream({
      market: app.services.market,
      log: app.log,
      heartbeatMs: 20,
      perUser: 1,
      channel: 'test',
    });
    const server = http.createServer((_req, res) => void hub.open(res, 1, undefined, () => {}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const stream = await openStream(`http://127.0.0.1:${port}`, token);
    await stream.until((t) => (t.match(/: ping\n\n/g) ?? []).length >= 2);
    await hub.close();
    expect(hub.size()).toBe(0);
    await expect(stream.until(() => false)).rejects.toThrow('stream ended');
    await new Promise((resolve) => server.close(resolve));
  });

  it('a plan point applied by the job reaches open streams', async () => {
    const stream = await openStream(base, token);
    await stream.until((t) => t.includes('event: price'));
    const at = new Date(app.clock.now().getTime() + 60_000).toISOString();
    const plan = await app.inject({
      method: 'POST',
      url: '/admin-api/market/plans',
      headers: bearer(operator),
      payload: { symbol: 'SSK', points: [{ at, price: '0.0777' }] },
    });
    expect(plan.json().code).toBe(1);
    app.clock.advance(61_000);
    await app.services.market.applyDue();
    await stream.until((t) => t.includes('"price":"0.0777000000","appliedAt"'));
    expect(stream.events().at(-1)).toMatchObject({ source: 'plan', appliedAt: at });
    stream.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl || dbKind !== 'postgres')('live prices across two servers (Redis)', () => {
  let app: TestApp;
  let twin: App;
  beforeAll(async () => {
    app = await createTestApp({ env: { REDIS_URL: redisUrl as string } });
    twin = await app.twin();
    await Promise.all([app.services.priceStream.ready(), twin.services.priceStream.ready()]);
  });
  afterAll(async () => {
    await twin.close();
    await app.dispose();
  });

  it('a price applied on one server reaches the streams of the other', async () => {
    const { token } = await signUp(app);
    const base = await listening(twin);
    const stream = await openStream(base, token);
    await stream.until((t) => t.includes('retry:'));
    const operator = await operatorToken(app, 'operations');
    const res = await app.inject({
      method: 'POST',
      url: '/admin-api/market/price',
      headers: bearer(operator),
      payload: { symbol: 'MCC', price: '9.87' },
    });
    expect(res.json().code).toBe(1);
    await stream.until((t) => t.includes('"price":"9.8700000000"'));
    stream.close();
  });

  it('one user’s streams are capped for the deployment: 40 opened at once over two servers, 10 stream', async () => {
    const { token } = await signUp(app);
    const refusals: string[] = [];
    for (let i = 0; i < 40; i++)
      void (i % 2 ? twin : app)
        .inject({ method: 'GET', url: '/api/market/stream', headers: { token } })
        .then((res) => {
          if (!String(res.headers['content-type']).startsWith('text/event-stream'))
            refusals.push(res.json().data.error);
        });
    await expect.poll(() => refusals.length, { timeout: 5_000 }).toBe(30);
    expect(new Set(refusals)).toEqual(new Set(['STREAM_TOO_MANY']));
    expect(app.services.priceStream.size() + twin.services.priceStream.size()).toBe(10);
  });
});
