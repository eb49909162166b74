import { describe, expect, it } from 'vitest';
import { addDays, businessDay } from '../lib/business-day.ts';
import { TestClock } from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { cliDatabase } from '../test/cli.ts';
import { dbKind } from '../test/harness.ts';
import { credit, PAY_PASSWORD } from '../test/users.ts';

const { withApp, cli } = cliDatabase('mcc-accrual-cli-');

const DAY = 86_400_000;

describe.runIf(dbKind === 'pglite')('npm run admin -- run-accrual', () => {
  it('pays what is due today, prints the counts, audits the run, and refuses bad days', async () => {
    // Staked yesterday (the command line runs on the real clock): due today.
    const yesterday = new TestClock();
    yesterday.advance(-DAY);
    const userId = await withApp(async (app) => {
      const product = await app.services.pledge.createProduct(
        {
          name: { 'zh-Hans': '命令行' },
          termDays: 5,
          dailyRateBp: 200,
          minAmount: '1',
          maxAmount: '1000',
          quota: '100000',
          open: true,
          sort: 0,
        },
        { operator: null, actor: 'system:test', ip: '' },
      );
      const user = await app.services.auth.createUser({ payPasswordHash: await hashPassword(PAY_PASSWORD) });
      await credit(app, user.id, '50');
      await app.services.pledge.add(user.id, {
        productId: product.id,
        amount: '50',
        payPassword: PAY_PASSWORD,
      });
      return user.id;
    }, yesterday);
    const today = businessDay(new Date());

    const first = await cli('run-accrual');
    expect(first).toMatchObject({ status: 0, stderr: '' });
    expect(first.stdout.split('\n')).toEqual([
      `${today} pledge: orders 1, days 1, yields 1, commissions 0, releases 0`,
      expect.stringMatching(new RegExp(`^${today} coin-mix: `)),
    ]);
    const again = await cli('run-accrual', '--day', today);
    expect(again.stdout).toContain(`${today} pledge: orders 0, days 0, yields 0, commissions 0, releases 0`);

    const future = await cli('run-accrual', '--day', addDays(today, 1));
    expect(future.status).toBe(1);
    expect(future.stderr).toContain('DAY_IN_FUTURE');
    const bad = await cli('run-accrual', '--day', '2026-02-30');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--day');

    await withApp(async (app) => {
      // 50 × 2 % = 1 USDT.
      expect((await app.services.ledger.balances(app.database.db, userId)).USDT.total).toBe(1_000_000n);
      const audit = await app.services.adminLists.audit({
        page: 1,
        limit: 10,
        sort: 'createdAt',
        order: 'desc',
        action: 'daily.run',
      });
      expect(audit.list.map((a) => [a.actor.startsWith('cli:'), a.targetId])).toEqual([
        [true, today],
        [true, today],
      ]);
    }, new TestClock());
  }, 120_000);
});
