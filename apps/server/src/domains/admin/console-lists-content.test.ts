import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobItemFailures } from '../../jobs/item-failures.tables.ts';
import { downloadCsv } from '../../test/csv.ts';
import { type Api, openTestApp, type TestApp } from '../../test/harness.ts';
import {
  appealedOrder,
  auctionSteps,
  boxBody,
  createSeries,
  recipeBody,
  SYSTEM_ACTOR,
} from '../../test/nft.ts';
import { asOperator } from '../../test/operators.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';

/**
 * The console's other lists, each by at least one of its filters: NFT series, orders, appeals, boxes,
 * recipes and auctions, notices, AI quant orders, price plans, failing job items and operators.
 */

let app: TestApp;
let api: Api;
let root: string;
let operations: string;
beforeAll(async () => {
  ({
    app,
    api,
    tokens: { super: root, operations },
  } = await openTestApp('super', 'operations'));
});
afterAll(() => app.dispose());

const tag = randomBytes(3).toString('hex');
const inHours = (hours: number) => new Date(app.clock.now().getTime() + hours * 3_600_000).toISOString();
const list = async (path: string) => {
  const res = await api.get(path, asOperator(root));
  expect(res.body.code, `${path}: ${res.body.msg}`).toBe(1);
  return res.body.data.list as Record<string, unknown>[];
};
const idsOf = async (path: string) => (await list(path)).map((r) => r.id);

describe('the NFT lists', () => {
  it('series: drafts or published ones, found by part of a name in any language', async () => {
    const shown = await createSeries(app, { name: { 'zh-Hans': `上架${tag}`, en: `Shown ${tag}` }, sort: 2 });
    const draft = await createSeries(app, {
      name: { 'zh-Hans': `草稿${tag}`, en: `Draft ${tag}` },
      published: false,
      sort: 1,
    });
    expect(await idsOf(`/admin-api/nft/series?q=${tag}`)).toEqual([draft.id, shown.id]);
    expect(await idsOf(`/admin-api/nft/series?q=${tag}&status=draft`)).toEqual([draft.id]);
    expect(await idsOf(`/admin-api/nft/series?q=SHOWN%20${tag.toUpperCase()}`)).toEqual([shown.id]);
    const file = await downloadCsv(app, `/admin-api/nft/series/export?q=${tag}&sort=price`, root);
    expect(file.rows.map((r) => Number(r[0])).sort()).toEqual([draft.id, shown.id].sort());
  });

  it('orders as buyer or seller, by kind; appeals by state and by either side', async () => {
    const trade = await appealedOrder(app);
    const seller = trade.seller.user;
    const asSeller = await list(`/admin-api/nft/orders?userId=${seller.id}&role=seller`);
    expect(asSeller.map((o) => [o.id, o.kind])).toEqual([[trade.orderId, 'resale']]);
    const asBuyer = await list(`/admin-api/nft/orders?userId=${seller.id}&role=buyer`);
    expect(asBuyer.map((o) => o.kind)).toEqual(['primary']);
    expect(await idsOf(`/admin-api/nft/orders?userId=${seller.id}&kind=resale`)).toEqual([trade.orderId]);
    expect(await idsOf(`/admin-api/nft/orders?q=${trade.orderId}&status=appealing`)).toEqual([trade.orderId]);

    for (const side of [trade.buyer.user.uid, seller.uid])
      expect(await idsOf(`/admin-api/nft/appeals?q=${side}&status=open`), side).toEqual([trade.appealId]);
    expect(await idsOf(`/admin-api/nft/appeals?q=${seller.uid}&status=decided`)).toEqual([]);
  });

  it('boxes and recipes by state, auctions by their derived state', async () => {
    const series = await createSeries(app, { supply: 20 });
    const pool = [{ seriesId: series.id, weight: 1, stock: 5 }];
    const box = await app.services.boxes.admin.createBox(
      boxBody(app, pool, { name: { 'zh-Hans': `盒${tag}`, en: `Box ${tag}` }, published: false }),
      SYSTEM_ACTOR,
    );
    expect(await idsOf(`/admin-api/nft/boxes?q=${tag}&status=draft`)).toEqual([box.id]);
    expect(await idsOf(`/admin-api/nft/boxes?q=${tag}&status=published`)).toEqual([]);

    const recipe = await app.services.boxes.admin.createRecipe(
      recipeBody([{ seriesId: series.id, count: 2 }], (await createSeries(app)).id, {
        name: { 'zh-Hans': `配方${tag}` },
      }),
      SYSTEM_ACTOR,
    );
    expect(await idsOf(`/admin-api/nft/recipes?q=${tag}&status=published`)).toEqual([recipe.id]);

    const { terms } = auctionSteps(app, api);
    const later = await api.post(
      '/admin-api/nft/auctions',
      { seriesId: series.id, ...terms(60, { startsAt: inHours(2), endsAt: inHours(5) }) },
      asOperator(operations),
    );
    const now = await api.post(
      '/admin-api/nft/auctions',
      { seriesId: series.id, ...terms(60) },
      asOperator(operations),
    );
    const auctions = `/admin-api/nft/auctions?seriesId=${series.id}`;
    expect(await idsOf(`${auctions}&status=upcoming`)).toEqual([later.body.data.id]);
    expect(await idsOf(`${auctions}&status=live`)).toEqual([now.body.data.id]);
    expect(await idsOf(`${auctions}&sort=startsAt&order=asc`)).toEqual([
      now.body.data.id,
      later.body.data.id,
    ]);
  });
});

