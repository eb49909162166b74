import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { type Api, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectKeysetPagesOfFive } from '../../test/paging.ts';
import { credit, signUp } from '../../test/users.ts';
import { usdtBalance } from '../../test/wallet.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

describe('balances', () => {
  it('answers every balance of the demo user as strings, and the wallet summary', async () => {
    const login = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
    const token = login.body.data.userinfo.token;
    const all = await api.get('/api/user/balance', { token });
    expect(all.body.data).toEqual({
      USDT: { available: '10000.000000', frozen: '0.000000', total: '10000.000000' },
      MCC: { available: '1000.000000', frozen: '0.000000', total: '1000.000000' },
      SSK: { available: '1000.000000', frozen: '0.000000', total: '1000.000000' },
    });
    const wallet = await api.get('/api/fund/wallet', { token });
    expect(wallet.body.data.main).toEqual(all.body.data);
    expect(wallet.body.data.quant).toEqual({ available: '0.000000', frozen: '0.000000', total: '0.000000' });
    expect(await usdtBalance(api, token)).toEqual(all.body.data.USDT);
    const detail = await api.get('/api/fund/usdtDetail?page=1', { token });
    expect(detail.body.data).toMatchObject({ total: 1, page: 1, limit: 10, hasMore: false });
    expect(detail.body.data.list[0]).toMatchObject({
      amount: '10000.000000',
      balanceAfter: '10000.000000',
      code: 'adjustment',
    });
  });

  it('pages a statement newest first with its total, on every page and past the last one', async () => {
    const { user, token } = await signUp(app);
    const none = await api.get('/api/fund/usdtDetail?page=1', { token });
    expect(none.body.data).toMatchObject({ list: [], total: 0, hasMore: false });
    for (const amount of ['1', '2', '3']) await credit(app, user.id, amount);
    const page = async (n: number) =>
      (await api.get(`/api/fund/usdtDetail?page=${n}&limit=2`, { token })).body.data;
    const [first, second, past] = [await page(1), await page(2), await page(5)];
    expect(first.list.map((l: { amount: string }) => l.amount)).toEqual(['3.000000', '2.000000']);
    expect(first).toMatchObject({ total: 3, hasMore: true });
    expect(second.list.map((l: { amount: string }) => l.amount)).toEqual(['1.000000']);
    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect(past).toMatchObject({ list: [], total: 3, hasMore: false });
  });

  it('reads a page after the last line the client holds (`before`) exactly as by its number; past the end is empty, a bad cursor is refused', async () => {
    const { user, token } = await signUp(app);
    const other = await signUp(app);
    // Someone else's lines between this user's: a cursor bounds the id, never the owner.
    for (const amount of ['1', '2', '3', '4', '5']) {
      await credit(app, user.id, amount);
      await credit(app, other.user.id, amount);
    }
    await expectKeysetPagesOfFive(api, '/api/fund/usdtDetail', token);
  });
});
