/**
 * Sign-in with account security (issue 34, items 1, 4, 5): the authenticator's code after the right
 * password (codes computed by the tests' own RFC 6238), a recovery code instead; a new device's event
 * and notice; the console's device code; the anti-phishing code heading every message.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { type Api, client, createTestApp, expectError, type TestApp } from '../../test/harness.ts';
import { codeNow, enableTotp, nextStep } from '../../test/security.ts';
import { IPHONE, signInFrom, tokenFrom, WINDOWS_EDGE } from '../../test/sign-in.ts';
import { PASSWORD, signUp } from '../../test/users.ts';
import { userTokens } from './auth.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  api = client(app);
});
afterAll(() => app.dispose());
beforeEach(() => app.clock.freeze());
afterEach(() => app.clock.thaw());

const PHONE = { agent: IPHONE, ip: '203.0.113.57', deviceId: 'phone-0000000000000001' };
const PC = { agent: WINDOWS_EDGE, ip: '198.51.100.20', deviceId: 'pc-00000000000000000001' };

const sessionsOf = async (userId: number) =>
  (await app.database.db.select({ n: count() }).from(userTokens).where(eq(userTokens.userId, userId)))[0]?.n;
const messagesTo = (to: string, event: string) =>
  app.outbox().filter((m) => m.to === to && m.event === event);
const eventsOf = async (token: string) =>
  (await api.get('/api/security/overview', { token })).body.data.events as { kind: string; device: string }[];

async function setNewDeviceCode(on: boolean) {
  const settings = await app.services.settings.get();
  await app.services.settings.update({ ...settings, security: { ...settings.security, newDeviceCode: on } });
}

describe('two-factor sign-in', () => {
  it('asks for the code only after the right password, then signs in with a fresh code, once', async () => {
    const { user, mobile, token } = await signUp(app);
    const { secret } = await enableTotp(app, token);
    const before = await sessionsOf(user.id);
    expectError(
      await api.post('/api/user/login', { account: mobile, password: 'wrong-one' }),
      'LOGIN_FAILED',
    );
    expectError(await api.post('/api/user/login', { account: mobile, password: PASSWORD }), 'TOTP_REQUIRED');
    const wrong = String((Number(codeNow(app, secret)) + 1) % 1e6).padStart(6, '0');
    expectError(
      await api.post('/api/user/login', { account: mobile, password: PASSWORD, totpCode: wrong }),
      'TOTP_INVALID',
    );
    expect(await sessionsOf(user.id)).toBe(before);
    const code = codeNow(app, secret);
    const ok = await api.post('/api/user/login', { account: mobile, password: PASSWORD, totpCode: code });
    expect(ok.body.code, ok.body.msg).toBe(1);
    expect((await api.get('/api/user/index', { token: ok.body.data.userinfo.token })).status).toBe(200);
    // The same code is spent: a second sign-in with it is refused, the next step's code goes through.
    expectError(
      await api.post('/api/user/login', { account: mobile, password: PASSWORD, totpCode: code }),
      'TOTP_USED',
    );
    nextStep(app);
    const again = { account: mobile, password: PASSWORD, totpCode: codeNow(app, secret) };
    expect((await api.post('/api/user/login', again)).body.code).toBe(1);
  });

  it('takes a recovery code instead of the app’s, once, and records its use', async () => {
    const { mobile, token } = await signUp(app);
    const { recoveryCodes } = await enableTotp(app, token);
    const body = { account: mobile, password: PASSWORD, totpCode: recoveryCodes[0] ?? '' };
    const res = await api.post('/api/user/login', body);
    expect(res.body.code, res.body.msg).toBe(1);
    expect((await api.post('/api/user/login', body)).body.code).toBe(0);
    expect((await eventsOf(token)).map((e) => e.kind)).toContain('recovery_code_used');
  });
});

describe('a new device', () => {
  it('is recorded and told to the account’s contacts; a known device, or the first, is not', async () => {
    const { mobile, token } = await signUp(app, { email: `new-device-${Date.now()}@example.com` });
    const email = (await api.get('/api/user/index', { token })).body.data.userinfo.email;
    // The harness's sign-in was the account's first device: signing in on it again is nothing new.
    expect((await api.post('/api/user/login', { account: mobile, password: PASSWORD })).body.code).toBe(1);
    expect(messagesTo(mobile, 'sign_in_new_device')).toEqual([]);

    await tokenFrom(api, mobile, PHONE);
    const [sms] = messagesTo(mobile, 'sign_in_new_device');
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain('iPhone · Safari');
    expect(sms?.text).toContain('203.0.113.*');
    expect(messagesTo(email, 'sign_in_new_device')).toHaveLength(1);
    expect((await eventsOf(token))[0]).toMatchObject({
      kind: 'sign_in_new_device',
      device: 'iPhone · Safari',
    });

    await tokenFrom(api, mobile, PHONE);
    expect(messagesTo(mobile, 'sign_in_new_device')).toHaveLength(1);
  });

  it('is not new when it is the one the account registered on', async () => {
    const mobile = `136${String(Date.now()).slice(-8)}`;
    await api.post('/api/sms/send', { mobile, event: 'register' });
    const code = messagesTo(mobile, 'register').at(-1)?.code;
    const reg = await api.post(
      '/api/user/register',
      { mobile, code, password: PASSWORD, inviteCode: DEMO.rootInviteCode, deviceId: PHONE.deviceId },
      { headers: { 'user-agent': PHONE.agent } },
    );
    expect(reg.body.code, reg.body.msg).toBe(1);
    await tokenFrom(api, mobile, PHONE);
    expect(messagesTo(mobile, 'sign_in_new_device')).toEqual([]);
    await tokenFrom(api, mobile, PC);
    expect(messagesTo(mobile, 'sign_in_new_device')).toHaveLength(1);
  });

  describe('with the console’s device code on', () => {
    beforeEach(() => setNewDeviceCode(true));
    afterEach(() => setNewDeviceCode(false));

    it('sends a code to the account and signs in only with it', async () => {
      const { user, mobile } = await signUp(app);
      const before = await sessionsOf(user.id);
      const asked = await signInFrom(api, mobile, PHONE);
      expectError(asked, 'DEVICE_CODE_REQUIRED');
      expect(asked.body.data.to).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
      const code = messagesTo(mobile, 'newdevice').at(-1)?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
      expectError(await signInFrom(api, mobile, PHONE, { deviceCode: wrong }), 'CODE_INVALID');
      expect(await sessionsOf(user.id)).toBe(before);
      // Asking again at once is the code service's resend limit.
      expectError(await signInFrom(api, mobile, PHONE), 'CODE_SEND_TOO_SOON');
      const ok = await signInFrom(api, mobile, PHONE, { deviceCode: code });
      expect(ok.body.code, ok.body.msg).toBe(1);
      expect(messagesTo(mobile, 'sign_in_new_device')).toHaveLength(1);
      // Known now: no code the next time.
      expect((await signInFrom(api, mobile, PHONE)).body.code).toBe(1);
    });

    it('keeps the 2FA code unspent while the device code is asked for', async () => {
      const { mobile, token } = await signUp(app);
      const { secret } = await enableTotp(app, token);
      const totpCode = codeNow(app, secret);
      expectError(await signInFrom(api, mobile, PHONE), 'TOTP_REQUIRED');
      expectError(await signInFrom(api, mobile, PHONE, { totpCode }), 'DEVICE_CODE_REQUIRED');
      const deviceCode = messagesTo(mobile, 'newdevice').at(-1)?.code ?? '';
      const ok = await signInFrom(api, mobile, PHONE, { totpCode, deviceCode });
      expect(ok.body.code, ok.body.msg).toBe(1);
    });
  });
});

describe('the anti-phishing code', () => {
  it('heads every message to a user who set one, in their language; others’ start as before', async () => {
    const { mobile, token } = await signUp(app);
    const set = await api.post('/api/security/anti-phishing', { code: 'BlueSky42' }, { token });
    expect(set.body.code, set.body.msg).toBe(1);
    await api.post('/api/sms/send', { mobile, event: 'paypwd' }, { lang: 'en' });
    expect(messagesTo(mobile, 'paypwd').at(-1)?.text).toMatch(/^Anti-phishing code: BlueSky42\n\[MCC\] /);
    await signInFrom(api, mobile, PHONE);
    expect(messagesTo(mobile, 'sign_in_new_device').at(-1)?.text).toMatch(/^防钓鱼码：BlueSky42\n【MCC】/);

    const other = await signUp(app);
    await api.post('/api/sms/send', { mobile: other.mobile, event: 'paypwd' }, { lang: 'en' });
    expect(messagesTo(other.mobile, 'paypwd').at(-1)?.text).toMatch(/^\[MCC\] /);
  });
});
