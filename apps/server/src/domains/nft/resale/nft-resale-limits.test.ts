import { RESALE_PAY_MINUTES, type SysConfig } from '@mcc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  client,
  dbKind,
  expectError,
  expectOk as ok,
  openTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { listedCopy, type ResaleSteps, resaleSteps, type Trade } from '../../../test/nft.ts';
import { signUp, signUpMany } from '../../../test/users.ts';
import { settings as settingsTable } from '../../config/config.tables.ts';
import { verifyLedger } from '../../ledger/ledger.verify.ts';
import { nftOrders } from '../core/nft.tables.ts';

let app: TestApp;
let api: Api;
let orderListing: ResaleSteps['orderListing'];
beforeAll(async () => {
  let tokens: Record<'finance', string>;
  ({ app, api, tokens } = await openTestApp('finance'));
  ({ orderListing } = resaleSteps(app, api, tokens.finance));
});
afterAll(() => app.dispose());

const MINUTE = 60_000;

/** Runs `body` with the resale settings changed by `patch`, then puts them back. */
async function withResale(patch: Partial<SysConfig['resale']>, body: () => Promise<void>) {
  const { settings } = app.services;
  const before = await settings.get();
  await settings.update({ ...before, resale: { ...before.resale, ...patch } });
  try {
    await body();
  } finally {
    await settings.update(before);
  }
}

/** A buyer's resale orders in `status`. */
const ordersOf = (userId: number, status: 'unpaid' | 'cancelled') =>
  app.database.db
    .select()
    .from(nftOrders)
    .where(and(eq(nftOrders.userId, userId), eq(nftOrders.kind, 'resale'), eq(nftOrders.status, status)));

