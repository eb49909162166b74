import { RESALE_PAY_MINUTES, type SysConfig } from '@mcc/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  bearer,
  client,
  dbKind,
  expectError,
  expectOk as ok,
  openTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { listedCopy, PAY_METHODS } from '../../test/nft.ts';
import { PAY_PASSWORD, setFrozen, signUp, signUpMany, uploadProof } from '../../test/users.ts';
import { settings as settingsTable } from '../config/config.tables.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { nftCopies, nftListings, nftOrders } from './nft.tables.ts';

let app: TestApp;
let api: Api;
let finance: string;
beforeAll(async () => {
  let tokens: Record<'finance', string>;
  ({ app, api, tokens } = await openTestApp('finance'));
  finance = tokens.finance;
});
afterAll(() => app.dispose());

const MINUTE = 60_000;

type Trade = Awaited<ReturnType<typeof listedCopy>> & { orderId?: number; appealId?: number };

/** A buyer's order of a listed copy. */
const orderListing = (token: string, listingId: number) =>
  api.post('/api/order/add', { listingId }, { token });
/** A seller's listing of a copy at `price` with the test's payment methods. */
const listCopy = (token: string, copyId: number, price = '5') =>
  api.post('/api/nft/list', { copyId, price, payMethods: PAY_METHODS }, { token });

/** The steps of a resale, each by the side that takes it. */
const steps = {
  unlist: (t: Trade) => api.post('/api/nft/unlist', { id: t.listingId }, { token: t.seller.token }),
  /** A new buyer's order for the listing. */
  order: async (t: Trade) => {
    const other = await signUp(app);
    return orderListing(other.token, t.listingId);
  },
  pay: async (t: Trade) =>
    api.post(
      '/api/order/pay',
      { id: t.orderId, proof: await uploadProof(app, t.buyer.user.id) },
      { token: t.buyer.token },
    ),
  cancel: (t: Trade) => api.post('/api/order/cancel', { id: t.orderId }, { token: t.buyer.token }),
  confirm: (t: Trade) =>
    api.post('/api/coupon/confirm', { id: t.orderId, payPassword: PAY_PASSWORD }, { token: t.seller.token }),
  /** The seller appeals (a seller may at once; the buyer's wait has its own test). */
  appeal: (t: Trade) =>
    api.post(
      '/api/coupon/feedback',
      { orderId: t.orderId, reason: 'not_received', text: 'No payment arrived' },
      { token: t.seller.token },
    ),
  decideBuyer: (t: Trade) =>
    api.post(
      `/admin-api/nft/appeals/${t.appealId}/decide`,
      { to: 'buyer', note: 'The bank slip is genuine' },
      { headers: bearer(finance) },
    ),
  decideSeller: (t: Trade) =>
    api.post(
      `/admin-api/nft/appeals/${t.appealId}/decide`,
      { to: 'seller', note: 'No payment arrived' },
      { headers: bearer(finance) },
    ),
};
type Step = keyof typeof steps;

async function take(t: Trade, step: Step, what: string) {
  const data = ok(await steps[step](t), `${what}: ${step}`);
  if (step === 'appeal') t.appealId = data.id;
  return data;
}

/** Each state of a listing and its order, reached by the steps a user takes, from a fresh listing. */
const STATES = {
  listed: [],
  unlisted: ['unlist'],
  unpaid: ['order'],
  paid: ['order', 'pay'],
  appealing: ['order', 'pay', 'appeal'],
  completed: ['order', 'pay', 'confirm'],
  expired: ['order', 'expire'],
  cancelled: ['order', 'cancel'],
  decidedForSeller: ['order', 'pay', 'appeal', 'decideSeller'],
  decidedForBuyer: ['order', 'pay', 'appeal', 'decideBuyer'],
} as const satisfies Record<string, readonly (Step | 'expire')[]>;
type State = keyof typeof STATES;

async function reach(state: State): Promise<Trade> {
  const t: Trade = await listedCopy(app);
  for (const step of STATES[state]) {
    if (step === 'expire') {
      app.clock.advance(RESALE_PAY_MINUTES * MINUTE);
      await app.services.nft.expireDue();
    } else if (step === 'order') {
      t.orderId = ok(await orderListing(t.buyer.token, t.listingId), state).id;
    } else await take(t, step, state);
  }
  return t;
}

