import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, direct, openTestApp, type TestApp } from '../test/harness.ts';
import { signUp } from '../test/users.ts';

let app: TestApp;
let other: TestApp | Awaited<ReturnType<TestApp['twin']>>;
let api: Api;
let second: Api;
let operator: { headers: Record<string, string> };
let token: string;
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  let tokens: Record<'super', string>;
  ({ app, tokens } = await openTestApp('super'));
  operator = { headers: bearer(tokens.super) };
  // On PostgreSQL the reads go to a second server; PGlite has one (and keeps nothing).
  other = onPostgres ? await app.twin() : app;
  api = direct(app);
  second = direct(other);
  ({ token } = await signUp(app));
});
afterAll(async () => {
  if (other !== app) await other.close();
  await app.dispose();
});

const home = async () => (await second.get('/api/index/index', { token })).body.data;
const headline = (title: string) => (data: { notices: { title: string }[] }) =>
  data.notices.some((n) => n.title === title);

async function postNotice(title: string, publishAt?: Date) {
  const body = {
    title: { 'zh-Hans': title },
    content: { 'zh-Hans': `<p>${title}</p>` },
    important: true,
    publishAt: publishAt?.toISOString(),
  };
  expect((await api.post('/admin-api/notices', body, operator)).body.code).toBe(1);
}

describe('reads every user shares (the NFT home, prices, products)', () => {
  it('show a write made on another server on the very next call, though they were kept', async () => {
    const before = await home();
    expect(await home()).toEqual(before);
    await postNotice('Shared read 1');
    expect(headline('Shared read 1')(await home())).toBe(true);
  });

  it('show what changes by the clock alone once that time has come', async () => {
    const soon = new Date(app.clock.now().getTime() + 60_000);
    await postNotice('Shared read 2', soon);
    expect(headline('Shared read 2')(await home())).toBe(false);
    expect(headline('Shared read 2')(await home())).toBe(false);
    app.clock.advance(61_000);
    expect(headline('Shared read 2')(await home())).toBe(true);
  });

  it('show a new staking product at once', async () => {
    const index = async () => (await second.get('/api/pledge/index', { token })).body.data;
    const count = (await index()).products.length;
    const created = await api.post(
      '/admin-api/pledge/products',
      {
        name: { 'zh-Hans': '共享读取' },
        termDays: 7,
        dailyRateBp: 50,
        minAmount: '1',
        maxAmount: '100',
        quota: '1000',
        open: true,
        sort: 0,
      },
      operator,
    );
    expect(created.body.code).toBe(1);
    expect((await index()).products.length).toBe(count + 1);
  });
});
