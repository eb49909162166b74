import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../../test/harness.ts';
import { asOperator, auditTrail } from '../../../test/operators.ts';
import { PAY_PASSWORD, signUp } from '../../../test/users.ts';

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

const HOUR = 3_600_000;
const body = () => ({
  name: { 'zh-Hans': ' 晨星 ', en: 'Morning Star', ja: '', 'zh-Hant': '晨星' },
  description: { 'zh-Hans': '第一行\n第二行', en: 'Two lines\nof text' },
  image: `/uploads/${'b'.repeat(64)}.png`,
  price: '12.5',
  supply: 20,
  perUserLimit: 2,
  saleStart: new Date(app.clock.now().getTime() - HOUR).toISOString(),
  saleEnd: null,
  rarity: 'epic',
  creator: 'Studio',
  chain: 'BNB Smart Chain',
  contractAddress: '0xabc',
  tokenStandard: 'ERC-721',
  featured: true,
  published: true,
  sort: 1,
});

const audits = (targetId: number) => auditTrail(api, superToken, { targetType: 'nft_series', targetId });

describe('NFT series in the admin API', () => {
  it('creates a series with trimmed texts, empty languages dropped, audited', async () => {
    const res = await api.post('/admin-api/nft/series', body(), asOperator(operations));
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data).toMatchObject({
      name: { 'zh-Hans': '晨星', en: 'Morning Star', 'zh-Hant': '晨星' },
      description: { 'zh-Hans': '第一行\n第二行', en: 'Two lines\nof text' },
      price: '12.500000',
      supply: 20,
      reserved: 0,
      sold: 0,
      remaining: 20,
      status: 'on_sale',
      revenue: '0.000000',
    });
    expect(res.body.data.name).not.toHaveProperty('ja');
    const [row] = await audits(res.body.data.id);
    expect(row).toMatchObject({
      action: 'nft.series.create',
      before: null,
      after: { price: '12.500000', supply: 20 },
    });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = (await api.get('/admin-api/nft/series?limit=50', asOperator(operations))).body.data.total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ supply: 0 }, 'supply', 'SUPPLY_INVALID'],
      [{ price: '1.234' }, 'price', 'AMOUNT_TOO_PRECISE'],
      [{ rarity: 'mythic' }, 'rarity', 'RARITY_INVALID'],
      [{ image: 'javascript:alert(1)' }, 'image', 'BANNER_IMAGE_INVALID'],
      [{ saleEnd: new Date(0).toISOString() }, 'saleEnd', 'SALE_WINDOW_INVALID'],
      [{ name: { 'zh-Hans': '' } }, 'name.zh-Hans', 'SERIES_NAME_REQUIRED'],
    ];
    for (const [patch, field, error] of cases) {
      const res = await api.post('/admin-api/nft/series', { ...body(), ...patch }, asOperator(operations));
      expect({ field: res.body.data.fields?.[0]?.field, error: res.body.data.fields?.[0]?.error }).toEqual({
        field,
        error,
      });
    }
    expect((await api.get('/admin-api/nft/series?limit=50', asOperator(operations))).body.data.total).toBe(
      before,
    );
  });

  it('keeps the supply above what is sold and reserved; a new price holds for new orders only', async () => {
    const created = (
      await api.post('/admin-api/nft/series', { ...body(), supply: 5 }, asOperator(operations))
    ).body.data;
    const buyer = await signUp(app, { usdt: '100' });
    const order = await api.post(
      '/api/order/add',
      { seriesId: created.id, quantity: 2 },
      { token: buyer.token },
    );
    expect(order.body.code).toBe(1);
    const shrink = await api.post(
      `/admin-api/nft/series/${created.id}`,
      { ...body(), supply: 1 },
      asOperator(operations),
    );
    expectError(shrink, 'SUPPLY_BELOW_TAKEN');
    expect(shrink.body.data.taken).toBe(2);
    const repriced = await api.post(
      `/admin-api/nft/series/${created.id}`,
      { ...body(), supply: 5, price: '20' },
      asOperator(operations),
    );
    expect(repriced.body.data).toMatchObject({ price: '20.000000', reserved: 2 });
    // The unpaid order keeps the price it was placed at.
    const paid = await api.post(
      '/api/order/pay',
      { id: order.body.data.id, payPassword: PAY_PASSWORD },
      { token: buyer.token },
    );
    expect(paid.body.data.amount).toBe('25.000000');
    const listed = (await api.get('/admin-api/nft/series?limit=50', asOperator(finance))).body.data.list;
    expect(listed.find((s: { id: number }) => s.id === created.id)).toMatchObject({
      sold: 2,
      revenue: '25.000000',
    });
    const rows = await audits(created.id);
    expect(rows.map((r) => r.action)).toEqual(['nft.series.update', 'nft.series.create']);
  });

  it('lets every operator read series, only content.write change them, users.read see orders', async () => {
    expect((await api.get('/admin-api/nft/series', asOperator(finance))).body.code).toBe(1);
    const refused = await api.post('/admin-api/nft/series', body(), asOperator(finance));
    expect(refused.status).toBe(403);
    const orders = await api.get('/admin-api/nft/orders?status=paid', asOperator(finance));
    expect(orders.body.code).toBe(1);
    expect(orders.body.data.list[0]).toMatchObject({ status: 'paid', uid: expect.any(String) });
    expect((await api.get('/admin-api/nft/orders', asOperator(operations))).body.code).toBe(1);
    expect((await api.get('/admin-api/nft/series')).status).toBe(401);
  });
});