/**
 * What each step does in each state: `ok`, the `data.error` key it is refused with, or `-` where the
 * step has nothing to act on (no order, or no appeal yet).
 */
const TABLE: Record<State, Record<Step, string>> = {
  listed: {
    unlist: 'ok',
    order: 'ok',
    pay: '-',
    cancel: '-',
    confirm: '-',
    appeal: '-',
    decideBuyer: '-',
    decideSeller: '-',
  },
  unlisted: {
    unlist: 'LISTING_CLOSED',
    order: 'LISTING_NOT_AVAILABLE',
    pay: '-',
    cancel: '-',
    confirm: '-',
    appeal: '-',
    decideBuyer: '-',
    decideSeller: '-',
  },
  unpaid: {
    unlist: 'LISTING_IN_ORDER',
    order: 'LISTING_NOT_AVAILABLE',
    pay: 'ok',
    cancel: 'ok',
    confirm: 'ORDER_NOT_PAID',
    appeal: 'ORDER_NOT_PAID',
    decideBuyer: '-',
    decideSeller: '-',
  },
  paid: {
    unlist: 'LISTING_IN_ORDER',
    order: 'LISTING_NOT_AVAILABLE',
    pay: 'ORDER_ALREADY_PAID',
    cancel: 'ORDER_ALREADY_PAID',
    confirm: 'ok',
    appeal: 'ok',
    decideBuyer: '-',
    decideSeller: '-',
  },
  appealing: {
    unlist: 'LISTING_IN_ORDER',
    order: 'LISTING_NOT_AVAILABLE',
    pay: 'ORDER_ALREADY_PAID',
    cancel: 'ORDER_ALREADY_PAID',
    confirm: 'ok',
    appeal: 'ok',
    decideBuyer: 'ok',
    decideSeller: 'ok',
  },
  completed: {
    unlist: 'LISTING_CLOSED',
    order: 'LISTING_NOT_AVAILABLE',
    pay: 'ORDER_COMPLETED',
    cancel: 'ORDER_COMPLETED',
    confirm: 'ORDER_COMPLETED',
    appeal: 'ORDER_CLOSED',
    decideBuyer: '-',
    decideSeller: '-',
  },
  expired: {
    unlist: 'ok',
    order: 'ok',
    pay: 'ORDER_EXPIRED',
    cancel: 'ORDER_EXPIRED',
    confirm: 'ORDER_EXPIRED',
    appeal: 'ORDER_CLOSED',
    decideBuyer: '-',
    decideSeller: '-',
  },
  cancelled: {
    unlist: 'ok',
    order: 'ok',
    pay: 'ORDER_CANCELLED',
    cancel: 'ORDER_CANCELLED',
    confirm: 'ORDER_CANCELLED',
    appeal: 'ORDER_CLOSED',
    decideBuyer: '-',
    decideSeller: '-',
  },
  decidedForSeller: {
    unlist: 'ok',
    order: 'ok',
    pay: 'ORDER_CANCELLED',
    cancel: 'ORDER_CANCELLED',
    confirm: 'ORDER_CANCELLED',
    appeal: 'ORDER_CLOSED',
    decideBuyer: 'APPEAL_CLOSED',
    decideSeller: 'APPEAL_CLOSED',
  },
  decidedForBuyer: {
    unlist: 'LISTING_CLOSED',
    order: 'LISTING_NOT_AVAILABLE',
    pay: 'ORDER_COMPLETED',
    cancel: 'ORDER_COMPLETED',
    confirm: 'ORDER_COMPLETED',
    appeal: 'ORDER_CLOSED',
    decideBuyer: 'APPEAL_CLOSED',
    decideSeller: 'APPEAL_CLOSED',
  },
};

/** The rows a step may change, and the ledger's size: what a refused step must leave as it was. */
async function snapshot(t: Trade) {
  const db = app.database.db;
  const [listing, copy, orders, [transfers]] = await Promise.all([
    db.select().from(nftListings).where(eq(nftListings.id, t.listingId)),
    db.select().from(nftCopies).where(eq(nftCopies.id, t.copyId)),
    db.select().from(nftOrders).where(eq(nftOrders.listingId, t.listingId)).orderBy(nftOrders.id),
    db.select({ n: count() }).from(ledgerTransfers),
  ]);
  return { listing, copy, orders, transfers: transfers?.n };
}

