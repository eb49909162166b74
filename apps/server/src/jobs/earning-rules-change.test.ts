import { formatAmount } from '@mcc/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../domains/ledger/ledger.tables.ts';
import { verifyLedger } from '../domains/ledger/ledger.verify.ts';
import { addDays, businessDay, dayStart } from '../lib/business-day.ts';
import { type Api, bearer, openTestApp, operatorToken, type TestApp } from '../test/harness.ts';
import { PAY_PASSWORD, signUp } from '../test/users.ts';

const DAY = 86_400_000;
let app: TestApp;
let api: Api;
let d0: string;
let orderId: number;
let memberId: number;

const today = () => businessDay(app.clock.now());

/** Amounts of the transfers with these keys, by key; a key not paid is missing. */
async function paid(keys: string[]): Promise<Record<string, string>> {
  const rows = await app.database.db
    .select({ key: ledgerTransfers.key, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.key, keys));
  return Object.fromEntries(rows.map((r) => [r.key, formatAmount(r.amount)]));
}
const yieldKey = (day: string) => `pledge:yield:${orderId}:${day}`;
const commissionKey = (day: string) => `pledge:commission:${orderId}:${day}:1`;
const coinMixKey = (day: string) => `coinmix:yield:${memberId}:${day}`;

/** Replaces the settings as an operator would (a fresh session: moving the clock ends the old one). */
async function changeSettings(change: object) {
  const token = await operatorToken(app, 'operations');
  const current = (await api.get('/admin-api/settings', { headers: bearer(token) })).body.data;
  const res = await api.post('/admin-api/settings', { ...current, ...change }, { headers: bearer(token) });
  expect(res.body.code).toBe(1);
}

beforeAll(async () => {
  ({ app, api } = await openTestApp());
  // Noon of a business day, so no step crosses midnight by accident.
  const now = app.clock.now();
  app.clock.advance(dayStart(addDays(businessDay(now), 1)).getTime() + DAY / 2 - now.getTime());
  d0 = today();
  const inviter = await signUp(app);
  const member = await signUp(app, { usdt: '5000', inviterId: inviter.user.id });
  memberId = member.user.id;
  const product = await app.services.pledge.createProduct(
    {
      name: { 'zh-Hans': '规则变更测试' },
      termDays: 10,
      dailyRateBp: 100,
      minAmount: '1',
      maxAmount: '10000',
      quota: '100000',
      open: true,
      sort: 0,
    },
    { operator: null, actor: 'system:test', ip: '' },
  );
  const stake = await api.post(
    '/api/pledge/add',
    { productId: product.id, amount: '1000', payPassword: PAY_PASSWORD },
    { token: member.token },
  );
  orderId = stake.body.data.id;
  const moved = await api.post(
    '/api/coinMix/transferIn',
    { amount: '1000', payPassword: PAY_PASSWORD },
    { token: member.token },
  );
  expect(moved.body.code).toBe(1);
});
afterAll(() => app.dispose());

// Defaults: commission 10 % to depth 1, coin-mix 10 bp a day. The order earns 1 % of 1,000 a day.
describe('changing the earning rules while the daily job is behind', () => {
  it('leaves unpaid days alone when the change does not touch what a day pays', async () => {
    app.clock.advance(2 * DAY);
    await changeSettings({ siteName: 'MCC 2' });
    expect(await paid([yieldKey(addDays(d0, 1)), coinMixKey(d0)])).toEqual({});
  });

  it('pays the days that ended under the old shares and rate at them, before the change lands', async () => {
    await changeSettings({ commissionBp: [2000, 500, 200], coinMixDailyRateBp: 50 });
    const d1 = addDays(d0, 1);
    const d2 = addDays(d0, 2);
    expect(await paid([yieldKey(d1), yieldKey(d2), commissionKey(d1), commissionKey(d2)])).toEqual({
      [yieldKey(d1)]: '10.000000',
      [yieldKey(d2)]: '10.000000',
      [commissionKey(d1)]: '1.000000',
      [commissionKey(d2)]: '1.000000',
    });
    // Coin-mix days end at their cut-off: d0 and d1 have, d2 (today) has not. 10 bp, compounding.
    expect(await paid([coinMixKey(d0), coinMixKey(d1), coinMixKey(d2)])).toEqual({
      [coinMixKey(d0)]: '1.000000',
      [coinMixKey(d1)]: '1.001000',
    });
  });

  it('pays the days after the change at the new shares and rate', async () => {
    app.clock.advance(DAY);
    await app.services.daily.run(today());
    const d2 = addDays(d0, 2);
    const d3 = addDays(d0, 3);
    expect(await paid([yieldKey(d3), commissionKey(d3), coinMixKey(d2)])).toEqual({
      [yieldKey(d3)]: '10.000000',
      [commissionKey(d3)]: '2.000000',
      // 1,002.001 × 50 bp
      [coinMixKey(d2)]: '5.010005',
    });
    expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });
});
