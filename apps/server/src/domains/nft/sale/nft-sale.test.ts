import { ORDER_PAY_MINUTES, type SeriesInput } from '@mcc/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  client,
  dbKind,
  expectError,
  lastIdOf,
  expectOk as ok,
  openTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { createSeries, expectInvalid } from '../../../test/nft.ts';
import { PAY_PASSWORD, signUp, signUpMany } from '../../../test/users.ts';
import { ledgerAccounts, ledgerTransfers } from '../../ledger/ledger.tables.ts';
import { verifyLedger } from '../../ledger/ledger.verify.ts';
import { nftCopies, nftCopyEvents, nftOrders, nftOrderTips, nftSeries } from '../core/nft.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

const MINUTE = 60_000;
/** A series of its own for each test, on sale since an hour ago unless told otherwise. */
const newSeries = (patch: Partial<SeriesInput> = {}) => createSeries(app, patch);

const order = (token: string, seriesId: number, quantity = 1) =>
  api.post('/api/order/add', { seriesId, quantity }, { token });
const pay = (token: string, id: number) =>
  api.post('/api/order/pay', { id, payPassword: PAY_PASSWORD }, { token });

async function seriesRow(id: number) {
  const [row] = await app.database.db.select().from(nftSeries).where(eq(nftSeries.id, id));
  if (!row) throw new Error(`no series ${id}`);
  return row;
}

async function expectClean() {
  expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
}

/** Everything a refused payment must leave as it was: accounts, transfers, orders, copies, series. */
async function snapshot(seriesId: number) {
  const db = app.database.db;
  const [accounts, [t], orders, [c], series] = await Promise.all([
    db.select().from(ledgerAccounts).orderBy(ledgerAccounts.id),
    db.select({ n: count() }).from(ledgerTransfers),
    db.select().from(nftOrders).where(eq(nftOrders.seriesId, seriesId)).orderBy(nftOrders.id),
    db.select({ n: count() }).from(nftCopies),
    seriesRow(seriesId),
  ]);
  return { accounts, transfers: t?.n, orders, copies: c?.n, series };
}

