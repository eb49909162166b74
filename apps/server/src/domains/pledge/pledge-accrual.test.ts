import type { PledgeProductInput } from '@mcc/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '../../lib/business-day.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTestApp, dbKind, type TestApp } from '../../test/harness.ts';
import { credit, PAY_PASSWORD, setFrozen } from '../../test/users.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { pledgeOrders } from './pledge.tables.ts';
import { ACCRUAL_CHUNK, createPledgeAccrual, dayPay } from './pledge-accrual.ts';

let app: TestApp;
let payPasswordHash: string;
beforeAll(async () => {
  app = await createTestApp();
  payPasswordHash = await hashPassword(PAY_PASSWORD);
});
afterAll(() => app.dispose());

const system = { operator: null, actor: 'system:test', ip: '' };
const db = () => app.database.db;
const accrual = () =>
  createPledgeAccrual({
    db: db(),
    clock: app.clock,
    ledger: app.services.ledger,
    settings: app.services.settings,
    failures: app.services.jobFailures,
  });
/** The business day the test clock is on: orders staked now start earning the day after. */
const today = () => businessDay(app.clock.now());
const nothing = { orders: 0, days: 0, yields: 0, commissions: 0, releases: 0 };

async function newProduct(patch: Partial<PledgeProductInput> = {}) {
  return app.services.pledge.createProduct(
    {
      name: { 'zh-Hans': '计息测试' },
      termDays: 3,
      dailyRateBp: 50,
      minAmount: '1',
      maxAmount: '100000',
      quota: '100000000',
      open: true,
      sort: 0,
      ...patch,
    },
    system,
  );
}

/** Users each invited by the one before: `chain(4)` answers [top, …, bottom]. */
async function chain(length: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < length; i++) {
    const u = await app.services.auth.createUser({ inviterId: ids.at(-1) ?? null, payPasswordHash });
    ids.push(u.id);
  }
  return ids;
}

/** Funds `userId` with exactly `amount` and stakes all of it, through the pledge service. */
async function stake(userId: number, productId: number, amount: string) {
  await credit(app, userId, amount);
  return app.services.pledge.add(userId, { productId, amount, payPassword: PAY_PASSWORD });
}

const usdt = async (userId: number) => (await app.services.ledger.balances(db(), userId)).USDT.total;
const balancesOf = (ids: number[]) => Promise.all(ids.map(usdt));

async function transfersOf(orderId: number) {
  return db()
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refType, 'pledge_order'), eq(ledgerTransfers.refId, String(orderId))))
    .orderBy(ledgerTransfers.id);
}

async function expectClean() {
  expect((await verifyLedger(db())).flatMap((c) => c.problems)).toEqual([]);
}

describe('one day of an order (dayPay)', () => {
  it('rounds the earning down to the micro-unit, then each share of it', () => {
    // 888.88 USDT × 0.37 % = 3.2888560; 10 % of it 0.32888560 → 0.328885, 5 % 0.164442(8), 2 % 0.065777(12).
    expect(dayPay({ amount: 888_880_000n, dailyRateBp: 37 }, [1000, 500, 200])).toEqual({
      earning: 3_288_856n,
      commissions: [328_885n, 164_442n, 65_777n],
    });
    // 0.000099 × 1 % = 0.00000099: nothing to pay, and nothing to share.
    expect(dayPay({ amount: 99n, dailyRateBp: 100 }, [1000, 500, 200])).toEqual({
      earning: 0n,
      commissions: [0n, 0n, 0n],
    });
    // 0.09 × 0.01 % = 0.000009; its shares are fractions of a micro-unit.
    expect(dayPay({ amount: 90_000n, dailyRateBp: 1 }, [1000, 500, 0])).toEqual({
      earning: 9n,
      commissions: [0n, 0n, 0n],
    });
  });
});

