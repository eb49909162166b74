import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import { pledgeProducts } from './pledge.tables.ts';

let app: TestApp;
let api: Api;
let operations: string;
let finance: string;
let superToken: string;
beforeAll(async () => {
  ({
    app,
    api,
    tokens: { operations, finance, super: superToken },
  } = await openTestApp('operations', 'finance', 'super'));
});
afterAll(() => app.dispose());

const BODY = {
  name: { 'zh-Hans': ' 稳健 14 天 ', en: 'Steady 14 days', ja: '', 'zh-Hant': '穩健 14 天' },
  termDays: 14,
  dailyRateBp: 95,
  minAmount: '50',
  maxAmount: '2000.5',
  quota: '100000',
  open: true,
  sort: 3,
};

const create = async (body: Record<string, unknown> = BODY) => {
  const res = await api.post('/admin-api/pledge/products', body, asOperator(operations));
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data;
};
const replace = (id: number, body: Record<string, unknown>) =>
  api.post(`/admin-api/pledge/products/${id}`, body, asOperator(operations));
const stake = (token: string, productId: number, amount: string) =>
  api.post('/api/pledge/add', { productId, amount, payPassword: PAY_PASSWORD }, { token });

const audits = (targetId: number) => auditTrail(api, superToken, { targetType: 'pledge_product', targetId });

async function productCount() {
  const [row] = await app.database.db.select({ n: count() }).from(pledgeProducts);
  return row?.n;
}

