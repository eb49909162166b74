import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { PAY_PASSWORD, signUp, uploadProof } from '../../test/users.ts';
import { randomTxHash, TRON_ADDRESS, UNUPLOADED_PROOF, walletSnapshot } from '../../test/wallet.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

describe('amounts as the API writes them', () => {
  it('a transfer, a withdrawal and a recharge take "100.000000" (and the withdrawal minimum echoed back)', async () => {
    const sender = await signUp(app, { usdt: '1000' });
    const other = await signUp(app);
    const transfer = await api.post(
      '/api/fund/transfer',
      { to: other.user.uid, amount: '100.000000', payPassword: PAY_PASSWORD },
      { token: sender.token },
    );
    expect(transfer.body.data.amount).toBe('100.000000');
    const min = (await api.get('/api/common/sysConfig')).body.data.withdraw[0];
    const withdrawal = await api.post(
      '/api/fund/withdraw',
      { network: min.network, address: TRON_ADDRESS, amount: `${min.min}.000000`, payPassword: PAY_PASSWORD },
      { token: sender.token },
    );
    expect(withdrawal.body.data.amount).toBe(`${min.min}.000000`);
    const recharge = await api.post(
      '/api/fund/recharge',
      {
        network: 'TRC20',
        amount: '12.340000',
        txHash: randomTxHash(),
        proof: await uploadProof(app, other.user.id),
      },
      { token: other.token },
    );
    expect(recharge.body.data.amount).toBe('12.340000');
    // What the answer said is accepted back as it is.
    const again = await api.post(
      '/api/fund/transfer',
      { to: sender.user.uid, amount: transfer.body.data.amount, payPassword: PAY_PASSWORD },
      { token: other.token },
    );
    expect(again.body.code).toBe(1);
  });
});

describe('bad amounts', () => {
  const AMOUNTS = [
    ['-5', 'AMOUNT_INVALID'],
    ['0', 'AMOUNT_NOT_POSITIVE'],
    ['0.00', 'AMOUNT_NOT_POSITIVE'],
    ['1.001', 'AMOUNT_TOO_PRECISE'],
    ['1.0010', 'AMOUNT_TOO_PRECISE'],
    [' 1', 'AMOUNT_SPACES'],
    ['1 ', 'AMOUNT_SPACES'],
    ['01', 'AMOUNT_LEADING_ZERO'],
    ['00.5', 'AMOUNT_LEADING_ZERO'],
    ['99999999999999999999', 'AMOUNT_TOO_LARGE'],
    ['abc', 'AMOUNT_INVALID'],
    ['1e5', 'AMOUNT_INVALID'],
    ['NaN', 'AMOUNT_INVALID'],
    ['', 'AMOUNT_INVALID'],
    [12, 'AMOUNT_INVALID'],
    [null, 'AMOUNT_INVALID'],
  ] as const;

  it.each(['/api/fund/recharge', '/api/fund/withdraw', '/api/fund/transfer'])(
    '%s refuses negative, zero, too precise, absurd and non-numbers, in every language, changing nothing',
    async (path) => {
      const sender = await signUp(app, { usdt: '100' });
      const other = await signUp(app);
      const base = {
        '/api/fund/recharge': { network: 'TRC20', txHash: randomTxHash(), proof: UNUPLOADED_PROOF },
        '/api/fund/withdraw': { network: 'TRC20', address: TRON_ADDRESS, payPassword: PAY_PASSWORD },
        '/api/fund/transfer': { to: other.user.uid, payPassword: PAY_PASSWORD },
      }[path];
      const before = await walletSnapshot(app);
      for (const [amount, error] of AMOUNTS) {
        for (const lang of ['zh-Hans', 'en', 'ja', 'zh-Hant']) {
          const res = await api.post(path, { ...base, amount }, { token: sender.token, lang });
          expectError(res, 'VALIDATION');
          expect({ amount, error: res.body.data.fields[0].error }).toEqual({ amount, error });
          expect(res.body.data.field).toBe('amount');
          expect(res.body.msg).not.toMatch(/AMOUNT_/);
        }
      }
      expect(await walletSnapshot(app)).toBe(before);
    },
  );

  it('refuses a wrong payment password without moving money', async () => {
    const sender = await signUp(app, { usdt: '100' });
    const other = await signUp(app);
    const before = await walletSnapshot(app);
    expectError(
      await api.post(
        '/api/fund/transfer',
        { to: other.user.uid, amount: '1', payPassword: '111111' },
        { token: sender.token },
      ),
      'PAY_PASSWORD_WRONG_LEFT',
    );
    const res = await api.post(
      '/api/fund/transfer',
      { to: other.user.uid, amount: '1', payPassword: '12ab' },
      { token: sender.token },
    );
    expect(res.body.data.fields[0].error).toBe('PAY_PASSWORD_FORMAT');
    // The failure counter lives on the user, not in the ledger: every account and row is as before.
    expect(await walletSnapshot(app)).toBe(before);
  });
});