describe('the pledge accrual', () => {
  it('pays each day once from the day after staking, catches up, releases on the end date', async () => {
    const product = await newProduct();
    // top is at depth 4 above the owner: no commission.
    const [top, d3, d2, d1, owner] = (await chain(5)) as [number, number, number, number, number];
    const order = await stake(owner, product.id, '100');
    const s = today();
    expect(order).toMatchObject({ startDate: addDays(s, 1), endDate: addDays(s, 3) });

    expect(await accrual().run(s)).toEqual(nothing);
    // 100 × 0.5 % = 0.5 a day; commissions 0.05, 0.025, 0.01.
    expect(await accrual().run(addDays(s, 1))).toEqual({
      orders: 1,
      days: 1,
      yields: 1,
      commissions: 3,
      releases: 0,
    });
    expect(await balancesOf([owner, d1, d2, d3, top])).toEqual([500_000n, 50_000n, 25_000n, 10_000n, 0n]);
    expect(await accrual().run(addDays(s, 1)), 'a second run the same day').toEqual(nothing);
    expect(await balancesOf([owner, d1, d2, d3, top])).toEqual([500_000n, 50_000n, 25_000n, 10_000n, 0n]);

    // Two days missed: both paid in one run, the end date's with the principal.
    expect(await accrual().run(addDays(s, 3))).toEqual({
      orders: 1,
      days: 2,
      yields: 2,
      commissions: 6,
      releases: 1,
    });
    expect(await balancesOf([owner, d1, d2, d3, top])).toEqual([
      101_500_000n,
      150_000n,
      75_000n,
      30_000n,
      0n,
    ]);
    const [row] = await db().select().from(pledgeOrders).where(eq(pledgeOrders.id, order.id));
    expect(row).toMatchObject({ status: 'completed', earned: 1_500_000n, nextDay: addDays(s, 4) });
    expect(row?.completedAt).toEqual(expect.any(Date));
    expect(await accrual().run(addDays(s, 9)), 'a completed order is never paid again').toEqual(nothing);

    const moved = (await transfersOf(order.id)).map((t) => [t.key, t.code, t.amount, t.memo]);
    const day = (n: number) => addDays(s, n);
    const earningDay = (n: number) => [
      [`pledge:yield:${order.id}:${day(n)}`, 'pledge_yield', 500_000n, day(n)],
      [`pledge:commission:${order.id}:${day(n)}:1`, 'commission', 50_000n, day(n)],
      [`pledge:commission:${order.id}:${day(n)}:2`, 'commission', 25_000n, day(n)],
      [`pledge:commission:${order.id}:${day(n)}:3`, 'commission', 10_000n, day(n)],
    ];
    expect(moved).toEqual([
      [`pledge:lock:${order.id}`, 'pledge_lock', 100_000_000n, ''],
      ...earningDay(1),
      ...earningDay(2),
      ...earningDay(3),
      [`pledge:release:${order.id}`, 'pledge_release', 100_000_000n, day(3)],
    ]);
    await expectClean();
  });

  it("leaves a frozen owner's order unpaid and catches it up after unfreezing", async () => {
    const product = await newProduct();
    const [inviter, owner] = (await chain(2)) as [number, number];
    const order = await stake(owner, product.id, '10');
    const s = today();
    await setFrozen(app, owner, true);
    expect(await accrual().run(addDays(s, 2))).toEqual(nothing);
    expect(await balancesOf([owner, inviter])).toEqual([0n, 0n]);

    await setFrozen(app, owner, false);
    // 10 × 0.5 % = 0.05 a day, 10 % of it to the inviter; both missed days at once.
    expect(await accrual().run(addDays(s, 2))).toMatchObject({ orders: 1, days: 2, commissions: 2 });
    expect(await balancesOf([owner, inviter])).toEqual([100_000n, 10_000n]);
    const [row] = await db().select().from(pledgeOrders).where(eq(pledgeOrders.id, order.id));
    expect(row).toMatchObject({ status: 'active', earned: 100_000n, nextDay: addDays(s, 3) });
    await expectClean();
  });

  it('skips the commission of a frozen inviter for that day only, and shares of zero', async () => {
    const product = await newProduct();
    const [d3, d2, d1, owner] = (await chain(4)) as [number, number, number, number];
    const order = await stake(owner, product.id, '20');
    const s = today();
    const current = await app.services.settings.get();
    await app.services.settings.update({ ...current, commissionBp: [1000, 0, 200] });
    try {
      await setFrozen(app, d1, true);
      // 20 × 0.5 % = 0.1; depth 1 frozen, depth 2 has a zero share, depth 3 gets 2 % = 0.002.
      expect(await accrual().run(addDays(s, 1))).toMatchObject({ yields: 1, commissions: 1 });
      await setFrozen(app, d1, false);
      expect(await accrual().run(addDays(s, 2))).toMatchObject({ yields: 1, commissions: 2 });
    } finally {
      await app.services.settings.update(current);
    }
    expect(await balancesOf([owner, d1, d2, d3])).toEqual([200_000n, 10_000n, 0n, 4_000n]);
    const keys = (await transfersOf(order.id)).map((t) => t.key);
    expect(keys).not.toContain(`pledge:commission:${order.id}:${addDays(s, 1)}:1`);
    expect(keys).toContain(`pledge:commission:${order.id}:${addDays(s, 2)}:1`);
    await expectClean();
  });

  /** Orders inserted directly (no stake transfers): the accrual only reads the order rows. */
  async function bulkOrders(n: number) {
    const product = await newProduct({ termDays: 30, dailyRateBp: 10 });
    const [inviter, owner] = (await chain(2)) as [number, number];
    const start = addDays(today(), 1);
    const row = {
      userId: owner,
      productId: product.id,
      amount: 1_000_000n,
      dailyRateBp: 10,
      termDays: 30,
      startDate: start,
      endDate: addDays(start, 29),
      nextDay: start,
      createdAt: app.clock.now(),
    };
    await db()
      .insert(pledgeOrders)
      .values(Array.from({ length: n }, () => row));
    return { owner, inviter, day: start };
  }

  it('pays more orders than one chunk holds, every one once', async () => {
    const n = 2 * ACCRUAL_CHUNK + 7;
    const { owner, inviter, day } = await bulkOrders(n);
    expect(await accrual().run(day)).toEqual({ orders: n, days: n, yields: n, commissions: n, releases: 0 });
    // 1 USDT × 0.1 % = 0.001 each, 10 % of it to the inviter.
    expect(await balancesOf([owner, inviter])).toEqual([BigInt(n) * 1_000n, BigInt(n) * 100n]);
    expect(await accrual().run(day)).toEqual(nothing);
    await expectClean();
  });

  it.runIf(dbKind === 'postgres')(
    'two runs at the same moment split the orders and pay each once',
    async () => {
      const n = 3 * ACCRUAL_CHUNK;
      const { owner, day } = await bulkOrders(n);
      const [a, b] = await Promise.all([accrual().run(day), accrual().run(day)]);
      expect(a.yields + b.yields).toBe(n);
      expect(a.commissions + b.commissions).toBe(n);
      // An order both had paid would count in both (its second payment a replay of the first).
      expect(await usdt(owner)).toBe(BigInt(n) * 1_000n);
      await expectClean();
    },
  );
});

