import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, expectOk as ok, openTestApp, type TestApp } from '../../../test/harness.ts';
import {
  copyFor,
  listedCopy,
  PAY_METHODS,
  type ResaleState,
  type ResaleStep,
  type ResaleSteps,
  resaleSteps,
  type Trade,
} from '../../../test/nft.ts';
import { PAY_PASSWORD, setFrozen, signUp, uploadProof } from '../../../test/users.ts';
import { ledgerTransfers } from '../../ledger/ledger.tables.ts';
import { verifyLedger } from '../../ledger/ledger.verify.ts';
import { nftCopies, nftListings, nftOrders } from '../core/nft.tables.ts';

let app: TestApp;
let api: Api;
let orderListing: ResaleSteps['orderListing'];
let listCopy: ResaleSteps['listCopy'];
let steps: ResaleSteps['steps'];
let take: ResaleSteps['take'];
let reach: ResaleSteps['reach'];
beforeAll(async () => {
  let tokens: Record<'finance', string>;
  ({ app, api, tokens } = await openTestApp('finance'));
  ({ orderListing, listCopy, steps, take, reach } = resaleSteps(app, api, tokens.finance));
});
afterAll(() => app.dispose());

const MINUTE = 60_000;

/**
 * What each step does in each state: `ok`, the `data.error` key it is refused with, or `-` where the
 * step has nothing to act on (no order, or no appeal yet).
 */
const TABLE: Record<ResaleState, Record<ResaleStep, string>> = {
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

async function usdt(token: string) {
  return ok(await api.get('/api/user/balance', { token }), 'balance').USDT;
}

describe('resale: every step in every state', () => {
  for (const state of Object.keys(TABLE) as ResaleState[]) {
    it(`${state}: each step is taken or refused with its key, and the copy keeps one owner`, async () => {
      for (const step of Object.keys(TABLE[state]) as ResaleStep[]) {
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

  it('names the payment method’s field that is blank or wrong, in the caller’s language', async () => {
    const seller = await signUp(app, { usdt: '100' });
    const copyId = await copyFor(app, seller.user.id);
    /** The first bad field of a listing with this one payment method, and the answer's text. */
    const refusal = async (method: Record<string, string>) => {
      const res = await api.post(
        '/api/nft/list',
        { copyId, price: '10', payMethods: [method] },
        { token: seller.token },
      );
      expectError(res, 'VALIDATION');
      return { ...res.body.data.fields[0], msg: res.body.msg };
    };
    expect(await refusal({ kind: 'alipay', name: ' ', account: 'me@example.com' })).toEqual({
      field: 'payMethods.0.name',
      error: 'PAY_METHOD_NAME_REQUIRED',
      msg: '请填写收款人姓名',
    });
    expect(await refusal({ kind: 'alipay', name: '王小明', account: '' })).toMatchObject({
      field: 'payMethods.0.account',
      error: 'PAY_METHOD_ACCOUNT_REQUIRED',
    });
    expect(await refusal({ kind: 'alipay', name: '王'.repeat(41), account: 'a' })).toMatchObject({
      field: 'payMethods.0.name',
      error: 'PAY_METHOD_NAME_INVALID',
    });
    expect(await refusal({ kind: 'wechat', name: '王小明', account: 'a'.repeat(101) })).toMatchObject({
      field: 'payMethods.0.account',
      error: 'PAY_METHOD_ACCOUNT_INVALID',
    });
    // Nothing was listed or held.
    expect(await usdt(seller.token)).toMatchObject({ available: '100.000000', frozen: '0.000000' });
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
