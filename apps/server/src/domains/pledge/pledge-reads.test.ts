import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayStart } from '../../lib/business-day.ts';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectKeysetPagesOfFive } from '../../test/paging.ts';
import { moveClockTo, newProduct, payYield, stake } from '../../test/pledge.ts';
import { credit, signUp } from '../../test/users.ts';
import { pledgeOrders } from './pledge.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

const HOUR = 3_600_000;

describe('what users see', () => {
  it('index: open products by sort then id, named in the caller language (zh-Hans when missing), and the summary', async () => {
    const { token } = await signUp(app, { usdt: '800' });
    const later = await newProduct(app, { sort: 9000, name: { 'zh-Hans': '后', en: 'Later' } });
    const first = await newProduct(app, { sort: 8999, name: { 'zh-Hans': '先', en: 'First', ja: '先に' } });
    const tie = await newProduct(app, { sort: 9000, name: { 'zh-Hans': '同' } });
    const hidden = await newProduct(app, { sort: 8999, open: false });
    expect((await stake(api, token, first.id, '300')).body.code).toBe(1);

    const res = await api.get('/api/pledge/index', { token, lang: 'ja' });
    expect(res.body.code).toBe(1);
    const ids = res.body.data.products.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(hidden.id);
    const mine = ids.filter((id: number) => [later.id, first.id, tie.id].includes(id));
    expect(mine).toEqual([first.id, later.id, tie.id]);
    const shown = res.body.data.products.find((p: { id: number }) => p.id === first.id);
    expect(shown).toEqual({
      id: first.id,
      name: '先に',
      termDays: 7,
      dailyRateBp: 80,
      minAmount: '100.000000',
      maxAmount: '500.000000',
      quota: '10000.000000',
      sold: '300.000000',
      remaining: '9700.000000',
      open: true,
    });
    const fallback = res.body.data.products.find((p: { id: number }) => p.id === later.id);
    expect(fallback.name).toBe('后');
    expect(res.body.data.summary).toEqual({
      staked: '300.000000',
      todayEarnings: '0.000000',
      totalEarnings: '0.000000',
      activeOrders: 1,
      available: '500.000000',
    });
    // The demo products are there for everyone.
    const names = (await api.get('/api/pledge/index', { token, lang: 'en' })).body.data.products.map(
      (p: { name: string }) => p.name,
    );
    expect(names).toEqual(expect.arrayContaining(['AI Quant 7 days', 'AI Quant 30 days']));
  });

  it('total: active principal, earnings of today (UTC+8) and ever from the ledger, available USDT', async () => {
    const { user, token } = await signUp(app, { usdt: '2000' });
    const other = await signUp(app, { usdt: '1000' });
    const product = await newProduct(app, { dailyRateBp: 100 });
    const a = (await stake(api, token, product.id, '500')).body.data;
    const b = (await stake(api, token, product.id, '200')).body.data;
    const theirs = (await stake(api, other.token, product.id, '400')).body.data;

    // Yesterday's yield, then a day later today's: 5.00 + 2.00 today, 5.00 before.
    moveClockTo(app, dayStart(a.startDate).getTime() + HOUR);
    await payYield(app, a.id, a.startDate);
    moveClockTo(app, dayStart(addDays(a.startDate, 1)).getTime() + HOUR);
    await payYield(app, a.id, addDays(a.startDate, 1));
    await payYield(app, b.id, b.startDate);
    await payYield(app, theirs.id, theirs.startDate);
    // Other money arriving today is no earning.
    await credit(app, user.id, '50');
    await app.database.db.update(pledgeOrders).set({ status: 'completed' }).where(eq(pledgeOrders.id, b.id));

    const total = await api.get('/api/pledge/total', { token });
    expect(total.body.data).toEqual({
      staked: '500.000000',
      todayEarnings: '7.000000',
      totalEarnings: '12.000000',
      activeOrders: 1,
      // 2000 − 700 staked + 12 earned + 50 credited
      available: '1362.000000',
    });
    expect((await api.get('/api/pledge/total', { token: other.token })).body.data).toMatchObject({
      staked: '400.000000',
      todayEarnings: '4.000000',
      totalEarnings: '4.000000',
    });
    // The next business day, today's earnings start again from zero.
    app.clock.advance(24 * HOUR);
    expect((await api.get('/api/pledge/total', { token })).body.data).toMatchObject({
      todayEarnings: '0.000000',
      totalEarnings: '12.000000',
    });
  });

  it('order: my orders, newest first, paged, named in my language', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    const other = await signUp(app, { usdt: '1000' });
    const product = await newProduct(app);
    const ids: number[] = [];
    for (const amount of ['100', '110', '120'])
      ids.push((await stake(api, token, product.id, amount)).body.data.id);
    await stake(api, other.token, product.id, '100');

    const first = await api.get('/api/pledge/order?page=1&limit=2', { token, lang: 'en' });
    expect(first.body.data).toMatchObject({ total: 3, page: 1, limit: 2, hasMore: true });
    expect(first.body.data.list.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.data.list[0]).toMatchObject({ productName: 'Test product', amount: '120.000000' });
    const second = await api.get('/api/pledge/order?page=2&limit=2', { token });
    expect(second.body.data).toMatchObject({ total: 3, page: 2, hasMore: false });
    expect(second.body.data.list).toEqual([expect.objectContaining({ id: ids[0], productName: '测试产品' })]);
    expect((await api.get('/api/pledge/order', { token })).body.data.limit).toBe(10);
  });

  it('order: a page after the last order the client holds (`before`) is the page by number; past the end is empty, a bad cursor refused', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    const other = await signUp(app, { usdt: '1000' });
    const product = await newProduct(app);
    // Someone else's orders between this user's: a cursor bounds the id, never the owner.
    for (const amount of ['100', '110', '120', '130', '140']) {
      await stake(api, token, product.id, amount);
      await stake(api, other.token, product.id, '100');
    }
    await expectKeysetPagesOfFive(api, '/api/pledge/order', token);
  });

  it('earnings: one order with its days, newest first, paged; nobody else may see it', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    const stranger = await signUp(app, { usdt: '1000' });
    const product = await newProduct(app, { termDays: 3, dailyRateBp: 33 });
    const order = (await stake(api, token, product.id, '333.33')).body.data;
    const days = [order.startDate, addDays(order.startDate, 1), addDays(order.startDate, 2)];
    for (const day of days) {
      moveClockTo(app, dayStart(day).getTime() + HOUR);
      await payYield(app, order.id, day);
    }

    const page1 = await api.get(`/api/pledge/earnings?id=${order.id}&page=1&limit=2`, { token, lang: 'en' });
    expect(page1.body.code).toBe(1);
    // 333.33 × 0.33 % = 1.099989 a day, rounded down to the micro-unit
    expect(page1.body.data).toMatchObject({ total: 3, page: 1, limit: 2, hasMore: true });
    expect(page1.body.data.list).toEqual([
      { id: expect.any(Number), day: days[2], amount: '1.099989', createdAt: expect.any(String) },
      { id: expect.any(Number), day: days[1], amount: '1.099989', createdAt: expect.any(String) },
    ]);
    expect(page1.body.data.order).toMatchObject({
      id: order.id,
      productName: 'Test product',
      earned: '3.299967',
      paidThrough: days[2],
    });
    const page2 = await api.get(`/api/pledge/earnings?id=${order.id}&page=2&limit=2`, { token });
    expect(page2.body.data.list.map((e: { day: string }) => e.day)).toEqual([days[0]]);
    expect(page2.body.data.hasMore).toBe(false);

    // Someone else's order answers exactly as an order that does not exist.
    const theirs = await api.get(`/api/pledge/earnings?id=${order.id}`, { token: stranger.token });
    const missing = await api.get('/api/pledge/earnings?id=2147483000', { token: stranger.token });
    expectError(theirs, 'PLEDGE_ORDER_NOT_FOUND');
    expect({ ...theirs.body, time: '' }).toEqual({ ...missing.body, time: '' });
    expect((await api.get('/api/pledge/order', { token: stranger.token })).body.data.total).toBe(0);
    // Not a number, or beyond any stored id, is a bad id (never a database fault).
    for (const id of ['abc', '0', '99999999999']) {
      const bad = await api.get(`/api/pledge/earnings?id=${id}`, { token });
      expectError(bad, 'VALIDATION');
      expect(bad.body.data.fields[0].error).toBe('ID_INVALID');
    }
  });
});
