/**
 * The notice of a chain deposit credited (issue 36, item 5): one per credited recharge, by SMS and
 * e-mail after the user's anti-phishing code, in the language of their newest sign-in (else the
 * platform's default); none for a deposit below the minimum; a failed delivery stops nothing.
 */
import { randomInt } from 'node:crypto';
import type { Network } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Api, client, createTestApp, type TestApp } from '../../test/harness.ts';
import { PASSWORD, signUp } from '../../test/users.ts';
import { type CreditedDeposit, createDepositNotices, shortHash } from './deposit-notices.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
});
afterAll(() => app.dispose());

/** A sign-in from the app on device `deviceId`, the app showing `lang`. */
async function signInIn(account: string, deviceId: string, lang: string) {
  const res = await api.post('/api/user/login', { account, password: PASSWORD, deviceId }, { lang });
  expect(res.body.code, res.body.msg).toBe(1);
}
const noticesTo = (to: string) => app.outbox().filter((m) => m.to === to && m.event === 'deposit_credited');
const notices = (log = app.log) =>
  createDepositNotices({
    security: app.services.security,
    auth: app.services.auth,
    settings: app.services.settings,
    log,
  });
let ids = 0;
/** A recharge row as the scanner leaves it: 25.5 USDT credited on ERC20 unless told otherwise. */
const row = (userId: number, patch: Partial<CreditedDeposit> = {}): CreditedDeposit => {
  ids += 1;
  return {
    id: ids,
    userId,
    network: 'ERC20' as Network,
    amount: 25_500_000n,
    txHash: `${'3f9a1c'}${String(ids).padStart(52, '0')}b07e42`,
    state: 'approved',
    ...patch,
  };
};

describe('the notice of a deposit credited', () => {
  it('goes once per credited deposit to each contact, after the anti-phishing code; none below the minimum', async () => {
    const { user, mobile, token } = await signUp(app, { email: `dep${randomInt(1e9)}@example.com` });
    const set = await api.post('/api/security/anti-phishing', { code: 'BlueSky42' }, { token });
    expect(set.body.code, set.body.msg).toBe(1);
    const first = row(user.id);
    const second = row(user.id, { amount: 1_000_000n, network: 'TRC20' });
    const dust = row(user.id, { amount: 300_000n, state: 'below_minimum' });

    await notices().credited([first, dust, second]);

    const sms = noticesTo(mobile);
    expect(sms.map((m) => m.channel)).toEqual(['sms', 'sms']);
    expect(sms[0]?.text).toBe(
      `防钓鱼码：BlueSky42\n【MCC】您的充值 25.50 USDT 已到账（ERC20，交易 ${shortHash('ERC20', first.txHash)}）。`,
    );
    expect(sms[1]?.text).toContain('您的充值 1.00 USDT 已到账（TRC20，交易 3f9a1c00…b07e42）');
    expect(sms.some((m) => m.text.includes('0.30'))).toBe(false);
    const mail = noticesTo(user.email ?? '');
    expect(mail.map((m) => m.channel)).toEqual(['email', 'email']);
    expect(mail[0]?.text).toMatch(/^防钓鱼码：BlueSky42\n/);
  });

  it('is worded in the language of the newest sign-in, else in the platform’s default', async () => {
    const { user, mobile } = await signUp(app);
    await signInIn(mobile, 'phone-ja-0000000000001', 'ja');
    await notices().credited([row(user.id)]);
    expect(noticesTo(mobile).at(-1)?.text).toMatch(/^【MCC】25\.50 USDT のご入金が反映されました（ERC20、/);

    app.clock.advance(60_000);
    await signInIn(mobile, 'tablet-en-000000000001', 'en');
    await notices().credited([row(user.id, { amount: 1_234_567_890n })]);
    expect(noticesTo(mobile).at(-1)?.text).toMatch(
      /^\[MCC\] Your deposit of 1,234\.56789 USDT has been credited \(ERC20, transaction 0x3f9a1c…b07e42\)\.$/,
    );

    // Never signed in (made by an operator): the platform's default language.
    const settings = await app.services.settings.get();
    await app.services.settings.update({ ...settings, defaultLanguage: 'zh-Hant' });
    try {
      const mobileOnly = `139${randomInt(10_000_000, 100_000_000)}`;
      const quiet = await app.services.auth.createUser({ mobile: mobileOnly, nickname: 'Op-made' });
      await notices().credited([row(quiet.id)]);
      expect(noticesTo(mobileOnly).map((m) => m.text)).toEqual([
        expect.stringMatching(/^【MCC】您的儲值 25\.50 USDT 已入帳（ERC20，交易 0x3f9a1c…b07e42）。$/),
      ]);
    } finally {
      await app.services.settings.update(settings);
    }
  });

  it('logs a notice that cannot be sent and still sends the others', async () => {
    const { user, mobile } = await signUp(app);
    const log = { ...app.log, error: vi.fn() } as unknown as typeof app.log;
    const failing = createDepositNotices({
      security: {
        notify: (userId, lang, event, text) =>
          userId === 0
            ? Promise.reject(new Error('no such user'))
            : app.services.security.notify(userId, lang, event, text),
      },
      auth: app.services.auth,
      settings: app.services.settings,
      log,
    });
    const lost = row(0);
    await expect(failing.credited([lost, row(user.id)])).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ rechargeId: lost.id }),
      expect.any(String),
    );
    expect(noticesTo(mobile)).toHaveLength(1);
  });
});