describe('resale: what a buyer may leave unpaid', () => {
  it('settings saved before these limits existed keep their values and get the new limits’ defaults', async () => {
    const { settings } = app.services;
    const before = await settings.get();
    const { openOrderLimit: _, ...oldResale } = before.resale;
    const { primarySale: __, ...old } = before;
    const value = { ...old, resale: { ...oldResale, feeBp: 250 } };
    await app.database.db
      .insert(settingsTable)
      .values({ key: 'app', value })
      .onConflictDoUpdate({ target: settingsTable.key, set: { value } });
    try {
      const read = await app.database.db.transaction((tx) => settings.get(tx));
      expect(read.resale).toEqual({ ...before.resale, feeBp: 250, openOrderLimit: 1 });
      expect(read.primarySale).toEqual({ dailyLapseLimit: 3 });
    } finally {
      await settings.update(before);
    }
  });

  it('a lapse counts as a cancel: at the limit the buyer waits until the oldest is 24 hours old, and is told until when', async () => {
    const buyer = await signUp(app);
    app.clock.freeze();
    try {
      // Three orders left to lapse, one after another (the expiry job never runs: a lapse counts at
      // its deadline, closed or not).
      const deadlines: string[] = [];
      for (let i = 0; i < 3; i++) {
        const t: Trade = await listedCopy(app);
        deadlines.push(ok(await orderListing(buyer.token, t.listingId), `order ${i}`).deadline);
        app.clock.advance(RESALE_PAY_MINUTES * MINUTE);
      }
      const t: Trade = await listedCopy(app);
      const refused = await api.post(
        '/api/order/add',
        { listingId: t.listingId },
        { token: buyer.token, lang: 'en' },
      );
      expectError(refused, 'CANCEL_LIMIT');
      // The first lapse leaves the window 24 hours after its deadline: 23 h from now.
      const until = new Date(new Date(deadlines[0] ?? '').getTime() + 24 * 60 * MINUTE).toISOString();
      expect(refused.body.data.until).toBe(until);
      expect(refused.body.msg).toBe(
        '3 of your orders were cancelled or left unpaid in 24 hours; you can order again in 23 h 0 min',
      );
      const zh = await api.post(
        '/api/order/add',
        { listingId: t.listingId },
        { token: buyer.token, lang: 'zh-Hans' },
      );
      expect(zh.body.msg).toBe('24 小时内已有 3 笔订单取消或超时未付，请 23 小时 0 分钟后再下单');

      app.clock.advance(Date.parse(until) - app.clock.now().getTime() - MINUTE);
      const almost = await orderListing(buyer.token, t.listingId);
      expectError(almost, 'CANCEL_LIMIT');
      expect(almost.body.data.until).toBe(until);
      app.clock.advance(MINUTE);
      ok(await orderListing(buyer.token, t.listingId), 'once the first lapse is 24 hours old');
    } finally {
      app.clock.thaw();
    }
  });

  it('5 orders then 5 cancels under a limit of 3: each unpaid order holds a unit of the limit, so 3 orders, 3 cancels', async () => {
    await withResale({ dailyCancelLimit: 3, openOrderLimit: 5 }, async () => {
      const buyer = await signUp(app);
      const trades: Trade[] = [];
      for (let i = 0; i < 5; i++) trades.push(await listedCopy(app));
      const answers = await Promise.all(trades.map((t) => orderListing(buyer.token, t.listingId)));
      const placed = answers.filter((a) => a.body.code === 1).map((a) => a.body.data.id as number);
      expect(placed).toHaveLength(3);
      for (const a of answers) if (a.body.code !== 1) expectError(a, 'UNPAID_ORDER_LIMIT');
      // Cancels are never refused: each was spent when its order was placed.
      for (const id of placed)
        ok(await api.post('/api/order/cancel', { id }, { token: buyer.token }), 'cancel');
      expect(await ordersOf(buyer.user.id, 'cancelled')).toHaveLength(3);
      expectError(await orderListing(buyer.token, trades[0]?.listingId ?? 0), 'CANCEL_LIMIT');
    });
  });

  it('10 parallel orders by one buyer on 10 listings under a limit of 1 (two servers on PostgreSQL): exactly one', async () => {
    await withResale({ openOrderLimit: 1 }, async () => {
      const buyer = await signUp(app);
      const trades: Trade[] = [];
      for (let i = 0; i < 10; i++) trades.push(await listedCopy(app));
      const twin = dbKind === 'postgres' ? await app.twin() : undefined;
      try {
        const apis = [api, twin ? client(twin) : api];
        const answers = await Promise.all(
          trades.map((t, i) =>
            (apis[i % 2] ?? api).post('/api/order/add', { listingId: t.listingId }, { token: buyer.token }),
          ),
        );
        expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
        for (const a of answers) if (a.body.code !== 1) expectError(a, 'UNPAID_ORDER_LIMIT');
        expect(await ordersOf(buyer.user.id, 'unpaid')).toHaveLength(1);
      } finally {
        await twin?.close();
      }
    });
  });
});

describe('resale under concurrency', () => {
  it('64 buyers racing for one listing (two servers on PostgreSQL): exactly one order', async () => {
    const t: Trade = await listedCopy(app);
    const buyers = await signUpMany(app, 64);
    const twin = dbKind === 'postgres' ? await app.twin() : undefined;
    try {
      const apis = [api, twin ? client(twin) : api];
      const answers = await Promise.all(
        buyers.map((b, i) =>
          (apis[i % 2] ?? api).post('/api/order/add', { listingId: t.listingId }, { token: b.token }),
        ),
      );
      const won = answers.filter((a) => a.body.code === 1);
      expect(won).toHaveLength(1);
      for (const a of answers) if (a.body.code !== 1) expect(a.body.data.error).toBe('LISTING_NOT_AVAILABLE');
      const orders = await app.database.db
        .select()
        .from(nftOrders)
        .where(eq(nftOrders.listingId, t.listingId));
      expect(orders).toHaveLength(1);
    } finally {
      await twin?.close();
    }
    expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });
});
