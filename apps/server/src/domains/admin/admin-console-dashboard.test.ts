import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator } from '../../test/operators.ts';
import { PAY_PASSWORD, signUp, uploadProof } from '../../test/users.ts';
import { randomTxHash, TRON_ADDRESS } from '../../test/wallet.ts';
import { startOfDay } from './admin-dashboard.service.ts';

let app: TestApp;
let api: Api;
let finance: string;
let operations: string;

beforeAll(async () => {
  ({
    app,
    api,
    tokens: { finance, operations },
  } = await openTestApp('finance', 'operations'));
});
afterAll(() => app.dispose());

describe('dashboard', () => {
  it('counts users today and in total, the waiting queues and the USDT users hold', async () => {
    const before = (await api.get('/admin-api/dashboard', asOperator(operations))).body.data;
    expect(before.users.total).toBeGreaterThanOrEqual(2); // the demo root and demo user
    expect(before.lastVerify).toBeNull();

    const user = await signUp(app, { usdt: '100' });
    await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: '25', txHash: randomTxHash(), proof: await uploadProof(app, user.user.id) },
      { token: user.token },
    );
    await api.post(
      '/api/fund/withdraw',
      { network: 'TRC20', address: TRON_ADDRESS, amount: '40', payPassword: PAY_PASSWORD },
      { token: user.token },
    );

    const after = await api.get('/admin-api/dashboard', asOperator(operations));
    expect(after.body.code).toBe(1);
    expect(after.body.data).toMatchObject({
      users: { today: before.users.today + 1, total: before.users.total + 1 },
      rechargesWaiting: before.rechargesWaiting + 1,
      withdrawalsWaiting: before.withdrawalsWaiting + 1,
    });
    // The withdrawal under review still holds the user's 41 USDT: held counts it.
    const held = (s: string) => Number(s);
    expect(held(after.body.data.usdtHeld) - held(before.usdtHeld)).toBe(100);
    expect(after.body.data.usdtHeld).toMatch(/^\d+\.\d{6}$/);
  });

  it('"today" starts at the console\'s midnight', async () => {
    const now = new Date('2030-01-02T03:04:05Z');
    expect(startOfDay(now, 0).toISOString()).toBe('2030-01-02T00:00:00.000Z');
    // UTC+8: 11:04 local, the day began at 16:00 UTC the day before.
    expect(startOfDay(now, 480).toISOString()).toBe('2030-01-01T16:00:00.000Z');
    // UTC-5: 22:04 on the 1st, which began at 05:00 UTC on the 1st.
    expect(startOfDay(now, -300).toISOString()).toBe('2030-01-01T05:00:00.000Z');
    const res = await api.get('/admin-api/dashboard?utcOffset=480', asOperator(finance));
    expect(res.body.data.users.todayFrom).toBe(startOfDay(app.clock.now(), 480).toISOString());
    expectError(await api.get('/admin-api/dashboard?utcOffset=9999', asOperator(finance)), 'VALIDATION');
  });
});
