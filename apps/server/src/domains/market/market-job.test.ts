import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_CRON, PRICE_QUEUE } from '../../jobs/job-runner.ts';
import { bearer, openTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let operations: string;
beforeAll(async () => {
  ({
    app,
    tokens: { operations },
  } = await openTestApp('operations'));
});
afterAll(async () => {
  await app.jobs.stop();
  await app.dispose();
});

describe('the price job (pg-boss)', () => {
  it('applies a due plan point by itself once started, and keeps a cron every minute', async () => {
    const at = new Date(app.clock.now().getTime() + 60_000).toISOString();
    const plan = await app.inject({
      method: 'POST',
      url: '/admin-api/market/plans',
      headers: bearer(operations),
      payload: { symbol: 'MCC', points: [{ at, price: '7.25' }] },
    });
    expect(plan.json().code, plan.body).toBe(1);
    app.clock.advance(120_000);

    await app.jobs.start();
    // The run queued by start(): the point applies without anyone asking.
    const price = async () => (await app.services.market.current('MCC'))?.price;
    for (let i = 0; i < 200 && (await price()) !== 72_500_000_000n; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await price()).toBe(72_500_000_000n);

    const result = await app.database.db.execute(
      sql`SELECT cron FROM pgboss.schedule WHERE name = ${PRICE_QUEUE}`,
    );
    const rows = (result as { rows?: unknown[] }).rows ?? result;
    expect(rows).toEqual([{ cron: MINUTE_CRON }]);
  });
});