describe('primary sale', () => {
  it('orders, pays, mints numbered copies with their history, and notifies the buyer', async () => {
    const { token, user } = await signUp(app, { usdt: '100' });
    const series = await newSeries({ price: '12.5', supply: 5 });
    const placed = await order(token, series.id, 2);
    expect(placed.body.data).toMatchObject({
      status: 'unpaid',
      quantity: 2,
      amount: '25.000000',
      serials: [],
    });
    expect(Date.parse(placed.body.data.deadline) - Date.parse(placed.body.data.createdAt)).toBe(
      ORDER_PAY_MINUTES * MINUTE,
    );
    expect(await seriesRow(series.id)).toMatchObject({ reserved: 2, sold: 0 });
    // One unpaid order per series at a time.
    expectError(await order(token, series.id, 1), 'ORDER_UNPAID_EXISTS');

    const paid = await pay(token, placed.body.data.id);
    expect(paid.body.data).toMatchObject({ status: 'paid', serials: [1, 2], supply: 5 });
    expect(await seriesRow(series.id)).toMatchObject({ reserved: 0, sold: 2 });
    expect((await api.get('/api/fund/usdt', { token })).body.data.available).toBe('75.000000');
    expectError(await pay(token, placed.body.data.id), 'ORDER_ALREADY_PAID');

    const held = await api.get('/api/coupon/index', { token });
    const mine = held.body.data.list.filter((c: { seriesId: number }) => c.seriesId === series.id);
    expect(mine.map((c: { serial: number }) => c.serial).sort()).toEqual([1, 2]);
    const detail = await api.get(`/api/coupon/detail?id=${mine[0].id}`, { token });
    expect(detail.body.data).toMatchObject({ supply: 5, acquiredVia: 'primary', price: '12.500000' });
    expect(detail.body.data.history).toEqual([
      expect.objectContaining({
        event: 'minted',
        from: null,
        to: expect.stringMatching(/\*{4}/),
        price: '12.500000',
      }),
    ]);
    const copies = await api.get(`/api/nft/series/copies?id=${series.id}`, { token });
    expect(copies.body.data.list.map((c: { serial: number }) => c.serial)).toEqual([2, 1]);
    expect(copies.body.data.list[0].owner).not.toContain(String(user.mobile));

    const tips = await api.get('/api/order/tips', { token });
    expect(tips.body.data.unread).toBe(1);
    expect(tips.body.data.list[0]).toMatchObject({ kind: 'paid', orderId: placed.body.data.id, read: false });
    const read = await api.get(`/api/order/readTips?id=${tips.body.data.list[0].id}`, { token });
    expect(read.body.data).toEqual({ unread: 0 });
    expect((await api.get('/api/order/tips', { token })).body.data.list[0].read).toBe(true);

    // Another user sees none of it.
    const other = await signUp(app);
    expectError(
      await api.get(`/api/order/detail?id=${placed.body.data.id}`, { token: other.token }),
      'ORDER_NOT_FOUND',
    );
    expectError(
      await api.get(`/api/coupon/detail?id=${mine[0].id}`, { token: other.token }),
      'COPY_NOT_FOUND',
    );
    expectError(
      await api.get(`/api/order/readTips?id=${tips.body.data.list[0].id}`, { token: other.token }),
      'TIP_NOT_FOUND',
    );
    await expectClean();
  });

  it('a payment without enough USDT changes nothing; the order can be paid after a recharge', async () => {
    const { token } = await signUp(app, { usdt: '5' });
    const series = await newSeries({ price: '10' });
    const placed = await order(token, series.id, 1);
    const before = await snapshot(series.id);
    const copiesBefore = await lastIdOf(app, 'nft_copies_id_seq');
    expectError(await pay(token, placed.body.data.id), 'INSUFFICIENT_BALANCE');
    expect(await snapshot(series.id)).toEqual(before);
    // Refused before the drop's lock: no copy was minted to be rolled back.
    expect(await lastIdOf(app, 'nft_copies_id_seq')).toBe(copiesBefore);
  });

  it('keeps the sale window: not before the start, not after the end', async () => {
    const { token } = await signUp(app, { usdt: '100' });
    const now = app.clock.now().getTime();
    const soon = await newSeries({ saleStart: new Date(now + MINUTE).toISOString() });
    const over = await newSeries({
      saleStart: new Date(now - 2 * MINUTE).toISOString(),
      saleEnd: new Date(now - MINUTE).toISOString(),
    });
    const refused = await order(token, soon.id);
    expectError(refused, 'SALE_NOT_STARTED');
    expect(refused.body.data.saleStart).toBe(new Date(now + MINUTE).toISOString());
    expectError(await order(token, over.id), 'SALE_ENDED');
    app.clock.advance(MINUTE);
    expect((await order(token, soon.id)).body.data.status).toBe('unpaid');
  });

  it('keeps the per-user limit across orders, and under parallel orders of one user', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    const series = await newSeries({ perUserLimit: 3 });
    const first = await order(token, series.id, 2);
    await pay(token, first.body.data.id);
    const over = await order(token, series.id, 2);
    expectError(over, 'PER_USER_LIMIT');
    expect(over.body.data.left).toBe(1);
    expect(over.body.msg).toContain('3');

    const second = await signUp(app, { usdt: '1000' });
    const burst = await Promise.all(Array.from({ length: 8 }, () => order(second.token, series.id, 2)));
    expect(burst.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(await seriesRow(series.id)).toMatchObject({ sold: 2, reserved: 2 });
  });

  it('refuses quantities outside 1–10 and unknown series, with the reason', async () => {
    const { token } = await signUp(app);
    const series = await newSeries();
    expectInvalid(await order(token, series.id, 0), 'quantity', 'QUANTITY_INVALID');
    expectInvalid(await order(token, series.id, 11), 'quantity', 'QUANTITY_INVALID');
    expectError(await order(token, 999_999, 1), 'SERIES_NOT_FOUND');
    const small = await newSeries({ supply: 3 });
    const left = await order(token, small.id, 4);
    expectError(left, 'NOT_ENOUGH_LEFT');
    expect(left.body.data.left).toBe(3);
  });
});

describe('expiry', () => {
  it('the job closes late orders once, gives their copies back, and a late payment is refused', async () => {
    const { token } = await signUp(app, { usdt: '100' });
    const series = await newSeries({ supply: 2 });
    const placed = await order(token, series.id, 2);
    const other = await signUp(app, { usdt: '100' });
    expectError(await order(other.token, series.id, 1), 'SOLD_OUT');

    app.clock.advance(ORDER_PAY_MINUTES * MINUTE);
    const first = await app.services.nft.expireDue();
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(await app.services.nft.expireDue()).toEqual({ expired: 0 });
    expect(await seriesRow(series.id)).toMatchObject({ reserved: 0, sold: 0 });
    const before = await snapshot(series.id);
    expectError(await pay(token, placed.body.data.id), 'ORDER_EXPIRED');
    expect(await snapshot(series.id)).toEqual(before);

    const tips = await api.get('/api/order/tips', { token });
    expect(tips.body.data.list.filter((t: { kind: string }) => t.kind === 'expired')).toHaveLength(1);
    expect((await api.get(`/api/order/detail?id=${placed.body.data.id}`, { token })).body.data.status).toBe(
      'expired',
    );
    // The copies are on sale again.
    expect((await order(other.token, series.id, 2)).body.data.status).toBe('unpaid');
  });

  it('a payment after the deadline closes the order itself when the job has not run yet', async () => {
    const { token } = await signUp(app, { usdt: '100' });
    const series = await newSeries({ supply: 1 });
    const placed = await order(token, series.id, 1);
    app.clock.advance(ORDER_PAY_MINUTES * MINUTE + 1);
    expectError(await pay(token, placed.body.data.id), 'ORDER_EXPIRED');
    expect(await seriesRow(series.id)).toMatchObject({ reserved: 0, sold: 0 });
    const [closed] = await app.database.db
      .select()
      .from(nftOrders)
      .where(eq(nftOrders.id, placed.body.data.id));
    expect(closed?.status).toBe('expired');
    await app.services.nft.expireDue();
    expect(await seriesRow(series.id)).toMatchObject({ reserved: 0, sold: 0 });
  });

  it.runIf(dbKind === 'postgres')(
    'two servers expiring at the same moment close each late order once',
    async () => {
      const twin = await app.twin();
      try {
        const n = 260;
        const series = await newSeries({ supply: n });
        const buyers = await signUpMany(app, n);
        // Placed one after another: the race under test is the expiry's, not the ordering's.
        for (const b of buyers) await app.services.nft.add(b.id, { seriesId: series.id, quantity: 1 });
        expect(await seriesRow(series.id)).toMatchObject({ reserved: n });
        app.clock.advance(ORDER_PAY_MINUTES * MINUTE);
        const [a, b] = await Promise.all([app.services.nft.expireDue(), twin.services.nft.expireDue()]);
        expect(a.expired + b.expired).toBe(n);
        expect(await seriesRow(series.id)).toMatchObject({ reserved: 0, sold: 0 });
        const tips = await app.database.db
          .select({ n: count() })
          .from(nftOrderTips)
          .innerJoin(nftOrders, eq(nftOrders.id, nftOrderTips.orderId))
          .where(eq(nftOrders.seriesId, series.id));
        expect(tips[0]?.n).toBe(n);
      } finally {
        await twin.close();
      }
    },
  );
});

