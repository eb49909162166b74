/**
 * Sensitive changes to an account (issue 34, items 1 and 3): a password reset, a new payment password,
 * a new mobile or e-mail. Each asks for the 2FA code when it is on (before any message code is spent)
 * and starts the hold on withdrawals, which the security overview shows with its end.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { type Api, client, createTestApp, expectError, type TestApp } from '../../test/harness.ts';
import { codeNow, enableTotp, nextStep } from '../../test/security.ts';
import { PASSWORD, PAY_PASSWORD, signUp } from '../../test/users.ts';

const HOUR = 3_600_000;

let app: TestApp;
let api: Api;
beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
});
afterAll(() => app.dispose());
beforeEach(() => app.clock.freeze());
afterEach(() => app.clock.thaw());

let nextMobile = 13_500_000_000 + Math.floor(Math.random() * 1e6) * 100;
const freshMobile = () => String(nextMobile++);
const lastCode = (to: string, event: string) =>
  app
    .outbox()
    .filter((m) => m.to === to && m.event === event)
    .at(-1)?.code ?? '';
const overviewOf = async (token: string) => (await api.get('/api/security/overview', { token })).body.data;
const holdEndsIn = (hours: number) => new Date(app.clock.now().getTime() + hours * HOUR).toISOString();

describe('a password reset', () => {
  it('asks for the 2FA code before spending the message code, then holds withdrawals for 24 h', async () => {
    const { mobile, token } = await signUp(app);
    const { secret } = await enableTotp(app, token);
    // Turning 2FA on holds withdrawals too: let that hold run out, so the reset's own is seen.
    app.clock.advance(25 * HOUR);
    await api.post('/api/sms/send', { mobile, event: 'resetpwd' });
    const body = { mobile, code: lastCode(mobile, 'resetpwd'), newPassword: 'brand-new-1' };
    expectError(await api.post('/api/user/resetpwd', body), 'TOTP_REQUIRED');
    const res = await api.post('/api/user/resetpwd', { ...body, totpCode: codeNow(app, secret) });
    expect(res.body.code, res.body.msg).toBe(1);
    const until = holdEndsIn(24);
    nextStep(app);
    const signIn = await api.post('/api/user/login', {
      account: mobile,
      password: 'brand-new-1',
      totpCode: codeNow(app, secret),
    });
    expect(signIn.body.code, signIn.body.msg).toBe(1);
    const overview = await overviewOf(signIn.body.data.userinfo.token);
    expect(overview.lock).toEqual({ reason: 'password_reset', until });
    expect(overview.events.map((e: { kind: string }) => e.kind)).toContain('password_reset');
  });
});

describe('the payment password', () => {
  it('changed: asks for the 2FA code, then holds withdrawals for 24 h', async () => {
    const { mobile, token } = await signUp(app);
    const { secret } = await enableTotp(app, token);
    app.clock.advance(25 * HOUR);
    await api.post('/api/sms/send', { mobile, event: 'paypwd' });
    const body = { payPassword: '135790', code: lastCode(mobile, 'paypwd') };
    expectError(await api.post('/api/user/payPassword', body, { token }), 'TOTP_REQUIRED');
    const res = await api.post(
      '/api/user/payPassword',
      { ...body, totpCode: codeNow(app, secret) },
      { token },
    );
    expect(res.body.code, res.body.msg).toBe(1);
    const overview = await overviewOf(token);
    expect(overview.lock).toEqual({ reason: 'pay_password_changed', until: holdEndsIn(24) });
    expect(overview.events[0]).toMatchObject({ kind: 'pay_password_changed' });
  });

  it('set for the first time: no hold (nothing could be paid before it)', async () => {
    const mobile = freshMobile();
    await api.post('/api/sms/send', { mobile, event: 'register' });
    const reg = await api.post('/api/user/register', {
      mobile,
      code: lastCode(mobile, 'register'),
      password: PASSWORD,
      inviteCode: DEMO.rootInviteCode,
    });
    const token = reg.body.data.userinfo.token;
    await api.post('/api/sms/send', { mobile, event: 'paypwd' });
    const res = await api.post(
      '/api/user/payPassword',
      { payPassword: '135790', code: lastCode(mobile, 'paypwd') },
      { token },
    );
    expect(res.body.code, res.body.msg).toBe(1);
    expect((await overviewOf(token)).lock).toBeNull();
  });
});

describe('a new mobile or e-mail', () => {
  it('needs a code sent to the new mobile and the payment password, then holds withdrawals for 48 h', async () => {
    const { mobile, token } = await signUp(app);
    const next = freshMobile();
    await api.post('/api/sms/send', { mobile: next, event: 'changemobile' });
    const code = lastCode(next, 'changemobile');
    expect(code).toMatch(/^\d{6}$/);
    const wrongPay = await api.post(
      '/api/user/changemobile',
      { mobile: next, code, payPassword: '000000' },
      { token },
    );
    expectError(wrongPay, 'PAY_PASSWORD_WRONG_LEFT');
    const res = await api.post(
      '/api/user/changemobile',
      { mobile: next, code, payPassword: PAY_PASSWORD },
      { token },
    );
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data.mobile).toBe(next);
    // The account is reached by the new number now, not the old one.
    expect((await api.post('/api/user/login', { account: next, password: PASSWORD })).body.code).toBe(1);
    expectError(await api.post('/api/user/login', { account: mobile, password: PASSWORD }), 'LOGIN_FAILED');
    const overview = await overviewOf(token);
    expect(overview.lock).toEqual({ reason: 'contact_changed', until: holdEndsIn(48) });
    expect(overview.events[0]).toMatchObject({ kind: 'contact_changed' });
  });

  it('refuses a mobile or e-mail another account has', async () => {
    const { token } = await signUp(app);
    const other = await signUp(app, { email: `taken-${Date.now()}@example.com` });
    expectError(
      await api.post('/api/sms/send', { mobile: other.mobile, event: 'changemobile' }),
      'MOBILE_TAKEN',
    );
    const body = { mobile: other.mobile, code: '123456', payPassword: PAY_PASSWORD };
    expectError(await api.post('/api/user/changemobile', body, { token }), 'MOBILE_TAKEN');
    const email = (await api.get('/api/user/index', { token: other.token })).body.data.userinfo.email;
    const byEmail = { email, code: '123456', payPassword: PAY_PASSWORD };
    expectError(await api.post('/api/user/changeemail', byEmail, { token }), 'EMAIL_TAKEN');
  });

  it('asks for the 2FA code when it is on, and changes the e-mail with it', async () => {
    const { token } = await signUp(app);
    const { secret } = await enableTotp(app, token);
    const email = `changed-${Date.now()}@example.com`;
    await api.post('/api/ems/send', { email, event: 'changeemail' });
    const body = { email, code: lastCode(email, 'changeemail'), payPassword: PAY_PASSWORD };
    expectError(await api.post('/api/user/changeemail', body, { token }), 'TOTP_REQUIRED');
    const res = await api.post(
      '/api/user/changeemail',
      { ...body, totpCode: codeNow(app, secret) },
      { token },
    );
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data.email).toBe(email);
    expect((await overviewOf(token)).lock?.reason).toBe('contact_changed');
  });
});
