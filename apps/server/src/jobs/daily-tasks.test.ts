import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '../lib/business-day.ts';
import { type Api, bearer, expectError, openTestApp, type TestApp } from '../test/harness.ts';
import { credit, PAY_PASSWORD, signUp } from '../test/users.ts';
import { createDailyTasks, type DailyTask } from './daily-tasks.ts';
import { DAILY_CRON, DAILY_QUEUE } from './job-runner.ts';

let app: TestApp;
let api: Api;
let tokens: Record<'finance' | 'super', string>;
beforeAll(async () => {
  ({ app, api, tokens } = await openTestApp('finance', 'super'));
});
afterAll(async () => {
  await app.jobs.stop();
  await app.dispose();
});

const DAY = 86_400_000;
const today = () => businessDay(app.clock.now());
const system = { operator: null, actor: 'system:test', ip: '' };
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];

/**
 * A user with a 100 USDT stake in a fresh 10-day product at 1 % a day, staked yesterday: due today.
 * The clock goes back a day and returns, so operator sessions (12 hours) stay valid.
 */
async function stakedYesterday() {
  app.clock.advance(-DAY);
  const product = await app.services.pledge.createProduct(
    {
      name: { 'zh-Hans': '任务测试' },
      termDays: 10,
      dailyRateBp: 100,
      minAmount: '1',
      maxAmount: '1000',
      quota: '100000',
      open: true,
      sort: 0,
    },
    system,
  );
  const { user } = await signUp(app);
  await credit(app, user.id, '100');
  await app.services.pledge.add(user.id, { productId: product.id, amount: '100', payPassword: PAY_PASSWORD });
  app.clock.advance(DAY);
  return user.id;
}

describe('the daily tasks', () => {
  const ran: string[] = [];
  const task = (name: string, result: () => object): DailyTask => ({
    name,
    async run(day) {
      ran.push(`${name} ${day}`);
      return result();
    },
  });
  const tasks = (...list: DailyTask[]) =>
    createDailyTasks({
      db: app.database.db,
      clock: app.clock,
      audit: app.services.audit,
      log: app.log,
      tasks: list,
    });

  it('answers each task by name with its whole-number counts only', async () => {
    const daily = tasks(task('a', () => ({ paid: 2, note: 'x', ratio: 0.5 })));
    expect(await daily.run('2026-01-02')).toEqual({
      day: '2026-01-02',
      tasks: [{ name: 'a', counts: { paid: 2 } }],
    });
  });

  it('runs every task even after one fails, then throws the first failure', async () => {
    ran.length = 0;
    const broken = () => {
      throw new Error('b broke');
    };
    const daily = tasks(
      task('a', () => ({})),
      task('b', broken),
      task('c', () => ({})),
    );
    await expect(daily.run('2026-01-02')).rejects.toThrow('b broke');
    expect(ran).toEqual(['a 2026-01-02', 'b 2026-01-02', 'c 2026-01-02']);
  });
});

describe('POST /admin-api/pledge/accrual', () => {
  const run = (body: Record<string, unknown>, token = tokens.finance) =>
    api.post('/admin-api/pledge/accrual', body, { headers: bearer(token) });

  it("runs today's tasks by default, pays what is due, and writes the audit row", async () => {
    const userId = await stakedYesterday();
    const res = await run({});
    expect(res.body.msg).toBe('');
    expect(res.body.data.day).toBe(today());
    expect(res.body.data.tasks.map((t: { name: string }) => t.name)).toEqual(['pledge', 'coin-mix']);
    expect(res.body.data.tasks[0].counts).toMatchObject({ yields: 1, releases: 0 });
    // 100 × 1 % = 1 USDT.
    expect((await app.services.ledger.balances(app.database.db, userId)).USDT.total).toBe(1_000_000n);

    const audit = await api.get(`/admin-api/audit?action=daily.run&targetId=${today()}`, {
      headers: bearer(tokens.super),
    });
    expect(audit.body.data.list[0]).toMatchObject({
      action: 'daily.run',
      targetType: 'day',
      after: { day: today(), tasks: [{ name: 'pledge', counts: { yields: 1 } }, { name: 'coin-mix' }] },
    });
    expect((await run({ day: today() })).body.data.tasks[0].counts, 'again: nothing left').toMatchObject({
      yields: 0,
    });
  });

  it('refuses a day still to come, and a day that does not exist', async () => {
    const res = await run({ day: addDays(today(), 1) });
    expectError(res, 'DAY_IN_FUTURE');
    expect(res.body.data.today).toBe(today());
    expect(res.body.msg).toContain(today());
    for (const day of ['2026-02-30', '2026-1-5', 'today', 20260105]) {
      const bad = await run({ day });
      expectError(bad, 'VALIDATION');
      expect(bad.body.data.fields[0]).toMatchObject({ field: 'day', error: 'DAY_INVALID' });
    }
  });
});

describe('the job runner (pg-boss)', () => {
  const usdt = async (userId: number) =>
    (await app.services.ledger.balances(app.database.db, userId)).USDT.total;

  it('is idle until started; started, it pays what is due at once, runs queued jobs, and keeps the cron', async () => {
    await expect(app.jobs.runQueued()).rejects.toThrow('not started');
    await app.jobs.stop();

    const first = await stakedYesterday();
    await app.jobs.start();
    await app.jobs.start();
    // The run queued by start() itself: 100 × 1 % = 1 USDT, without anyone asking.
    for (let i = 0; i < 200 && (await usdt(first)) === 0n; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await usdt(first)).toBe(1_000_000n);
    // That run may still be on its next task; the clock must not travel (below) while it runs, or
    // that task sees its day as not begun. runQueued waits for the running job rather than adding one.
    await app.jobs.runQueued();

    const second = await stakedYesterday();
    const result = await app.jobs.runQueued();
    expect(result.day).toBe(today());
    expect(result.tasks.map((t) => t.name)).toEqual(['pledge', 'coin-mix']);
    expect(result.tasks[0]?.counts).toMatchObject({ orders: 1, yields: 1 });
    expect([await usdt(first), await usdt(second)]).toEqual([1_000_000n, 1_000_000n]);
    const schedules = rowsOf<{ cron: string; timezone: string }>(
      await app.database.db.execute(
        sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${DAILY_QUEUE}`,
      ),
    );
    expect(schedules).toEqual([{ cron: DAILY_CRON, timezone: 'Asia/Shanghai' }]);

    await app.jobs.stop();
    await expect(app.jobs.runQueued()).rejects.toThrow('not started');
  });
});