async function ownerOf(copyId: number) {
  const [copy] = await app.database.db.select().from(nftCopies).where(eq(nftCopies.id, copyId));
  return copy;
}

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

async function usdt(token: string) {
  return ok(await api.get('/api/user/balance', { token }), 'balance').USDT;
}

describe('resale: every step in every state', () => {
  for (const state of Object.keys(TABLE) as State[]) {
    it(`${state}: each step is taken or refused with its key, and the copy keeps one owner`, async () => {
      for (const step of Object.keys(TABLE[state]) as Step[]) {
        const expected = TABLE[state][step];
        if (expected === '-') continue;
        const t = await reach(state);
        const before = await snapshot(t);
        const res = await steps[step](t);
        const cell = `${state} × ${step}`;
        if (expected === 'ok') {
          expect({ cell, code: res.body.code, msg: res.body.msg }).toMatchObject({ cell, code: 1 });
        } else {
          expect({ cell, error: res.body.data?.error }).toEqual({ cell, error: expected });
          expectError(res, expected);
          expect(await snapshot(t), cell).toEqual(before);
        }
        // One owner, never lost: the seller until a sale completes, the buyer after.
        const copy = await ownerOf(t.copyId);
        const sold = (await snapshot(t)).listing[0]?.status === 'sold';
        expect({ cell, owner: copy?.ownerId }).toEqual({
          cell,
          owner: sold ? t.buyer.user.id : t.seller.user.id,
        });
      }
    });
  }

  it('keeps the ledger balanced through all of it', async () => {
    expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });
});

