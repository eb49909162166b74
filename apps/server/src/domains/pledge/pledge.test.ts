import { randomBytes } from 'node:crypto';
import { bpRoundDown, type PledgeProductInput } from '@mcc/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay, dayStart } from '../../lib/business-day.ts';
import { type Api, dbKind, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectKeysetPagesOfFive } from '../../test/paging.ts';
import { newProduct as newTestProduct } from '../../test/pledge.ts';
import { credit, PAY_PASSWORD, setFrozen, signUp } from '../../test/users.ts';
import { unwrap } from '../ledger/ledger.service.ts';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { pledgeOrders, pledgeProducts } from './pledge.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

const HOUR = 3_600_000;

/** A product of its own for each test, so tests never share a quota. */
const newProduct = (patch: Partial<PledgeProductInput> = {}) => newTestProduct(app, patch);

const stake = (token: string, productId: number, amount: string, opts: { lang?: string } = {}) =>
  api.post('/api/pledge/add', { productId, amount, payPassword: PAY_PASSWORD }, { token, ...opts });

/** Moves the test clock forward to `at`. */
function moveTo(at: number) {
  const ahead = at - app.clock.now().getTime();
  if (ahead < 0) throw new Error('the test clock only moves forward');
  app.clock.advance(ahead);
}

async function escrowBalance() {
  const id = await app.services.ledger.systemAccount(app.database.db, 'pledge_escrow', 'USDT');
  const [row] = await app.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return (row?.creditsPosted ?? 0n) - (row?.debitsPosted ?? 0n);
}

