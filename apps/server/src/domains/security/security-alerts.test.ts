/**
 * The user centre's security alerts (issue 34, item 4): the alarming events since the user last opened
 * the security page, counted with the newest of them, in `/api/user/index`; the security page's
 * `events/seen` clears them, the overview alone (which the withdrawal form reads too) does not.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Api, client, createTestApp, dbKind, type TestApp } from '../../test/harness.ts';
import { IPHONE, tokenFrom, WINDOWS_EDGE } from '../../test/sign-in.ts';
import { signUp } from '../../test/users.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  api = client(app);
});
afterAll(() => app.dispose());
beforeEach(() => app.clock.freeze());
afterEach(() => app.clock.thaw());

const PHONE = { agent: IPHONE, ip: '203.0.113.57', deviceId: 'alert-phone-000000000001' };
const PC = { agent: WINDOWS_EDGE, ip: '198.51.100.20', deviceId: 'alert-pc-0000000000000001' };
const MINUTE = 60_000;

const alertsOf = async (token: string) =>
  (await api.get('/api/user/index', { token })).body.data.securityAlerts;
const seen = async (token: string) =>
  expect((await api.post('/api/security/events/seen', null, { token })).body.code).toBe(1);

describe(`the user centre's security alerts (${dbKind})`, () => {
  it('a new device’s sign-in is one alert with its event until the security page is opened', async () => {
    const { mobile, token } = await signUp(app);
    const quiet = await signUp(app);
    expect(await alertsOf(token)).toEqual({ count: 0, latest: null });

    app.clock.advance(MINUTE);
    await tokenFrom(api, mobile, PHONE);
    // Asked at the same moment (one shared statement), each user gets their own.
    const [mine, theirs] = await Promise.all([alertsOf(token), alertsOf(quiet.token)]);
    expect(theirs).toEqual({ count: 0, latest: null });
    expect(mine).toEqual({
      count: 1,
      latest: {
        kind: 'sign_in_new_device',
        device: 'iPhone · Safari',
        ip: '203.0.113.*',
        at: app.clock.now().toISOString(),
      },
    });

    // The overview alone (the withdrawal form, a 2FA field) is not the user looking at the page.
    expect((await api.get('/api/security/overview', { token })).body.code).toBe(1);
    expect((await alertsOf(token)).count).toBe(1);
    await seen(token);
    expect(await alertsOf(token)).toEqual({ count: 0, latest: null });
  });

  it('counts what came after the page was seen, newest first', async () => {
    const { user, mobile, token } = await signUp(app);
    app.clock.advance(MINUTE);
    await tokenFrom(api, mobile, PHONE);
    await seen(token);

    app.clock.advance(MINUTE);
    await tokenFrom(api, mobile, PC);
    app.clock.advance(MINUTE);
    const added = app.clock.now().toISOString();
    await app.services.security.record(user.id, 'address_added', {
      device: 'Windows · Chrome',
      ip: '198.51.100.*',
    });
    expect(await alertsOf(token)).toEqual({
      count: 2,
      latest: { kind: 'address_added', device: 'Windows · Chrome', ip: '198.51.100.*', at: added },
    });
  });

  it('does not count a change that does not alarm (the anti-phishing code, a sign-out, 2FA on)', async () => {
    const { user, token } = await signUp(app);
    app.clock.advance(MINUTE);
    const code = await api.post('/api/security/anti-phishing', { code: 'Lotus2026' }, { token });
    expect(code.body.code, code.body.msg).toBe(1);
    const from = { device: 'iPhone · Safari', ip: '203.0.113.*' };
    await app.services.security.record(user.id, 'sessions_ended', from);
    await app.services.security.record(user.id, 'totp_on', from);
    expect(await alertsOf(token)).toEqual({ count: 0, latest: null });
    // An operator's reset of the authenticator alarms, with no device of the user's.
    await app.services.security.record(user.id, 'totp_reset', { device: '', ip: '' });
    expect((await alertsOf(token)).latest).toMatchObject({ kind: 'totp_reset', device: '' });
  });

  it('opening the page with nothing new to see answers ok and leaves later alerts counted', async () => {
    const { mobile, token } = await signUp(app);
    await seen(token);
    app.clock.advance(MINUTE);
    await tokenFrom(api, mobile, PC);
    expect((await alertsOf(token)).latest?.device).toBe('Windows · Edge');
  });
});