describe('an order that cannot be paid', () => {
  /** Makes every update of the order `id` raise, as a fault in its row would (dropped by the answer). */
  async function refuseUpdatesOf(id: number) {
    await db().execute(
      sql.raw(`CREATE FUNCTION test_refuse_order() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.id = ${id} THEN RAISE EXCEPTION 'order % refused by the test', NEW.id; END IF;
          RETURN NEW;
        END $$`),
    );
    await db().execute(
      sql.raw(`CREATE TRIGGER test_refuse_order BEFORE UPDATE ON pledge_orders
        FOR EACH ROW EXECUTE FUNCTION test_refuse_order()`),
    );
    return async () => {
      await db().execute(sql.raw('DROP TRIGGER test_refuse_order ON pledge_orders'));
      await db().execute(sql.raw('DROP FUNCTION test_refuse_order()'));
    };
  }
  const failureOf = async (id: number) =>
    (await app.services.jobFailures.list({ page: 1, limit: 50, sort: 'firstFailedAt' }, 'en')).list.find(
      (f) => f.job === 'pledge-accrual' && f.itemId === id,
    );

  it('fails alone: the rest of its chunk is paid; it is kept as a failure and paid after its back-off', async () => {
    const product = await newProduct();
    const owners = [...(await chain(1)), ...(await chain(1)), ...(await chain(1))];
    const orders = [];
    for (const owner of owners) orders.push(await stake(owner, product.id, '100'));
    const bad = orders[1]?.id ?? 0;
    const day = addDays(today(), 1);
    const allowUpdates = await refuseUpdatesOf(bad);
    try {
      // The three share one chunk, which fails and is paid again order by order.
      await accrual().run(day);
      expect(await balancesOf(owners)).toEqual([500_000n, 0n, 500_000n]);
      expect(await failureOf(bad)).toMatchObject({ errorKey: 'P0001', attempts: 1 });
      expect((await failureOf(bad))?.message).toContain(`order ${bad} refused by the test`);
      // Still failing, but within its back-off: not tried again.
      app.clock.advance(30_000);
      await accrual().run(day);
      expect(await failureOf(bad)).toMatchObject({ attempts: 1 });
    } finally {
      await allowUpdates();
    }
    app.clock.advance(31_000);
    await accrual().run(day);
    expect(await balancesOf(owners)).toEqual([500_000n, 500_000n, 500_000n]);
    expect(await failureOf(bad)).toBeUndefined();
    await expectClean();
  });
});