/** Everything a refused stake must leave untouched: account totals, transfers, orders, products. */
async function snapshot() {
  const db = app.database.db;
  const [accounts, [t], [o], products] = await Promise.all([
    db.select().from(ledgerAccounts).orderBy(ledgerAccounts.id),
    db.select({ n: count() }).from(ledgerTransfers),
    db.select({ n: count() }).from(pledgeOrders),
    db.select().from(pledgeProducts).orderBy(pledgeProducts.id),
  ]);
  return JSON.stringify({ accounts, t, o, products }, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
}

async function expectClean() {
  expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
}

/** Pays one day's yield of an order the way the accrual job does: the ledger credit and the order together. */
async function payYield(orderId: number, day: string) {
  const { ledger } = app.services;
  await app.database.db.transaction(async (tx) => {
    const [o] = await tx.select().from(pledgeOrders).where(eq(pledgeOrders.id, orderId)).for('update');
    if (!o) throw new Error(`no order ${orderId}`);
    const amount = bpRoundDown(o.amount, o.dailyRateBp);
    unwrap(
      await ledger.transfer(tx, {
        key: `pledge:yield:${orderId}:${day}`,
        debit: await ledger.systemAccount(tx, 'yield', 'USDT'),
        credit: await ledger.userAccount(tx, o.userId, 'USDT'),
        asset: 'USDT',
        amount,
        code: 'pledge_yield',
        refType: 'pledge_order',
        refId: String(orderId),
      }),
    );
    await tx
      .update(pledgeOrders)
      .set({ earned: o.earned + amount, nextDay: addDays(day, 1) })
      .where(eq(pledgeOrders.id, orderId));
  });
}

describe('staking', () => {
  it('locks the principal in pledge_escrow and dates the order from the next business day (UTC+8)', async () => {
    const { user, token } = await signUp(app, { usdt: '1000' });
    const product = await newProduct({ termDays: 7, dailyRateBp: 80 });
    const escrowBefore = await escrowBalance();

    // A stake at 23:59:30 China time belongs to that day; thirty seconds after midnight, to the next.
    const tomorrow = addDays(businessDay(app.clock.now()), 1);
    moveTo(dayStart(tomorrow).getTime() - 30_000);
    const late = await stake(token, product.id, '250', { lang: 'en' });
    expect(late.body.code, late.body.msg).toBe(1);
    expect(late.body.data).toEqual({
      id: expect.any(Number),
      productId: product.id,
      productName: 'Test product',
      amount: '250.000000',
      dailyRateBp: 80,
      termDays: 7,
      // 250 × 0.80 % a day
      dailyEarning: '2.000000',
      earned: '0.000000',
      startDate: tomorrow,
      endDate: addDays(tomorrow, 6),
      paidThrough: null,
      status: 'active',
      createdAt: expect.any(String),
      completedAt: null,
    });
    app.clock.advance(60_000);
    const early = await stake(token, product.id, '100.5');
    expect(early.body.data).toMatchObject({
      productName: '测试产品',
      startDate: addDays(tomorrow, 1),
      endDate: addDays(tomorrow, 7),
      dailyEarning: '0.804000',
    });

    expect((await api.get('/api/fund/usdt', { token })).body.data).toEqual({
      available: '649.500000',
      frozen: '0.000000',
      total: '649.500000',
    });
    expect((await escrowBalance()) - escrowBefore).toBe(350_500_000n);
    const [lock] = await app.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.key, `pledge:lock:${late.body.data.id}`));
    expect(lock).toMatchObject({
      amount: 250_000_000n,
      code: 'pledge_lock',
      refType: 'pledge_order',
      refId: String(late.body.data.id),
      state: 'posted',
    });
    const line = (await api.get('/api/fund/usdtDetail', { token })).body.data.list[0];
    expect(line).toMatchObject({ amount: '-100.500000', balanceAfter: '649.500000', code: 'pledge_lock' });

    const [row] = await app.database.db
      .select()
      .from(pledgeProducts)
      .where(eq(pledgeProducts.id, product.id));
    expect(row?.sold).toBe(350_500_000n);
    const [order] = await app.database.db
      .select()
      .from(pledgeOrders)
      .where(eq(pledgeOrders.id, late.body.data.id));
    // The accrual job starts from the first earning day.
    expect(order).toMatchObject({ userId: user.id, nextDay: tomorrow, earned: 0n });
    await expectClean();
  });

  it('refuses closed, unknown, below min, above max, over quota, wrong password, short balance, frozen and bad amounts, changing nothing', async () => {
    const rich = await signUp(app, { usdt: '1000' });
    const poor = await signUp(app, { usdt: '150' });
    const product = await newProduct({ minAmount: '100', maxAmount: '500', quota: '700' });
    const closed = await newProduct({ open: false });
    expect((await stake(rich.token, product.id, '500')).body.code).toBe(1);
    await setFrozen(app, poor.user.id, false); // opens the account before the snapshot
    const before = await snapshot();

    expectError(await stake(rich.token, closed.id, '100'), 'PRODUCT_CLOSED');
    expectError(await stake(rich.token, 999_999, '100'), 'PRODUCT_NOT_FOUND');
    const low = await stake(rich.token, product.id, '99.99', { lang: 'en' });
    expectError(low, 'PLEDGE_BELOW_MIN');
    expect(low.body.msg).toBe('The minimum stake is 100.00 USDT');
    expect(low.body.data.min).toBe('100.000000');
    const high = await stake(rich.token, product.id, '500.01');
    expectError(high, 'PLEDGE_ABOVE_MAX');
    expect(high.body.data.max).toBe('500.000000');
    const over = await stake(rich.token, product.id, '200.01');
    expectError(over, 'QUOTA_EXCEEDED');
    expect(over.body.data.remaining).toBe('200.000000');
    expectError(
      await api.post(
        '/api/pledge/add',
        { productId: product.id, amount: '100', payPassword: '000000' },
        { token: rich.token },
      ),
      'PAY_PASSWORD_WRONG_LEFT',
    );
    expectError(await stake(poor.token, product.id, '150.01'), 'INSUFFICIENT_BALANCE');
    await setFrozen(app, poor.user.id, true);
    expectError(await stake(poor.token, product.id, '100'), 'ACCOUNT_FROZEN');
    await setFrozen(app, poor.user.id, false);
    for (const [amount, error] of [
      ['1.234', 'AMOUNT_TOO_PRECISE'],
      ['0', 'AMOUNT_NOT_POSITIVE'],
      ['-100', 'AMOUNT_INVALID'],
      [100, 'AMOUNT_INVALID'],
    ] as const) {
      const res = await api.post(
        '/api/pledge/add',
        { productId: product.id, amount, payPassword: PAY_PASSWORD },
        { token: rich.token },
      );
      expectError(res, 'VALIDATION');
      expect({ amount, error: res.body.data.fields[0].error }).toEqual({ amount, error });
    }
    const noProduct = await api.post(
      '/api/pledge/add',
      { productId: 'x', amount: '100', payPassword: PAY_PASSWORD },
      { token: rich.token },
    );
    expect(noProduct.body.data.fields[0]).toMatchObject({ field: 'productId', error: 'PRODUCT_NOT_FOUND' });
    const hugeId = await api.post(
      '/api/pledge/add',
      { productId: 99_999_999_999, amount: '100', payPassword: PAY_PASSWORD },
      { token: rich.token },
    );
    expect(hugeId.body.data.fields[0]).toMatchObject({ field: 'productId', error: 'PRODUCT_NOT_FOUND' });

    expect(await snapshot()).toBe(before);
    await expectClean();
    // What is left of the quota can still be taken.
    expect((await stake(rich.token, product.id, '200')).body.data.amount).toBe('200.000000');
  });

  it('replays the first answer for a repeated Idempotency-Key and makes one order', async () => {
    const { user, token } = await signUp(app, { usdt: '1000' });
    const product = await newProduct();
    const headers = { 'idempotency-key': `k-${randomBytes(8).toString('hex')}` };
    const body = { productId: product.id, amount: '300', payPassword: PAY_PASSWORD };
    const first = await api.post('/api/pledge/add', body, { token, headers });
    expect(first.body.code).toBe(1);
    const again = await api.post('/api/pledge/add', body, { token, headers });
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expectError(
      await api.post('/api/pledge/add', { ...body, amount: '301' }, { token, headers }),
      'IDEMPOTENCY_CONFLICT',
    );
    const [orders] = await app.database.db
      .select({ n: count() })
      .from(pledgeOrders)
      .where(eq(pledgeOrders.userId, user.id));
    expect(orders?.n).toBe(1);
    expect((await api.get('/api/fund/usdt', { token })).body.data.total).toBe('700.000000');
  });
});