describe('products in the admin API', () => {
  it('creates a product with every language, audited; empty languages are dropped', async () => {
    const product = await create();
    expect(product).toEqual({
      id: expect.any(Number),
      name: { 'zh-Hans': '稳健 14 天', en: 'Steady 14 days', 'zh-Hant': '穩健 14 天' },
      termDays: 14,
      dailyRateBp: 95,
      minAmount: '50.000000',
      maxAmount: '2000.500000',
      quota: '100000.000000',
      sold: '0.000000',
      remaining: '100000.000000',
      open: true,
      sort: 3,
      activeOrders: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [row] = await audits(product.id);
    expect(row).toMatchObject({
      action: 'pledge.product.create',
      before: null,
      after: {
        name: product.name,
        termDays: 14,
        dailyRateBp: 95,
        minAmount: '50.000000',
        maxAmount: '2000.500000',
        quota: '100000.000000',
        open: true,
        sort: 3,
      },
    });
    // The sort order defaults to 0.
    const { sort: _, ...unsorted } = BODY;
    expect((await create(unsorted)).sort).toBe(0);
  });

  it('refuses bad products with their own keys, storing nothing', async () => {
    const before = await productCount();
    for (const [patch, error] of [
      [{ name: { en: 'No Chinese' } }, 'PRODUCT_NAME_REQUIRED'],
      [{ name: { 'zh-Hans': '   ' } }, 'PRODUCT_NAME_REQUIRED'],
      [{ name: { 'zh-Hans': '长'.repeat(41) } }, 'PRODUCT_NAME_TOO_LONG'],
      [{ termDays: 0 }, 'TERM_INVALID'],
      [{ termDays: 7.5 }, 'TERM_INVALID'],
      [{ termDays: '7' }, 'TERM_INVALID'],
      [{ dailyRateBp: 0 }, 'RATE_INVALID'],
      [{ dailyRateBp: 10_001 }, 'RATE_INVALID'],
      [{ minAmount: '1.234' }, 'AMOUNT_TOO_PRECISE'],
      [{ maxAmount: '0' }, 'AMOUNT_NOT_POSITIVE'],
      [{ quota: 5 }, 'AMOUNT_INVALID'],
    ] as const) {
      const res = await api.post('/admin-api/pledge/products', { ...BODY, ...patch }, asOperator(operations));
      expectError(res, 'VALIDATION');
      expect({ patch, error: res.body.data.fields[0].error }).toEqual({ patch, error });
    }
    const inverted = await api.post(
      '/admin-api/pledge/products',
      { ...BODY, minAmount: '100', maxAmount: '99.99' },
      asOperator(operations),
    );
    expectError(inverted, 'PRODUCT_LIMITS_INVALID');
    expect(await productCount()).toBe(before);
  });

  it('replaces a product: open/close and quota, never below what is sold; running orders keep their terms', async () => {
    const { token } = await signUp(app, { usdt: '5000' });
    const product = await create();
    const order = (await stake(token, product.id, '1500')).body.data;
    expect(order.dailyRateBp).toBe(95);

    const below = await replace(product.id, { ...BODY, quota: '1499.99' });
    expectError(below, 'PRODUCT_LIMITS_INVALID');
    expectError(await replace(product.id, { ...BODY, minAmount: '3000' }), 'PRODUCT_LIMITS_INVALID');
    expectError(await replace(2_147_483_000, BODY), 'PRODUCT_NOT_FOUND');

    // Quota exactly the sold amount, closed, another rate and name: the whole product is replaced.
    const closed = await replace(product.id, {
      ...BODY,
      name: { 'zh-Hans': '已售罄' },
      dailyRateBp: 200,
      quota: '1500',
      open: false,
    });
    expect(closed.body.code, closed.body.msg).toBe(1);
    expect(closed.body.data).toMatchObject({
      name: { 'zh-Hans': '已售罄' },
      dailyRateBp: 200,
      quota: '1500.000000',
      sold: '1500.000000',
      remaining: '0.000000',
      open: false,
      activeOrders: 1,
    });
    expect(closed.body.data.name).not.toHaveProperty('en');
    expectError(await stake(token, product.id, '100'), 'PRODUCT_CLOSED');
    const mine = (await api.get('/api/pledge/order', { token })).body.data.list[0];
    expect(mine).toMatchObject({ id: order.id, dailyRateBp: 95, productName: '已售罄' });

    const [update] = await audits(product.id);
    expect(update).toMatchObject({
      action: 'pledge.product.update',
      before: { dailyRateBp: 95, quota: '100000.000000', open: true, name: { en: 'Steady 14 days' } },
      after: { dailyRateBp: 200, quota: '1500.000000', open: false, name: { 'zh-Hans': '已售罄' } },
    });

    const reopened = await replace(product.id, { ...BODY, quota: '2000' });
    expect(reopened.body.data).toMatchObject({ open: true, remaining: '500.000000' });
    expect((await stake(token, product.id, '500')).body.code).toBe(1);
  });

  it('lists every product, closed ones too, with what is sold and the active orders', async () => {
    const { token } = await signUp(app, { usdt: '5000' });
    const product = await create({ ...BODY, sort: 7000 });
    const hidden = await create({ ...BODY, open: false, sort: 7001 });
    await stake(token, product.id, '100');
    await stake(token, product.id, '200');
    const res = await api.get('/admin-api/pledge/products', asOperator(finance));
    expect(res.body.code).toBe(1);
    const listed = res.body.data.filter((p: { id: number }) => [product.id, hidden.id].includes(p.id));
    expect(listed).toEqual([
      expect.objectContaining({ id: product.id, sold: '300.000000', activeOrders: 2 }),
      expect.objectContaining({ id: hidden.id, open: false, activeOrders: 0 }),
    ]);
    // In the page's order (sort, then id), the demo products among them.
    const order = res.body.data.map((p: { sort: number; id: number }) => [p.sort, p.id]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(res.body.data.map((p: { name: { en?: string } }) => p.name.en)).toEqual(
      expect.arrayContaining(['AI Quant 7 days', 'AI Quant 30 days']),
    );
  });
});

describe('orders in the admin API', () => {
  it('lists orders newest first with their owner, filtered by user and status, paged', async () => {
    const alice = await signUp(app, { usdt: '5000' });
    const bob = await signUp(app, { usdt: '5000' });
    const product = await create();
    const a1 = (await stake(alice.token, product.id, '100')).body.data;
    const b1 = (await stake(bob.token, product.id, '200')).body.data;
    const a2 = (await stake(alice.token, product.id, '300')).body.data;

    const all = await api.get('/admin-api/pledge/orders?limit=3', asOperator(finance));
    expect(all.body.data.list.map((o: { id: number }) => o.id)).toEqual([a2.id, b1.id, a1.id]);
    expect(all.body.data.list[1]).toMatchObject({
      userId: bob.user.id,
      uid: bob.user.uid,
      amount: '200.000000',
      productName: '稳健 14 天',
      status: 'active',
    });

    const url = `/admin-api/pledge/orders?userId=${alice.user.id}&status=active&limit=1`;
    const first = await api.get(url, { ...asOperator(operations), lang: 'en' });
    expect(first.body.data).toMatchObject({ total: 2, page: 1, limit: 1, hasMore: true });
    expect(first.body.data.list).toEqual([
      expect.objectContaining({ id: a2.id, uid: alice.user.uid, productName: 'Steady 14 days' }),
    ]);
    const second = await api.get(`${url}&page=2`, asOperator(operations));
    expect(second.body.data.list.map((o: { id: number }) => o.id)).toEqual([a1.id]);
    const completed = await api.get(
      `/admin-api/pledge/orders?userId=${alice.user.id}&status=completed`,
      asOperator(finance),
    );
    expect(completed.body.data).toMatchObject({ total: 0, list: [] });
    // The default page size is 20.
    expect((await api.get('/admin-api/pledge/orders', asOperator(finance))).body.data.limit).toBe(20);

    for (const query of ['status=paused', 'userId=abc', 'userId=99999999999']) {
      expectError(await api.get(`/admin-api/pledge/orders?${query}`, asOperator(finance)), 'VALIDATION');
    }
  });
});
