import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_APPLICATION } from '../../db/change-feed.ts';
import { type Api, bearer, direct, openTestApp, type TestApp } from '../../test/harness.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';

let app: TestApp;
let api: Api;
let tokens: Record<'super', string>;
beforeAll(async () => {
  ({ app, tokens } = await openTestApp('super'));
  api = direct(app);
});
afterAll(() => app.dispose());

const onPostgres = process.env.TEST_DB === 'postgres';
const balance = (on: Api, token: string) => on.get('/api/user/balance', { token });
const suspend = (on: Api, userId: number) =>
  on.post(`/admin-api/users/${userId}/status`, { status: 'suspended' }, { headers: bearer(tokens.super) });

/** Two reads of one token: the second comes from the cache (on either database). */
async function warm(on: Api, services: TestApp['services'], token: string) {
  const before = services.auth.sessionStats().hits;
  for (let i = 0; i < 2; i++) expect((await balance(on, token)).status).toBe(200);
  expect(services.auth.sessionStats().hits - before).toBe(1);
}

describe('a signed-in read on one server', () => {
  it('is refused on the very next call after logout, though the token was cached', async () => {
    const { token } = await signUp(app);
    await warm(api, app.services, token);
    expect((await api.get('/api/user/logout', { token })).status).toBe(200);
    expect((await balance(api, token)).status).toBe(401);
  });

  it('is refused on the very next call once an operator suspends the user', async () => {
    const { user, token } = await signUp(app);
    await warm(api, app.services, token);
    expect((await suspend(api, user.id)).body.code).toBe(1);
    expect((await balance(api, token)).status).toBe(401);
  });

  it('sees a profile edit at once (the cached row goes with it)', async () => {
    const { token } = await signUp(app);
    await warm(api, app.services, token);
    expect((await api.post('/api/user/profile', { nickname: 'Renamed' }, { token })).body.code).toBe(1);
    expect((await api.get('/api/user/index', { token })).body.data.userinfo.nickname).toBe('Renamed');
  });
});

describe.runIf(onPostgres)('two servers on one PostgreSQL', () => {
  let other: Awaited<ReturnType<TestApp['twin']>>;
  let second: Api;
  beforeAll(async () => {
    other = await app.twin();
    second = direct(other);
  });
  afterAll(() => other.close());

  it('refuse a token logged out on the other on the very next call', async () => {
    const { token } = await signUp(app);
    await warm(second, other.services, token);
    expect((await api.get('/api/user/logout', { token })).status).toBe(200);
    expect((await balance(second, token)).status).toBe(401);
  });

  it('refuse every one of 20 tokens logged out at once on the other (writers share rounds of the feed)', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => signUp(app)));
    for (const { token } of users) await warm(second, other.services, token);
    const after = await Promise.all(
      users.map(async ({ token }) => {
        expect((await api.get('/api/user/logout', { token })).status).toBe(200);
        return (await balance(second, token)).status;
      }),
    );
    expect(after).toEqual(Array(20).fill(401));
  });

  it('refuse a user suspended on the other on the very next call', async () => {
    const { user, token } = await signUp(app);
    await warm(second, other.services, token);
    await warm(api, app.services, token);
    expect((await suspend(api, user.id)).body.code).toBe(1);
    expect((await balance(second, token)).status).toBe(401);
    expect((await balance(api, token)).status).toBe(401);
  });

  it('serve settings written on the other on the very next call', async () => {
    const before = (await second.get('/api/common/sysConfig')).body.data;
    const current = (await api.get('/admin-api/settings', { headers: bearer(tokens.super) })).body.data;
    const name = `${current.siteName ?? 'MCC'}+`;
    const saved = await api.post(
      '/admin-api/settings',
      { ...current, siteName: name },
      { headers: bearer(tokens.super) },
    );
    expect(saved.body.code).toBe(1);
    const after = (await second.get('/api/common/sysConfig')).body.data;
    expect(after.siteName).toBe(name);
    expect(after.siteName).not.toBe(before.siteName);
  });

  it.each([
    [
      'a statement’s counterparty',
      async (payer: string) =>
        (await second.get('/api/fund/usdtDetail', { token: payer })).body.data.list[0].counterparty,
    ],
    [
      'a transfer recipient, its lookup by UID kept',
      async (payer: string, payeeUid: string) =>
        (await second.get(`/api/fund/recipient?to=${payeeUid}`, { token: payer })).body.data,
    ],
  ])('name a user by their new nickname on the very next call of the other (%s)', async (_, shown) => {
    const payer = await signUp(app, { usdt: '5' });
    const payee = await signUp(app);
    const sent = { to: payee.user.uid, amount: '1', payPassword: PAY_PASSWORD };
    expect((await api.post('/api/fund/transfer', sent, { token: payer.token })).body.code).toBe(1);
    const payeeShown = () => shown(payer.token, payee.user.uid);
    expect(await payeeShown()).toMatchObject({ uid: payee.user.uid, nickname: 'T****r' });
    expect(await payeeShown()).toMatchObject({ nickname: 'T****r' });
    const renamed = await api.post('/api/user/profile', { nickname: 'Zed New' }, { token: payee.token });
    expect(renamed.body.code).toBe(1);
    expect(await payeeShown()).toMatchObject({ uid: payee.user.uid, nickname: 'Z****w' });
  });

  it('hold a round of the feed for a write that changed something cached, and only then', async () => {
    const payer = await signUp(app, { usdt: '5' });
    const payee = await signUp(app);
    const rounds = () => app.feed.stats().rounds;
    const pay = async () => {
      const before = rounds();
      const sent = { to: payee.user.uid, amount: '1', payPassword: PAY_PASSWORD };
      expect((await api.post('/api/fund/transfer', sent, { token: payer.token })).body.code).toBe(1);
      return rounds() - before;
    };
    // The first payment checks the payment password the counted way, which writes the payer's row.
    expect(await pay()).toBe(1);
    // Later ones write the ledger, the transfer and the key only: nothing any server caches.
    expect(await pay()).toBe(0);
    expect(await pay()).toBe(0);
    const before = rounds();
    expect(
      (await api.post('/api/user/profile', { nickname: 'Renamed' }, { token: payer.token })).body.code,
    ).toBe(1);
    expect(rounds() - before).toBe(1);
    // And the other server sees the edit on the very next call.
    expect((await second.get('/api/user/index', { token: payer.token })).body.data.userinfo.nickname).toBe(
      'Renamed',
    );
  });

  it('drop a user changed behind the app (a job, psql) once the change is announced', async () => {
    const { user, token } = await signUp(app);
    await warm(second, other.services, token);
    await app.database.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${user.id}`);
    // No route answered, so nobody waited for the feed: one round of it stands in for the short wait.
    await app.feed.sync();
    expect((await balance(second, token)).status).toBe(401);
  });

  it('read from the database while the listener is away, and cache again once it is back', async () => {
    const { user, token } = await signUp(app);
    await warm(second, other.services, token);
    await app.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = ${FEED_APPLICATION} AND datname = current_database()`,
    );
    await until(() => !app.feed.live() && !other.feed.live());
    // Nothing announces this change now, and yet no server serves the old row.
    await app.database.db.execute(sql`UPDATE users SET nickname = 'Unannounced' WHERE id = ${user.id}`);
    const seen = await second.get('/api/user/index', { token });
    expect(seen.body.data.userinfo.nickname).toBe('Unannounced');
    await until(() => app.feed.live() && other.feed.live());
    await warm(second, other.services, token);
  });
});

/** Waits (polling every 20 ms, at most 10 s) until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(done()).toBe(true);
}
