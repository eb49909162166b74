/**
 * Sessions and devices (issue 34, item 4): each sign-in is a session with its device's name, its
 * masked address, when it signed in and was last used; the user lists them, ends any one or all the
 * others, and an ended session's token fails on its very next call, on every server.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Api, client, createTestApp, direct, expectError, type TestApp } from '../../test/harness.ts';
import { IPHONE, tokenFrom, WINDOWS_EDGE } from '../../test/sign-in.ts';
import { signUp } from '../../test/users.ts';
import { userDevices } from './auth.tables.ts';
import { RENEW_STEP_MS } from './session-lifetime.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  // Behind a proxy, as in production: the address is the one X-Forwarded-For names.
  // Sessions renew as in production (the harness's 30 idle days equal the cap: nothing would renew).
  app = await createTestApp({ env: { TRUST_PROXY: 'true', SESSION_IDLE_DAYS: '7' } });
  api = client(app);
});
afterAll(() => app.dispose());
beforeEach(() => app.clock.freeze());
afterEach(() => app.clock.thaw());

const PHONE_ID = 'phone-0000000000000001';
const onPostgres = process.env.TEST_DB === 'postgres';
const balance = (on: Api, token: string) => on.get('/api/user/balance', { token });

/** A user signed in three times: by the harness, on an iPhone and on a Windows PC. */
async function threeSessions() {
  const { user, mobile, token } = await signUp(app);
  const phone = await tokenFrom(api, mobile, { agent: IPHONE, ip: '203.0.113.57', deviceId: PHONE_ID });
  const pc = await tokenFrom(api, mobile, {
    agent: WINDOWS_EDGE,
    ip: '2001:db8:85a3::8a2e:370:7334',
    deviceId: 'pc-00000000000000000001',
  });
  return { user, mobile, first: token, phone, pc };
}

const sessionsOf = async (token: string) => {
  const res = await api.get('/api/security/sessions', { token });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as { id: number; device: string; ip: string; lastSeenAt: string; current: boolean }[];
};

describe('the sessions list', () => {
  it('shows each session with its device, masked address and times, and marks the caller’s', async () => {
    const { phone } = await threeSessions();
    const signedInAt = app.clock.now().toISOString();
    const list = await sessionsOf(phone);
    expect(list).toHaveLength(3);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: 'iPhone · Safari', ip: '203.0.113.*', current: true, signedInAt }),
        expect.objectContaining({ device: 'Windows · Edge', ip: '2001:db8:85a3::*', current: false }),
        // The harness's own sign-in: an agent that names no device, from the loopback.
        expect.objectContaining({ device: '', ip: '127.0.0.*', current: false }),
      ]),
    );
  });

  it('moves a session’s last use with its renewal, not the others’', async () => {
    const { phone, pc } = await threeSessions();
    const before = await sessionsOf(phone);
    app.clock.advance(RENEW_STEP_MS + 60_000);
    expect((await balance(api, pc)).status).toBe(200);
    const after = await sessionsOf(phone);
    const pcRow = after.find((s) => s.device === 'Windows · Edge');
    expect(pcRow?.lastSeenAt).toBe(app.clock.now().toISOString());
    // The list puts the most recently used first; the phone's read just now renewed it as well.
    expect(
      after
        .map((s) => s.device)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Windows · Edge', 'iPhone · Safari']);
    const firstBefore = before.find((s) => s.device === '');
    expect(after.find((s) => s.device === '')?.lastSeenAt).toBe(firstBefore?.lastSeenAt);
  });

  it('keeps one device per app id: signing in on it again adds a session, not a device', async () => {
    const { user, mobile } = await threeSessions();
    await tokenFrom(api, mobile, { agent: IPHONE, ip: '198.51.100.9', deviceId: PHONE_ID });
    const devices = await app.database.db.select().from(userDevices).where(eq(userDevices.userId, user.id));
    expect(devices.map((d) => d.name).sort()).toEqual(['', 'Windows · Edge', 'iPhone · Safari']);
    const [phone] = await app.database.db
      .select()
      .from(userDevices)
      .where(and(eq(userDevices.userId, user.id), eq(userDevices.name, 'iPhone · Safari')));
    expect(phone?.lastSeenAt.getTime()).toBe(app.clock.now().getTime());
  });
});

