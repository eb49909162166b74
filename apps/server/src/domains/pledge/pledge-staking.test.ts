import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay, dayStart } from '../../lib/business-day.ts';
import { type Api, dbKind, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { escrowBalance, moveClockTo, newProduct, stake } from '../../test/pledge.ts';
import { PAY_PASSWORD, setFrozen, signUp } from '../../test/users.ts';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { pledgeOrders, pledgeProducts } from './pledge.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

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

describe('staking', () => {
  it('locks the principal in pledge_escrow and dates the order from the next business day (UTC+8)', async () => {
    const { user, token } = await signUp(app, { usdt: '1000' });
    const product = await newProduct(app, { termDays: 7, dailyRateBp: 80 });
    const escrowBefore = await escrowBalance(app);

    // A stake at 23:59:30 China time belongs to that day; thirty seconds after midnight, to the next.
    const tomorrow = addDays(businessDay(app.clock.now()), 1);
    moveClockTo(app, dayStart(tomorrow).getTime() - 30_000);
    const late = await stake(api, token, product.id, '250', { lang: 'en' });
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
    const early = await stake(api, token, product.id, '100.5');
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
    expect((await escrowBalance(app)) - escrowBefore).toBe(350_500_000n);
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
    await expectLedgerClean(app);
  });

  it('refuses closed, unknown, below min, above max, over quota, wrong password, short balance, frozen and bad amounts, changing nothing', async () => {
    const rich = await signUp(app, { usdt: '1000' });
    const poor = await signUp(app, { usdt: '150' });
    const product = await newProduct(app, { minAmount: '100', maxAmount: '500', quota: '700' });
    const closed = await newProduct(app, { open: false });
    expect((await stake(api, rich.token, product.id, '500')).body.code).toBe(1);
    await setFrozen(app, poor.user.id, false); // opens the account before the snapshot
    const before = await snapshot();

    expectError(await stake(api, rich.token, closed.id, '100'), 'PRODUCT_CLOSED');
    expectError(await stake(api, rich.token, 999_999, '100'), 'PRODUCT_NOT_FOUND');
    const low = await stake(api, rich.token, product.id, '99.99', { lang: 'en' });
    expectError(low, 'PLEDGE_BELOW_MIN');
    expect(low.body.msg).toBe('The minimum stake is 100.00 USDT');
    expect(low.body.data.min).toBe('100.000000');
    const high = await stake(api, rich.token, product.id, '500.01');
    expectError(high, 'PLEDGE_ABOVE_MAX');
    expect(high.body.data.max).toBe('500.000000');
    const over = await stake(api, rich.token, product.id, '200.01');
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
    expectError(await stake(api, poor.token, product.id, '150.01'), 'INSUFFICIENT_BALANCE');
    await setFrozen(app, poor.user.id, true);
    expectError(await stake(api, poor.token, product.id, '100'), 'ACCOUNT_FROZEN');
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
    await expectLedgerClean(app);
    // What is left of the quota can still be taken.
    expect((await stake(api, rich.token, product.id, '200')).body.data.amount).toBe('200.000000');
  });

  it('replays the first answer for a repeated Idempotency-Key and makes one order', async () => {
    const { user, token } = await signUp(app, { usdt: '1000' });
    const product = await newProduct(app);
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
    const product = await newProduct(app, { minAmount: '100', maxAmount: '500', quota: '1000' });
    const users = await Promise.all(Array.from({ length: 4 }, () => signUp(app, { usdt: '1000' })));
    const escrowBefore = await escrowBalance(app);
    // 16 stakes of 125 against a quota of 1000: 8 fit.
    const answers = await Promise.all(
      users.flatMap((u) => Array.from({ length: 4 }, () => stake(api, u.token, product.id, '125'))),
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
    expect((await escrowBalance(app)) - escrowBefore).toBe(1_000_000_000n);
    await expectLedgerClean(app);
  });
});
