/**
 * Withdrawals behind account security (issue 34, items 1-3): each hold after a sensitive change
 * refuses a withdrawal until its end and not after (test clock); the address book's cooling period and
 * whitelist-only; the 2FA code, from the main wallet and the coin-mix one.
 */
import { randomBytes } from 'node:crypto';
import { tronAddressFromHex } from '@mcc/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { codeNow, enableTotp, nextStep } from '../../test/security.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import { TRON_ADDRESS, usdtBalance } from '../../test/wallet.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());
beforeEach(() => app.clock.freeze());
afterEach(() => app.clock.thaw());

const newTronAddress = () => tronAddressFromHex(randomBytes(20).toString('hex'));
const lastCode = (to: string, event: string) =>
  app
    .outbox()
    .filter((m) => m.to === to && m.event === event)
    .at(-1)?.code ?? '';
const withdraw = (token: string, extra: Record<string, string> = {}, path = '/api/fund/withdraw') =>
  api.post(
    path,
    { network: 'TRC20', address: TRON_ADDRESS, amount: '20', payPassword: PAY_PASSWORD, ...extra },
    { token },
  );
const ok = (res: Awaited<ReturnType<typeof withdraw>>) => expect(res.body.code, res.body.msg).toBe(1);

/** A user held `hours` from `since` (the change; now, unless the change moved the clock on). */
type Held = { token: string; hours: number; since?: number; payPassword?: string; totp?: string };
/** Each sensitive change, made through the API by a user with 100 USDT: the hold it starts and its hours. */
const CHANGES: Record<string, () => Promise<Held>> = {
  async password_reset() {
    const { mobile } = await signUp(app, { usdt: '100' });
    await api.post('/api/sms/send', { mobile, event: 'resetpwd' });
    ok(
      await api.post('/api/user/resetpwd', {
        mobile,
        code: lastCode(mobile, 'resetpwd'),
        newPassword: 'fresh-pass-9',
      }),
    );
    // The reset signed every session out: the user signs in again with the new password.
    const login = await api.post('/api/user/login', { account: mobile, password: 'fresh-pass-9' });
    return { token: login.body.data.userinfo.token, hours: 24 };
  },
  async pay_password_changed() {
    const { mobile, token } = await signUp(app, { usdt: '100' });
    await api.post('/api/sms/send', { mobile, event: 'paypwd' });
    ok(
      await api.post(
        '/api/user/payPassword',
        { payPassword: '246810', code: lastCode(mobile, 'paypwd') },
        { token },
      ),
    );
    return { token, hours: 24, payPassword: '246810' };
  },
  async contact_changed() {
    const { token } = await signUp(app, { usdt: '100' });
    const mobile = `134${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
    await api.post('/api/sms/send', { mobile, event: 'changemobile' });
    const body = { mobile, code: lastCode(mobile, 'changemobile'), payPassword: PAY_PASSWORD };
    ok(await api.post('/api/user/changemobile', body, { token }));
    return { token, hours: 48 };
  },
  async totp_changed() {
    const { token } = await signUp(app, { usdt: '100' });
    const since = app.clock.now().getTime();
    const { secret } = await enableTotp(app, token);
    return { token, hours: 24, since, totp: secret };
  },
};

describe('the hold after a sensitive change', () => {
  it.each(Object.keys(CHANGES))(
    'after %s refuses a withdrawal until its end, and not after',
    async (reason) => {
      const make = CHANGES[reason];
      if (!make) throw new Error(reason);
      const held = await make();
      const until = (held.since ?? app.clock.now().getTime()) + held.hours * HOUR;
      const attempt = () => {
        const body: Record<string, string> = { payPassword: held.payPassword ?? PAY_PASSWORD };
        if (held.totp) body.totpCode = codeNow(app, held.totp);
        return withdraw(held.token, body);
      };
      const refused = await attempt();
      expectError(refused, 'SECURITY_LOCKED');
      expect(refused.body.data).toMatchObject({ until: new Date(until).toISOString(), reason });
      app.clock.advance(until - MINUTE - app.clock.now().getTime());
      expectError(await attempt(), 'SECURITY_LOCKED');
      expect((await usdtBalance(api, held.token)).frozen).toBe('0.000000');
      app.clock.advance(2 * MINUTE);
      ok(await attempt());
    },
  );
});

describe('the address book at withdrawal', () => {
  const addToBook = async (token: string, address: string) => {
    const res = await api.post(
      '/api/security/addresses/add',
      { network: 'TRC20', address, label: 'Cold wallet', payPassword: PAY_PASSWORD },
      { token },
    );
    expect(res.body.code, res.body.msg).toBe(1);
  };

  it('refuses an address still cooling, until its cooling period ends; a one-off address goes meanwhile', async () => {
    const { token } = await signUp(app, { usdt: '100' });
    const cold = newTronAddress();
    await addToBook(token, cold);
    const refused = await withdraw(token, { address: cold });
    expectError(refused, 'ADDRESS_COOLING');
    expect(refused.body.data.until).toBe(new Date(app.clock.now().getTime() + 24 * HOUR).toISOString());
    ok(await withdraw(token, { address: newTronAddress() }));
    app.clock.advance(24 * HOUR - MINUTE);
    expectError(await withdraw(token, { address: cold }), 'ADDRESS_COOLING');
    app.clock.advance(2 * MINUTE);
    ok(await withdraw(token, { address: cold }));
  });

  it('with whitelist-only on, refuses a one-off address and takes a cooled book address', async () => {
    const { token } = await signUp(app, { usdt: '100' });
    const cold = newTronAddress();
    await addToBook(token, cold);
    const on = await api.post(
      '/api/security/addresses/whitelist',
      { on: true, payPassword: PAY_PASSWORD },
      { token },
    );
    expect(on.body.code, on.body.msg).toBe(1);
    app.clock.advance(24 * HOUR + MINUTE);
    expectError(await withdraw(token, { address: newTronAddress() }), 'ADDRESS_NOT_WHITELISTED');
    ok(await withdraw(token, { address: cold }));
  });
});

describe('the 2FA code at withdrawal', () => {
  it('is asked for when 2FA is on, used once, and a refusal holds nothing', async () => {
    const { token } = await signUp(app, { usdt: '100' });
    const { secret } = await enableTotp(app, token);
    app.clock.advance(24 * HOUR + MINUTE);
    expectError(await withdraw(token), 'TOTP_REQUIRED');
    expect((await usdtBalance(api, token)).frozen).toBe('0.000000');
    const totpCode = codeNow(app, secret);
    ok(await withdraw(token, { totpCode }));
    expectError(await withdraw(token, { totpCode }), 'TOTP_USED');
    nextStep(app);
    ok(await withdraw(token, { totpCode: codeNow(app, secret) }));
  });

  it('guards the coin-mix wallet’s withdrawal too, behind the hold', async () => {
    const { token } = await signUp(app, { usdt: '100' });
    ok(await api.post('/api/coinMix/transferIn', { amount: '50', payPassword: PAY_PASSWORD }, { token }));
    const { secret } = await enableTotp(app, token);
    const fromQuant = (extra: Record<string, string> = {}) => withdraw(token, extra, '/api/coinMix/withdraw');
    expectError(await fromQuant({ totpCode: codeNow(app, secret) }), 'SECURITY_LOCKED');
    app.clock.advance(24 * HOUR + MINUTE);
    expectError(await fromQuant(), 'TOTP_REQUIRED');
    ok(await fromQuant({ totpCode: codeNow(app, secret) }));
  });
});