describe('ending sessions', () => {
  it('ends one: its token fails on the next call, the others go on, and the event is recorded', async () => {
    const { phone, pc, first } = await threeSessions();
    const target = (await sessionsOf(phone)).find((s) => s.device === 'Windows · Edge');
    const res = await api.post(
      '/api/security/sessions/end',
      { id: target?.id },
      { token: phone, headers: { 'user-agent': IPHONE } },
    );
    expect(res.body.code, res.body.msg).toBe(1);
    expect((await balance(api, pc)).status).toBe(401);
    for (const t of [phone, first]) expect((await balance(api, t)).status).toBe(200);
    expect(await sessionsOf(phone)).toHaveLength(2);
    const overview = await api.get('/api/security/overview', { token: phone });
    expect(overview.body.data.events[0]).toMatchObject({ kind: 'sessions_ended', device: 'iPhone · Safari' });
    // Gone is gone; and nobody ends another user's session.
    expectError(
      await api.post('/api/security/sessions/end', { id: target?.id }, { token: phone }),
      'SESSION_NOT_FOUND',
    );
    const stranger = await signUp(app);
    const mine = (await sessionsOf(phone)).find((s) => s.current);
    expectError(
      await api.post('/api/security/sessions/end', { id: mine?.id }, { token: stranger.token }),
      'SESSION_NOT_FOUND',
    );
    expect((await balance(api, phone)).status).toBe(200);
  });

  it('ends every other session and keeps the caller’s', async () => {
    const { phone, pc, first } = await threeSessions();
    const bystander = await signUp(app);
    const res = await api.post('/api/security/sessions/end-others', null, { token: pc });
    expect(res.body).toMatchObject({ code: 1, data: { sessions: 2 } });
    for (const t of [phone, first]) expect((await balance(api, t)).status).toBe(401);
    expect((await balance(api, pc)).status).toBe(200);
    expect((await balance(api, bystander.token)).status).toBe(200);
    expect((await sessionsOf(pc)).map((s) => s.current)).toEqual([true]);
  });
});

describe.runIf(onPostgres)('two servers on one PostgreSQL', () => {
  let other: Awaited<ReturnType<TestApp['twin']>>;
  let here: Api;
  let there: Api;
  beforeAll(async () => {
    other = await app.twin();
    // No round of the feed before each call: the answer of the call that ends a session must be enough.
    here = direct(app);
    there = direct(other);
  });
  afterAll(() => other.close());

  /** Two reads on the second server: its token is then in that server's cache. */
  async function warm(token: string) {
    const before = other.services.auth.sessionStats().hits;
    for (let i = 0; i < 2; i++) expect((await balance(there, token)).status).toBe(200);
    expect(other.services.auth.sessionStats().hits - before).toBe(1);
  }

  it('refuse a session ended on the other on its very next call', async () => {
    const { phone, pc } = await threeSessions();
    await warm(pc);
    const target = (await sessionsOf(phone)).find((s) => s.device === 'Windows · Edge');
    expect(
      (await here.post('/api/security/sessions/end', { id: target?.id }, { token: phone })).body.code,
    ).toBe(1);
    expect((await balance(there, pc)).status).toBe(401);
    expect((await balance(there, phone)).status).toBe(200);
  });

  it('refuse every other session ended on the other on its very next call', async () => {
    const { phone, pc, first } = await threeSessions();
    await warm(pc);
    await warm(first);
    expect((await here.post('/api/security/sessions/end-others', null, { token: phone })).body.code).toBe(1);
    expect((await balance(there, pc)).status).toBe(401);
    expect((await balance(there, first)).status).toBe(401);
    expect((await balance(there, phone)).status).toBe(200);
  });
});