describe.skipIf(dbKind !== 'postgres')('concurrency on PostgreSQL', () => {
  it('parallel stakes that together exceed the quota sell exactly the quota', async () => {
    const product = await newProduct({ minAmount: '100', maxAmount: '500', quota: '1000' });
    const users = await Promise.all(Array.from({ length: 4 }, () => signUp(app, { usdt: '1000' })));
    const escrowBefore = await escrowBalance();
    // 16 stakes of 125 against a quota of 1000: 8 fit.
    const answers = await Promise.all(
      users.flatMap((u) => Array.from({ length: 4 }, () => stake(u.token, product.id, '125'))),
    );
    const won = answers.filter((a) => a.body.code === 1);
    expect(won).toHaveLength(8);
    for (const lost of answers.filter((a) => a.body.code !== 1)) {
      expect(lost.body.data).toMatchObject({ error: 'QUOTA_EXCEEDED', remaining: '0.000000' });
    }
    const [row] = await app.database.db
      .select()
      .from(pledgeProducts)
      .where(eq(pledgeProducts.id, product.id));
    expect(row?.sold).toBe(1_000_000_000n);
    const [orders] = await app.database.db
      .select({ n: count() })
      .from(pledgeOrders)
      .where(eq(pledgeOrders.productId, product.id));
    expect(orders?.n).toBe(8);
    expect((await escrowBalance()) - escrowBefore).toBe(1_000_000_000n);
    await expectClean();
  });
});

describe('what users see', () => {
  it('index: open products by sort then id, named in the caller language (zh-Hans when missing), and the summary', async () => {
    const { token } = await signUp(app, { usdt: '800' });
    const later = await newProduct({ sort: 9000, name: { 'zh-Hans': '后', en: 'Later' } });
    const first = await newProduct({ sort: 8999, name: { 'zh-Hans': '先', en: 'First', ja: '先に' } });
    const tie = await newProduct({ sort: 9000, name: { 'zh-Hans': '同' } });
    const hidden = await newProduct({ sort: 8999, open: false });
    expect((await stake(token, first.id, '300')).body.code).toBe(1);

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
    const product = await newProduct({ dailyRateBp: 100 });
    const a = (await stake(token, product.id, '500')).body.data;
    const b = (await stake(token, product.id, '200')).body.data;
    const theirs = (await stake(other.token, product.id, '400')).body.data;

    // Yesterday's yield, then a day later today's: 5.00 + 2.00 today, 5.00 before.
    moveTo(dayStart(a.startDate).getTime() + HOUR);
    await payYield(a.id, a.startDate);
    moveTo(dayStart(addDays(a.startDate, 1)).getTime() + HOUR);
    await payYield(a.id, addDays(a.startDate, 1));
    await payYield(b.id, b.startDate);
    await payYield(theirs.id, theirs.startDate);
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
    const product = await newProduct();
    const ids: number[] = [];
    for (const amount of ['100', '110', '120'])
      ids.push((await stake(token, product.id, amount)).body.data.id);
    await stake(other.token, product.id, '100');

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
    const product = await newProduct();
    // Someone else's orders between this user's: a cursor bounds the id, never the owner.
    for (const amount of ['100', '110', '120', '130', '140']) {
      await stake(token, product.id, amount);
      await stake(other.token, product.id, '100');
    }
    await expectKeysetPagesOfFive(api, '/api/pledge/order', token);
  });

  it('earnings: one order with its days, newest first, paged; nobody else may see it', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    const stranger = await signUp(app, { usdt: '1000' });
    const product = await newProduct({ termDays: 3, dailyRateBp: 33 });
    const order = (await stake(token, product.id, '333.33')).body.data;
    const days = [order.startDate, addDays(order.startDate, 1), addDays(order.startDate, 2)];
    for (const day of days) {
      moveTo(dayStart(day).getTime() + HOUR);
      await payYield(order.id, day);
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
