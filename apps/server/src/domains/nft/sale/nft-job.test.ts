import { ORDER_PAY_MINUTES } from '@mcc/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_CRON, ORDER_EXPIRY_QUEUE } from '../../../jobs/job-runner.ts';
import { type Api, openTestApp, type TestApp } from '../../../test/harness.ts';
import { createSeries } from '../../../test/nft.ts';
import { signUp } from '../../../test/users.ts';
import { nftOrders } from '../core/nft.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(async () => {
  await app.jobs.stop();
  await app.dispose();
});

describe('the order expiry job (pg-boss)', () => {
  it('closes a late order by itself once started, and keeps a cron every minute', async () => {
    const { token } = await signUp(app);
    const series = await createSeries(app, { supply: 5 });
    const placed = await api.post('/api/order/add', { seriesId: series.id, quantity: 1 }, { token });
    expect(placed.body.code, placed.body.msg).toBe(1);
    app.clock.advance(ORDER_PAY_MINUTES * 60_000 + 1);

    await app.jobs.start();
    // The run queued by start() closes it without anyone reading it.
    const status = async () =>
      (await app.database.db.select().from(nftOrders).where(eq(nftOrders.id, placed.body.data.id)))[0]
        ?.status;
    for (let i = 0; i < 200 && (await status()) !== 'expired'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await status()).toBe('expired');

    const result = await app.database.db.execute(
      sql`SELECT cron FROM pgboss.schedule WHERE name = ${ORDER_EXPIRY_QUEUE}`,
    );
    const rows = (result as { rows?: unknown[] }).rows ?? result;
    expect(rows).toEqual([{ cron: MINUTE_CRON }]);
  });
});