describe('the content and operations lists', () => {
  it('notices: visible, scheduled or hidden, found by part of a title', async () => {
    const post = async (patch: object) =>
      (
        await api.post(
          '/admin-api/notices',
          { title: { 'zh-Hans': `公告${tag}` }, content: { 'zh-Hans': '<p>x</p>' }, ...patch },
          asOperator(operations),
        )
      ).body.data.id;
    const visible = await post({});
    const scheduled = await post({ publishAt: inHours(3) });
    const hidden = await post({ hidden: true });
    for (const [status, id] of [
      ['visible', visible],
      ['scheduled', scheduled],
      ['hidden', hidden],
    ])
      expect(await idsOf(`/admin-api/notices?q=${tag}&status=${status}`), status).toEqual([id]);
  });

  it('AI quant orders by state and by the staker', async () => {
    const staker = await signUp(app, { usdt: '1000' });
    const index = await api.get('/api/pledge/index', { token: staker.token });
    const [product] = index.body.data.products as { id: number }[];
    const staked = await api.post(
      '/api/pledge/add',
      { productId: product?.id, amount: '100', payPassword: PAY_PASSWORD },
      { token: staker.token },
    );
    expect(staked.body.code, staked.body.msg).toBe(1);
    const uid = staker.user.uid;
    expect((await list(`/admin-api/pledge/orders?q=${uid}&status=active`)).map((o) => o.uid)).toEqual([uid]);
    expect(await list(`/admin-api/pledge/orders?q=${uid}&status=completed`)).toEqual([]);
  });

  it('price plans by state, failing job items by job and item, operators by state and name', async () => {
    const plan = await api.post(
      '/admin-api/market/plans',
      { symbol: 'SSK', points: [{ at: inHours(1), price: '3' }] },
      asOperator(operations),
    );
    expect(await idsOf('/admin-api/market/plans?symbol=SSK&status=scheduled')).toContain(plan.body.data.id);
    expect(await idsOf('/admin-api/market/plans?symbol=SSK&status=done')).not.toContain(plan.body.data.id);

    const failedAt = app.clock.now();
    await app.database.db.insert(jobItemFailures).values(
      [101, 102].map((itemId) => ({
        job: 'order-expiry' as const,
        itemId,
        errorKey: 'ACCOUNT_FROZEN',
        message: 'frozen',
        attempts: itemId - 100,
        firstFailedAt: failedAt,
        lastFailedAt: failedAt,
        nextAttemptAt: failedAt,
      })),
    );
    const failures = (query: string) =>
      list(`/admin-api/jobs/failures?job=order-expiry&${query}`).then((rows) => rows.map((f) => f.itemId));
    expect(await failures('q=102')).toEqual([102]);
    expect(await failures('sort=attempts&order=desc')).toEqual([102, 101]);
    expect(await failures('q=ACCOUNT_FROZEN&from=2020-01-01&to=2020-01-02')).toEqual([]);

    const disabled = await list('/admin-api/operators?status=disabled');
    expect(disabled.every((o) => o.status === 'disabled')).toBe(true);
    const named = await list('/admin-api/operators?q=OPERATIONS-');
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((o) => String(o.username).startsWith('operations-'))).toBe(true);
  });
});
