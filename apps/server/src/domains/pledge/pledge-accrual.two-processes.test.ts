import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '../../lib/business-day.ts';
import { sumCounts, twoProcessesAtOnce } from '../../test/accrual-processes.ts';
import { dbKind, openTestApp, type TestApp } from '../../test/harness.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { pledgeOrders } from './pledge.tables.ts';
import { ACCRUAL_CHUNK } from './pledge-accrual.ts';

/**
 * The daily accrual run by two OS processes at once (on PostgreSQL): they split a day of many orders
 * between them and pay each once.
 */

let app: TestApp;
beforeAll(async () => {
  ({ app } = await openTestApp());
});
afterAll(async () => {
  await app.jobs.stop();
  await app.dispose();
});

describe('35 days of accruals across a four-level chain', () => {
  it.runIf(dbKind === 'postgres')(
    'two OS processes at once split a day of many orders and pay each once',
    async () => {
      // The command line checks the day against the real clock: orders due today, really.
      const day = businessDay(new Date());
      const n = 10 * ACCRUAL_CHUNK;
      const product = await app.services.pledge.createProduct(
        {
          name: { 'zh-Hans': '并发' },
          termDays: 30,
          dailyRateBp: 10,
          minAmount: '1',
          maxAmount: '100',
          quota: '1000000',
          open: true,
          sort: 0,
        },
        { operator: null, actor: 'system:test', ip: '' },
      );
      const owner = await app.services.auth.createUser({});
      const order = {
        userId: owner.id,
        productId: product.id,
        amount: 1_000_000n,
        dailyRateBp: 10,
        termDays: 30,
        startDate: day,
        endDate: addDays(day, 29),
        nextDay: day,
        createdAt: app.clock.now(),
      };
      await app.database.db.insert(pledgeOrders).values(Array.from({ length: n }, () => order));

      const each = await twoProcessesAtOnce(app, day);
      // An order both had paid would count in both (the second payment a replay of the first).
      expect(sumCounts(each), JSON.stringify(each)).toEqual({
        orders: n,
        days: n,
        yields: n,
        commissions: 0,
        releases: 0,
      });
      // 1 USDT × 0.1 % = 0.001 a day each.
      const { USDT } = await app.services.ledger.balances(app.database.db, owner.id);
      expect(USDT.total).toBe(BigInt(n) * 1_000n);
      expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
    },
    120_000,
  );
});