describe('what a buyer may leave unpaid', () => {
  it('at most the lapse limit of unpaid orders across series, even in parallel (two servers on PostgreSQL)', async () => {
    const { dailyLapseLimit } = (await app.services.settings.get()).primarySale;
    const { token } = await signUp(app);
    const series = await Promise.all(Array.from({ length: 10 }, () => newSeries()));
    const twin = dbKind === 'postgres' ? await app.twin() : undefined;
    try {
      const apis = [api, twin ? client(twin) : api];
      const answers = await Promise.all(
        series.map((s, i) =>
          (apis[i % 2] ?? api).post('/api/order/add', { seriesId: s.id, quantity: 1 }, { token }),
        ),
      );
      expect(answers.filter((a) => a.body.code === 1)).toHaveLength(dailyLapseLimit);
      for (const a of answers) if (a.body.code !== 1) expectError(a, 'UNPAID_ORDER_LIMIT');
    } finally {
      await twin?.close();
    }
  });

  it('a buyer whose orders lapsed up to the limit orders again once the oldest lapse is 24 hours old', async () => {
    const { dailyLapseLimit } = (await app.services.settings.get()).primarySale;
    const { token } = await signUp(app);
    const series = await newSeries();
    app.clock.freeze();
    try {
      for (let i = 0; i < dailyLapseLimit; i++) {
        ok(await order(token, series.id), `order ${i}`);
        app.clock.advance(ORDER_PAY_MINUTES * MINUTE);
        await app.services.nft.expireDue();
      }
      const refused = await order(token, series.id);
      expectError(refused, 'CANCEL_LIMIT');
      const wait = Date.parse(refused.body.data.until) - app.clock.now().getTime();
      expect(wait).toBe(24 * 60 * MINUTE - (dailyLapseLimit - 1) * ORDER_PAY_MINUTES * MINUTE);
      app.clock.advance(wait);
      ok(await order(token, series.id), 'a day after the first lapse');
    } finally {
      app.clock.thaw();
    }
  });
});

describe('a drop', () => {
  it(`${dbKind === 'postgres' ? 200 : 60} buyers racing for the last 50 copies: 50 minted, serials without gaps`, async () => {
    const crowd = dbKind === 'postgres' ? 200 : 60;
    const series = await newSeries({ supply: 60, price: '1' });
    // The first 10 copies went earlier, so the race is for the last 50.
    const early = await signUp(app, { usdt: '100' });
    await pay(early.token, (await order(early.token, series.id, 10)).body.data.id);
    const buyers = await signUpMany(app, crowd, { usdt: '10' });
    const results = await Promise.all(
      buyers.map(async (b) => {
        const placed = await order(b.token, series.id, 1);
        if (placed.body.code !== 1) return placed.body.data.error as string;
        const paid = await pay(b.token, placed.body.data.id);
        return paid.body.code === 1 ? 'bought' : (paid.body.data.error as string);
      }),
    );
    expect(results.filter((r) => r === 'bought')).toHaveLength(50);
    expect(new Set(results.filter((r) => r !== 'bought'))).toEqual(new Set(['SOLD_OUT']));
    const serials = await app.database.db
      .select({ serial: nftCopies.serial })
      .from(nftCopies)
      .where(eq(nftCopies.seriesId, series.id))
      .orderBy(nftCopies.serial);
    expect(serials.map((s) => s.serial)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(await seriesRow(series.id)).toMatchObject({ sold: 60, reserved: 0 });
    const events = await app.database.db
      .select({ n: count() })
      .from(nftCopyEvents)
      .innerJoin(nftCopies, eq(nftCopies.id, nftCopyEvents.copyId))
      .where(eq(nftCopies.seriesId, series.id));
    expect(events[0]?.n).toBe(60);
    await expectClean();
  }, 120_000);
});