describe('resale: what each step does', () => {
  it('a sale: the buyer sees where to pay only once ordered; the copy, the fee and the history move on confirm', async () => {
    const t: Trade = await listedCopy(app, '100');
    // Listing holds the 1 % fee from the seller's USDT.
    expect(await usdt(t.seller.token)).toMatchObject({ available: '99.000000', frozen: '1.000000' });
    const market = ok(
      await api.get(`/api/nft/listings?seriesId=${(await ownerOf(t.copyId))?.seriesId}`, {
        token: t.buyer.token,
      }),
      'listings',
    );
    expect(market.list[0]).toMatchObject({
      id: t.listingId,
      price: '100.000000',
      payKinds: ['alipay', 'bank'],
    });
    expect(JSON.stringify(market)).not.toContain(PAY_METHODS[0]?.account);

    const order = ok(await orderListing(t.buyer.token, t.listingId), 'order');
    t.orderId = order.id;
    expect(order.status).toBe('unpaid');
    const seen = ok(await api.get(`/api/order/detail?id=${t.orderId}`, { token: t.buyer.token }), 'detail');
    expect(seen).toMatchObject({ kind: 'resale', role: 'buyer', status: 'unpaid' });
    expect(seen.resale.payMethods).toEqual(PAY_METHODS);
    await take(t, 'pay', 'sale');
    const sellerView = ok(
      await api.get(`/api/order/detail?id=${t.orderId}`, { token: t.seller.token }),
      'seller',
    );
    expect(sellerView).toMatchObject({ role: 'seller', status: 'paid' });
    expect(sellerView.resale.proof).toMatch(/^\/uploads\//);
    await take(t, 'confirm', 'sale');

    expect(await usdt(t.seller.token)).toMatchObject({
      available: '99.000000',
      frozen: '0.000000',
      total: '99.000000',
    });
    const held = ok(await api.get(`/api/coupon/detail?id=${t.copyId}`, { token: t.buyer.token }), 'copy');
    expect(held).toMatchObject({ acquiredVia: 'resale', price: '100.000000', listing: null });
    expect(held.history.map((h: { event: string }) => h.event)).toEqual(['minted', 'sold']);
    const tips = ok(await api.get('/api/order/tips', { token: t.seller.token }), 'tips');
    expect(tips.list.map((x: { kind: string }) => x.kind)).toEqual(
      expect.arrayContaining(['ordered', 'buyer_paid', 'sold']),
    );
  });

  it('unlisting frees the copy and gives the fee back; a frozen user can neither list nor buy', async () => {
    const t: Trade = await listedCopy(app);
    await take(t, 'unlist', 'unlist');
    expect(await usdt(t.seller.token)).toMatchObject({ available: '100.000000', frozen: '0.000000' });
    expect((await ownerOf(t.copyId))?.lockedFor).toBeNull();

    await setFrozen(app, t.seller.user.id, true);
    expectError(await listCopy(t.seller.token, t.copyId), 'ACCOUNT_FROZEN');
    await setFrozen(app, t.seller.user.id, false);
    const again: Trade = await listedCopy(app);
    await setFrozen(app, again.buyer.user.id, true);
    expectError(await orderListing(again.buyer.token, again.listingId), 'ACCOUNT_FROZEN');
  });

  it('refuses what a user may not do: their own listing, a copy already listed, another user’s order', async () => {
    const t: Trade = await listedCopy(app);
    expectError(await orderListing(t.seller.token, t.listingId), 'OWN_LISTING');
    expectError(await listCopy(t.seller.token, t.copyId), 'COPY_LOCKED');
    t.orderId = ok(await orderListing(t.buyer.token, t.listingId), 'o').id;
    const stranger = await signUp(app);
    expectError(
      await api.post('/api/order/cancel', { id: t.orderId }, { token: stranger.token }),
      'ORDER_NOT_FOUND',
    );
    expectError(
      await api.post(
        '/api/coupon/confirm',
        { id: t.orderId, payPassword: PAY_PASSWORD },
        { token: t.buyer.token },
      ),
      'ORDER_NOT_FOUND',
    );
  });

  it('the buyer may appeal only once the seller has had the console’s time to confirm', async () => {
    const t: Trade = await reach('paid');
    const appeal = () =>
      api.post(
        '/api/coupon/feedback',
        { orderId: t.orderId, reason: 'not_confirmed', text: 'I paid, no confirmation' },
        { token: t.buyer.token },
      );
    const early = await appeal();
    expectError(early, 'APPEAL_TOO_EARLY');
    app.clock.advance(30 * MINUTE);
    const opened = ok(await appeal(), 'appeal');
    expect(opened).toMatchObject({ status: 'open', openedBy: 'buyer', role: 'buyer' });
    // The seller answers with evidence; both read the thread, each marked as theirs.
    ok(
      await api.post(
        '/api/coupon/feedback',
        {
          orderId: t.orderId,
          text: 'Nothing on my statement',
          images: [await uploadProof(app, t.seller.user.id)],
        },
        { token: t.seller.token },
      ),
      'evidence',
    );
    const thread = ok(
      await api.get(`/api/coupon/appeal?id=${opened.id}`, { token: t.seller.token }),
      'thread',
    );
    expect(thread.messages.map((m: { from: string; mine: boolean }) => [m.from, m.mine])).toEqual([
      ['buyer', false],
      ['seller', true],
    ]);
  });

  it('a buyer who cancels three times in 24 hours may not order again that day, however many at once', async () => {
    const buyer = await signUp(app);
    for (let i = 0; i < 3; i++) {
      const t: Trade = await listedCopy(app);
      const id = ok(await orderListing(buyer.token, t.listingId), 'o').id;
      ok(await api.post('/api/order/cancel', { id }, { token: buyer.token }), 'cancel');
    }
    const t: Trade = await listedCopy(app);
    expectError(await orderListing(buyer.token, t.listingId), 'CANCEL_LIMIT');
    // At the limit, a burst of orders for eight listings at once: every one refused, none placed.
    const burst: Trade[] = [];
    for (let i = 0; i < 8; i++) burst.push(await listedCopy(app));
    const answers = await Promise.all(burst.map((b) => orderListing(buyer.token, b.listingId)));
    expect(answers.map((a) => a.body.data.error)).toEqual(burst.map(() => 'CANCEL_LIMIT'));
    app.clock.advance(24 * 60 * MINUTE);
    ok(await orderListing(buyer.token, t.listingId), 'a day later');
  });
});

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
