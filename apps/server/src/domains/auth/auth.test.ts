import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { client, createTestApp, expectError, type TestApp } from '../../test/harness.ts';
import { credit, signUp } from '../../test/users.ts';

let app: TestApp;
let api: ReturnType<typeof client>;
let nextMobile = 13_900_000_000;
const freshMobile = () => String(nextMobile++);

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
});
afterAll(() => app.dispose());

const lastCode = (to: string, event: string) => {
  const m = app
    .outbox()
    .filter((x) => x.to === to && x.event === event)
    .at(-1);
  if (!m) throw new Error(`no ${event} message to ${to}`);
  return m.code;
};
/** A code that is certainly not the one sent. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function registerUser(mobile = freshMobile(), password = 'secret123') {
  expect((await api.post('/api/sms/send', { mobile, event: 'register' })).body.code).toBe(1);
  const res = await api.post('/api/user/register', {
    mobile,
    code: lastCode(mobile, 'register'),
    password,
    inviteCode: DEMO.rootInviteCode,
  });
  expect(res.body.code).toBe(1);
  return { mobile, password, token: res.body.data.userinfo.token as string, res };
}

describe('register', () => {
  it('registers with a code read from the outbox, and the token works on /api/user/index', async () => {
    const { mobile, token, res } = await registerUser();
    const info = res.body.data.userinfo;
    expect(info).toMatchObject({ mobile, expiresIn: 30 * 86_400 });
    expect(info.uid).toMatch(/^[1-9]\d{7}$/);
    expect(info.inviteCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const me = await api.get('/api/user/index', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.userinfo.uid).toBe(info.uid);
    expect(me.body.data.inviter.nickname).toBe('MCC');
    expect(me.body.data.directMembers).toBe(0);
    const message = app.outbox().at(-1);
    expect(message).toMatchObject({ channel: 'sms', to: mobile, event: 'register' });
    expect(message?.text).toContain(message?.code);
    // Someone the new user invites counts at once on the user centre.
    const inviteeMobile = freshMobile();
    await api.post('/api/sms/send', { mobile: inviteeMobile, event: 'register' });
    const invitee = await api.post('/api/user/register', {
      mobile: inviteeMobile,
      code: lastCode(inviteeMobile, 'register'),
      password: 'invitee-pass-1',
      inviteCode: info.inviteCode,
    });
    expect(invitee.body.code).toBe(1);
    const after = await api.get('/api/user/index', { token });
    expect(after.body.data.directMembers).toBe(1);
    expect(
      (await api.get('/api/user/index', { token: invitee.body.data.userinfo.token })).body.data.inviter,
    ).toEqual({ uid: info.uid, nickname: info.nickname });
  });

  it('registers by e-mail, case-insensitively, through ems/send', async () => {
    const res = await api.post('/api/ems/send', { email: 'Alice@Example.com', event: 'register' });
    expect(res.body).toMatchObject({ code: 1, data: { retryAfter: 60 } });
    const reg = await api.post('/api/user/register', {
      email: 'alice@example.com',
      code: lastCode('alice@example.com', 'register'),
      password: 'secret123',
      inviteCode: 'mcc888',
    });
    expect(reg.body.data.userinfo.email).toBe('alice@example.com');
    expect(app.outbox().at(-1)?.channel).toBe('email');
  });

  it('refuses a wrong code and an expired code', async () => {
    const mobile = freshMobile();
    await api.post('/api/sms/send', { mobile, event: 'register' });
    const code = lastCode(mobile, 'register');
    const body = { mobile, password: 'secret123', inviteCode: DEMO.rootInviteCode };
    expectError(await api.post('/api/user/register', { ...body, code: wrongCode(code) }), 'CODE_INVALID');
    app.clock.advance(10 * 60_000 + 1);
    expectError(await api.post('/api/user/register', { ...body, code }), 'CODE_EXPIRED');
  });

  it('refuses a code that was already used', async () => {
    const { mobile } = await registerUser();
    await api.post('/api/sms/send', { mobile, event: 'resetpwd' });
    const code = lastCode(mobile, 'resetpwd');
    expect(
      (await api.post('/api/user/resetpwd', { mobile, code, newPassword: 'changed123' })).body.code,
    ).toBe(1);
    expectError(
      await api.post('/api/user/resetpwd', { mobile, code, newPassword: 'again1234' }),
      'CODE_USED',
    );
    expect((await api.post('/api/user/login', { account: mobile, password: 'changed123' })).body.code).toBe(
      1,
    );
  });

  it('kills a code after five wrong tries: the sixth try fails even with the right code', async () => {
    const mobile = freshMobile();
    await api.post('/api/sms/send', { mobile, event: 'register' });
    const code = lastCode(mobile, 'register');
    const body = { mobile, password: 'secret123', inviteCode: DEMO.rootInviteCode };
    for (let i = 0; i < 5; i++) {
      expectError(await api.post('/api/user/register', { ...body, code: wrongCode(code) }), 'CODE_INVALID');
    }
    expectError(await api.post('/api/user/register', { ...body, code }), 'CODE_TOO_MANY_TRIES');
  });

  it('refuses a resend within 60 s with the seconds left, and allows it after', async () => {
    const mobile = freshMobile();
    expect((await api.post('/api/sms/send', { mobile, event: 'register' })).body.code).toBe(1);
    app.clock.advance(15_000);
    const again = await api.post('/api/sms/send', { mobile, event: 'register' }, { lang: 'en' });
    expectError(again, 'CODE_SEND_TOO_SOON');
    expect(again.body.data.retryAfter).toBe(45);
    expect(again.body.msg).toContain('45');
    app.clock.advance(45_000);
    expect((await api.post('/api/sms/send', { mobile, event: 'register' })).body.code).toBe(1);
  });

  it('allows at most ten codes per target a day', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 10; i++) {
      expect((await api.post('/api/sms/send', { mobile, event: 'register' })).body.code).toBe(1);
      app.clock.advance(61_000);
    }
    expectError(await api.post('/api/sms/send', { mobile, event: 'register' }), 'CODE_DAILY_LIMIT');
    app.clock.advance(86_400_000);
    expect((await api.post('/api/sms/send', { mobile, event: 'register' })).body.code).toBe(1);
  });

  it('requires a valid invite code and a free mobile', async () => {
    const mobile = freshMobile();
    await api.post('/api/sms/send', { mobile, event: 'register' });
    const code = lastCode(mobile, 'register');
    expectError(
      await api.post('/api/user/register', { mobile, code, password: 'secret123' }),
      'INVITE_CODE_REQUIRED',
    );
    expectError(
      await api.post('/api/user/register', { mobile, code, password: 'secret123', inviteCode: 'ZZZZZZ' }),
      'INVITE_CODE_INVALID',
    );
    expectError(await api.post('/api/sms/send', { mobile: DEMO.mobile, event: 'register' }), 'MOBILE_TAKEN');
  });
});

describe('login', () => {
  it('signs in by mobile or UID and answers the user with a token', async () => {
    const { mobile, password, res } = await registerUser();
    const byMobile = await api.post('/api/user/login', { account: mobile, password });
    expect(byMobile.body.data.userinfo.mobile).toBe(mobile);
    const byUid = await api.post('/api/user/login', { account: res.body.data.userinfo.uid, password });
    expect(byUid.body.code).toBe(1);
    expect(byUid.body.data.userinfo.token).not.toBe(byMobile.body.data.userinfo.token);
  });

  it('locks the account after five wrong passwords in 15 minutes, for 15 minutes', async () => {
    const { mobile, password } = await registerUser();
    for (let i = 0; i < 4; i++) {
      expectError(
        await api.post('/api/user/login', { account: mobile, password: 'wrong1234' }),
        'LOGIN_FAILED',
      );
    }
    expectError(
      await api.post('/api/user/login', { account: mobile, password: 'wrong1234' }),
      'ACCOUNT_LOCKED',
    );
    const locked = await api.post('/api/user/login', { account: mobile, password }, { lang: 'en' });
    expectError(locked, 'ACCOUNT_LOCKED');
    expect(locked.body.msg).toContain('15 min');
    app.clock.advance(15 * 60_000 + 1);
    expect((await api.post('/api/user/login', { account: mobile, password })).body.code).toBe(1);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const { mobile, password } = await registerUser();
    for (let i = 0; i < 4; i++) await api.post('/api/user/login', { account: mobile, password: 'wrong1234' });
    app.clock.advance(15 * 60_000 + 1);
    expectError(
      await api.post('/api/user/login', { account: mobile, password: 'wrong1234' }),
      'LOGIN_FAILED',
    );
    expect((await api.post('/api/user/login', { account: mobile, password })).body.code).toBe(1);
  });

  it('answers the same error for an unknown account as for a wrong password', async () => {
    expectError(
      await api.post('/api/user/login', { account: '19999999999', password: 'whatever1' }),
      'LOGIN_FAILED',
    );
  });
});

describe('tokens', () => {
  it('logout revokes the token', async () => {
    const { token } = await registerUser();
    expect((await api.get('/api/user/logout', { token })).body.code).toBe(1);
    expect((await api.get('/api/user/index', { token })).status).toBe(401);
  });

  it('a password reset revokes every token and the new password works', async () => {
    const { mobile, token } = await registerUser();
    const second = (await api.post('/api/user/login', { account: mobile, password: 'secret123' })).body.data
      .userinfo.token;
    expect((await api.post('/api/sms/send', { mobile, event: 'resetpwd' })).body.code).toBe(1);
    const reset = await api.post('/api/user/resetpwd', {
      mobile,
      code: lastCode(mobile, 'resetpwd'),
      newPassword: 'another456',
    });
    expect(reset.body.code).toBe(1);
    expect((await api.get('/api/user/index', { token })).status).toBe(401);
    expect((await api.get('/api/user/index', { token: second })).status).toBe(401);
    expectError(
      await api.post('/api/user/login', { account: mobile, password: 'secret123' }),
      'LOGIN_FAILED',
    );
    expect((await api.post('/api/user/login', { account: mobile, password: 'another456' })).body.code).toBe(
      1,
    );
  });

  it('a token expires after 30 days', async () => {
    const { token } = await registerUser();
    app.clock.advance(30 * 86_400_000 + 1000);
    const res = await api.get('/api/user/index', { token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 0, data: { error: 'UNAUTHORIZED' } });
  });

  it('refuses reset codes for unknown accounts', async () => {
    expectError(
      await api.post('/api/sms/send', { mobile: '19999999998', event: 'resetpwd' }),
      'ACCOUNT_NOT_FOUND',
    );
  });
});

describe('payment password', () => {
  it('is set with a paypwd code sent to the user, and needs one', async () => {
    const { mobile, token } = await registerUser();
    expectError(
      await api.post('/api/user/payPassword', { payPassword: '654321' }, { token }),
      'PAY_PASSWORD_CODE_REQUIRED',
    );
    await api.post('/api/sms/send', { mobile, event: 'paypwd' });
    const res = await api.post(
      '/api/user/payPassword',
      { payPassword: '654321', code: lastCode(mobile, 'paypwd') },
      { token },
    );
    expect(res.body.code).toBe(1);
    expect((await api.get('/api/user/index', { token })).body.data.userinfo.hasPayPassword).toBe(true);
    const bad = await api.post('/api/user/payPassword', { payPassword: '12ab56', code: '123456' }, { token });
    expectError(bad, 'VALIDATION');
    expect(bad.body.data.field).toBe('payPassword');
  });

  it('may be set in the registration itself, proven by its code; changing it later needs a paypwd code', async () => {
    const mobile = freshMobile();
    await api.post('/api/sms/send', { mobile, event: 'register' });
    const body = { mobile, code: lastCode(mobile, 'register'), password: 'secret123' };
    const inviteCode = DEMO.rootInviteCode;
    // A malformed one refuses the registration before the code is spent.
    const bad = await api.post('/api/user/register', { ...body, payPassword: '12ab56', inviteCode });
    expectError(bad, 'VALIDATION');
    expect(bad.body.data.field).toBe('payPassword');
    const res = await api.post('/api/user/register', { ...body, payPassword: '135790', inviteCode });
    expect(res.body.code).toBe(1);
    const token = res.body.data.userinfo.token as string;
    const me = (await api.get('/api/user/index', { token })).body.data.userinfo;
    expect(me.hasPayPassword).toBe(true);
    // It pays at once, with no second code sent.
    await credit(app, me.id, '10');
    const recipient = await signUp(app);
    const pay = (payPassword: string) =>
      api.post('/api/fund/transfer', { to: recipient.user.uid, amount: '1', payPassword }, { token });
    expectError(await pay('111111'), 'PAY_PASSWORD_WRONG_LEFT');
    expect((await pay('135790')).body.code).toBe(1);
    expect(app.outbox().filter((m) => m.to === mobile && m.event === 'paypwd')).toEqual([]);
    // Changing it is as before: a paypwd code of its own.
    expectError(
      await api.post('/api/user/payPassword', { payPassword: '654321' }, { token }),
      'PAY_PASSWORD_CODE_REQUIRED',
    );
  });

  it('once changed, refuses the old one at once, though a payment with it was just accepted', async () => {
    const { mobile, token } = await registerUser();
    const setTo = async (payPassword: string) => {
      await api.post('/api/sms/send', { mobile, event: 'paypwd' });
      const code = lastCode(mobile, 'paypwd');
      expect((await api.post('/api/user/payPassword', { payPassword, code }, { token })).body.code).toBe(1);
    };
    await setTo('654321');
    const me = (await api.get('/api/user/index', { token })).body.data.userinfo;
    await credit(app, me.id, '10');
    const recipient = await signUp(app);
    const pay = (payPassword: string) =>
      api.post('/api/fund/transfer', { to: recipient.user.uid, amount: '1', payPassword }, { token });
    expect((await pay('654321')).body.code).toBe(1);
    expect((await pay('654321')).body.code).toBe(1);
    app.clock.advance(61_000); // a second code to the same phone waits a minute
    await setTo('135790');
    expectError(await pay('654321'), 'PAY_PASSWORD_WRONG_LEFT');
    expect((await pay('135790')).body.code).toBe(1);
  });
});
