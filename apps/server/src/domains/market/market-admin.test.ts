import { formatPrice } from '@mcc/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { seedDemo } from '../../db/seed.ts';
import { type Api, dbKind, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { marketPrices } from './market.tables.ts';

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

const MINUTE = 60_000;
/** A time `minutes` from the app's now. */
const inMinutes = (minutes: number) => new Date(app.clock.now().getTime() + minutes * MINUTE).toISOString();

const audits = (targetType: string, targetId: string | number) =>
  auditTrail(api, superToken, { targetType, targetId });

async function planPriceRows() {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(marketPrices)
    .where(sql`${marketPrices.planPointId} IS NOT NULL`);
  return row?.n ?? 0;
}

async function createPlan(body: Record<string, unknown>) {
  const res = await api.post('/admin-api/market/plans', body, asOperator(operations));
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as {
    id: number;
    status: string;
    points: { at: string; price: string; appliedAt: string | null }[];
  };
}

describe('demo prices', () => {
  const perSymbol = async () =>
    app.database.db
      .select({ symbol: marketPrices.symbol, n: count() })
      .from(marketPrices)
      .groupBy(marketPrices.symbol)
      .orderBy(marketPrices.symbol);

  it('seeds 90 days of hourly prices per token once, ending now at the demo price', async () => {
    expect(await perSymbol()).toEqual([
      { symbol: 'MCC', n: 90 * 24 + 1 },
      { symbol: 'SSK', n: 90 * 24 + 1 },
    ]);
    expect(formatPrice((await app.services.market.current('MCC'))?.price ?? 0n)).toBe('1.2500000000');
    expect(formatPrice((await app.services.market.current('SSK'))?.price ?? 0n)).toBe('0.0125000000');
    await seedDemo({ db: app.database.db, ...app.services });
    expect((await perSymbol()).map((r) => r.n)).toEqual([2161, 2161]);
    const all = await app.services.market.history('MCC', 'ALL');
    expect(all.candles.length).toBeLessThanOrEqual(500);
    expect(all.candles.length).toBeGreaterThan(450);
  });
});

describe('setting a price now', () => {
  it('applies at once, is the current price and is audited with the one it replaced', async () => {
    const first = await api.post(
      '/admin-api/market/price',
      { symbol: 'SSK', price: '0.0012345678' },
      asOperator(operations),
    );
    expect(first.body.data).toMatchObject({ symbol: 'SSK', price: '0.0012345678', source: 'operator' });
    const second = await api.post(
      '/admin-api/market/price',
      { symbol: 'SSK', price: '0.5' },
      asOperator(operations),
    );
    expect(second.body.data.price).toBe('0.5000000000');
    const prices = await api.get('/admin-api/market/prices', asOperator(finance));
    expect(prices.body.data.list.find((p: { symbol: string }) => p.symbol === 'SSK').price).toBe(
      '0.5000000000',
    );
    const trail = await audits('market_symbol', 'SSK');
    expect(trail[0]).toMatchObject({
      action: 'market.price.set',
      before: { price: '0.0012345678' },
      after: { price: '0.5000000000' },
    });
  });

  it('shows each token on the dashboard: price, today’s change and 24-hour volume', async () => {
    const res = await api.get('/admin-api/dashboard', asOperator(finance));
    expect(res.body.data.market.map((m: { symbol: string }) => m.symbol)).toEqual(['MCC', 'SSK']);
    expect(res.body.data.market[1]).toMatchObject({
      symbol: 'SSK',
      price: '0.5000000000',
      volume24h: '0.000000',
    });
  });

  it('refuses prices that are not a positive ten-decimal number', async () => {
    const cases: [unknown, string][] = [
      ['0', 'PRICE_NOT_POSITIVE'],
      ['0.00000000001', 'PRICE_TOO_PRECISE'],
      ['123456789', 'PRICE_TOO_LARGE'],
      ['-1', 'PRICE_INVALID'],
      ['1e3', 'PRICE_INVALID'],
      [1.5, 'PRICE_INVALID'],
      ['01', 'PRICE_INVALID'],
    ];
    for (const [price, key] of cases) {
      const res = await api.post('/admin-api/market/price', { symbol: 'MCC', price }, asOperator(operations));
      expectError(res, 'VALIDATION');
      expect(JSON.stringify(res.body.data), String(price)).toContain(key);
    }
    const bad = await api.post(
      '/admin-api/market/price',
      { symbol: 'BTC', price: '1' },
      asOperator(operations),
    );
    expect(JSON.stringify(bad.body.data)).toContain('SYMBOL_INVALID');
  });

  it('needs content.write: finance may read but not set', async () => {
    const res = await api.post('/admin-api/market/price', { symbol: 'MCC', price: '1' }, asOperator(finance));
    expect(res.status).toBe(403);
    expect(res.body.data.error).toBe('FORBIDDEN');
    const anonymous = await api.post('/admin-api/market/price', { symbol: 'MCC', price: '1' });
    expect(anonymous.status).toBe(401);
  });
});

describe('price plans', () => {
  it('previews a ramp without saving: steps + 1 evenly spread points from start to end', async () => {
    const plansBefore = (await api.get('/admin-api/market/plans', asOperator(finance))).body.data.list.length;
    const base = Date.parse(inMinutes(10));
    const at = (minutes: number) => new Date(base + minutes * MINUTE).toISOString();
    const startAt = at(0);
    const endAt = at(30);
    const res = await api.post(
      '/admin-api/market/plans/preview',
      { symbol: 'MCC', ramp: { startAt, endAt, startPrice: '1', endPrice: '1.3', steps: 3 } },
      asOperator(operations),
    );
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data.points.map((p: { price: string }) => p.price)).toEqual([
      '1.0000000000',
      '1.1000000000',
      '1.2000000000',
      '1.3000000000',
    ]);
    expect(res.body.data.points.map((p: { at: string }) => p.at)).toEqual([startAt, at(10), at(20), endAt]);
    expect((await api.get('/admin-api/market/plans', asOperator(finance))).body.data.list.length).toBe(
      plansBefore,
    );
  });

  it('refuses past times, duplicate times, an empty range and both forms at once', async () => {
    const at = inMinutes(5);
    const cases: [Record<string, unknown>, string][] = [
      [{ symbol: 'MCC', points: [{ at: inMinutes(-1), price: '1' }] }, 'PLAN_TIME_PAST'],
      [
        {
          symbol: 'MCC',
          points: [
            { at, price: '1' },
            { at, price: '2' },
          ],
        },
        'PLAN_TIME_DUPLICATE',
      ],
      [
        { symbol: 'MCC', ramp: { startAt: at, endAt: at, startPrice: '1', endPrice: '2', steps: 2 } },
        'PLAN_RANGE_INVALID',
      ],
    ];
    for (const [body, key] of cases)
      expectError(await api.post('/admin-api/market/plans', body, asOperator(operations)), key);
    const both = await api.post(
      '/admin-api/market/plans',
      {
        symbol: 'MCC',
        points: [{ at, price: '1' }],
        ramp: { startAt: at, endAt: inMinutes(9), startPrice: '1', endPrice: '2', steps: 2 },
      },
      asOperator(operations),
    );
    expect(JSON.stringify(both.body.data)).toContain('PLAN_POINTS_OR_RAMP');
    const neither = await api.post('/admin-api/market/plans', { symbol: 'MCC' }, asOperator(operations));
    expect(JSON.stringify(neither.body.data)).toContain('PLAN_POINTS_OR_RAMP');
  });

  it('applies due points once each, in order, keeps their scheduled times, and is done after the last', async () => {
    const plan = await createPlan({
      symbol: 'MCC',
      points: [
        { at: inMinutes(2), price: '2.5' },
        { at: inMinutes(1), price: '2' },
      ],
    });
    expect(plan.status).toBe('scheduled');
    expect(plan.points.map((p) => p.price)).toEqual(['2.0000000000', '2.5000000000']);
    expect(await audits('market_plan', plan.id)).toMatchObject([{ action: 'market.plan.create' }]);

    expect((await app.services.market.applyDue()).applied).toBe(0);
    app.clock.advance(1.5 * MINUTE);
    const first = await app.services.market.applyDue();
    expect(first.points).toEqual([
      expect.objectContaining({ price: '2.0000000000', source: 'plan', appliedAt: plan.points[0]?.at }),
    ]);
    expect((await app.services.market.applyDue()).applied).toBe(0);
    app.clock.advance(MINUTE);
    expect((await app.services.market.applyDue()).applied).toBe(1);
    const prices = await api.get('/admin-api/market/prices', asOperator(finance));
    expect(prices.body.data.list.find((p: { symbol: string }) => p.symbol === 'MCC').price).toBe(
      '2.5000000000',
    );
    const [listed] = (await api.get('/admin-api/market/plans?symbol=MCC', asOperator(finance))).body.data
      .list;
    expect(listed).toMatchObject({ id: plan.id, status: 'done' });
    expectError(
      await api.post(`/admin-api/market/plans/${plan.id}/cancel`, undefined, asOperator(operations)),
      'PLAN_NOT_SCHEDULED',
    );
  });

  it('a cancelled plan applies none of its remaining points; cancel is audited', async () => {
    const plan = await createPlan({
      symbol: 'SSK',
      ramp: { startAt: inMinutes(1), endAt: inMinutes(3), startPrice: '0.01', endPrice: '0.03', steps: 2 },
    });
    app.clock.advance(1.5 * MINUTE);
    expect((await app.services.market.applyDue()).applied).toBe(1);
    const res = await api.post(
      `/admin-api/market/plans/${plan.id}/cancel`,
      undefined,
      asOperator(operations),
    );
    expect(res.body.data).toMatchObject({ status: 'cancelled' });
    expect(res.body.data.points.map((p: { appliedAt: string | null }) => p.appliedAt !== null)).toEqual([
      true,
      false,
      false,
    ]);
    app.clock.advance(5 * MINUTE);
    expect((await app.services.market.applyDue()).applied).toBe(0);
    expect(await audits('market_plan', plan.id)).toMatchObject([
      { action: 'market.plan.cancel', before: { status: 'scheduled' }, after: { status: 'cancelled' } },
      { action: 'market.plan.create' },
    ]);
    expectError(
      await api.post('/admin-api/market/plans/999999/cancel', undefined, asOperator(operations)),
      'PLAN_NOT_FOUND',
    );
    expect(
      (await api.post(`/admin-api/market/plans/${plan.id}/cancel`, undefined, asOperator(finance))).status,
    ).toBe(403);
  });

  it(`parallel runs on one server (${dbKind}) apply each due point exactly once`, async () => {
    const points = Array.from({ length: 30 }, (_, i) => ({ at: inMinutes(1 + i / 10), price: `${3 + i}` }));
    await createPlan({ symbol: 'MCC', points });
    const before = await planPriceRows();
    app.clock.advance(5 * MINUTE);
    const runs = await Promise.all(Array.from({ length: 8 }, () => app.services.market.applyDue()));
    expect(runs.reduce((n, r) => n + r.applied, 0)).toBe(30);
    expect((await planPriceRows()) - before).toBe(30);
  });
});

describe.skipIf(dbKind !== 'postgres')('two servers on one PostgreSQL', () => {
  let twin: App;
  beforeAll(async () => {
    twin = await app.twin();
  });
  afterAll(() => twin.close());

  it('apply every due point exactly once however many runs race', async () => {
    const points = Array.from({ length: 50 }, (_, i) => ({ at: inMinutes(1 + i / 20), price: `0.${i + 1}` }));
    await createPlan({ symbol: 'SSK', points });
    const before = await planPriceRows();
    app.clock.advance(5 * MINUTE);
    const runs = await Promise.all(
      [app, twin].flatMap((server) => Array.from({ length: 6 }, () => server.services.market.applyDue())),
    );
    expect(runs.reduce((n, r) => n + r.applied, 0)).toBe(50);
    expect((await planPriceRows()) - before).toBe(50);
  });
});
