import { AUCTION_EXTEND_MINUTES } from '@mcc/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  bearer,
  client,
  dbKind,
  expectError,
  lastIdOf,
  expectOk as ok,
  openTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { type AuctionSteps, auctionSteps, createSeries } from '../../../test/nft.ts';
import { setFrozen, signUp, signUpMany } from '../../../test/users.ts';
import { ledgerTransfers } from '../../ledger/ledger.tables.ts';
import { verifyLedger } from '../../ledger/ledger.verify.ts';
import { nftCopies, nftSeries } from '../core/nft.tables.ts';

let app: TestApp;
let api: Api;
let operations: string;
let finance: string;
let terms: AuctionSteps['terms'];
let ownerAuction: AuctionSteps['ownerAuction'];
let bid: AuctionSteps['bid'];
beforeAll(async () => {
  let tokens: Record<'operations' | 'finance', string>;
  ({ app, api, tokens } = await openTestApp('operations', 'finance'));
  ({ operations, finance } = tokens);
  ({ terms, ownerAuction, bid } = auctionSteps(app, api));
});
afterAll(() => app.dispose());

const MINUTE = 60_000;

const ledgerClean = async () =>
  expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);

const usdt = async (token: string) => (await api.get('/api/fund/usdt', { token })).body.data;
const pendingHolds = async (id: number) => {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.refType, 'nft_auction'),
        eq(ledgerTransfers.refId, String(id)),
        eq(ledgerTransfers.state, 'pending'),
      ),
    );
  return row?.n ?? 0;
};
const settleAll = () => app.services.auctions.settleDue();

describe('bidding', () => {
  it('a bid holds its amount; the beaten leader’s hold is released at once; refusals change nothing', async () => {
    const { seller, id } = await ownerAuction();
    const [a, b] = [await signUp(app, { usdt: '100' }), await signUp(app, { usdt: '100' })];
    expectError(await bid(seller.token, id, '10'), 'AUCTION_OWN');
    expectError(await bid(a.token, id, '9.99'), 'BID_TOO_LOW');
    ok(await bid(a.token, id, '10'), 'first bid at the start price');
    expect(await usdt(a.token)).toMatchObject({ available: '90.000000', frozen: '10.000000' });
    expectError(await bid(a.token, id, '20'), 'AUCTION_ALREADY_LEADING');
    // 5 % over 10 is 10.50.
    const low = await bid(b.token, id, '10.49');
    expectError(low, 'BID_TOO_LOW');
    expect(low.body.data.minimum).toBe('10.500000');
    const seen = ok(await bid(b.token, id, '10.5'), 'raise');
    expect(seen).toMatchObject({ leadingBid: '10.500000', bids: 2, minimumBid: '11.025000', role: 'leader' });
    expect(await usdt(a.token)).toMatchObject({ available: '100.000000', frozen: '0.000000' });
    expect(await usdt(b.token)).toMatchObject({ available: '89.500000', frozen: '10.500000' });
    expect(await pendingHolds(id)).toBe(1);
    // One who cannot pay is refused before the auction's lock: no bid row is even made to be rolled
    // back (a sequence does not roll back), and a frozen account likewise.
    const before = await lastIdOf(app, 'nft_bids_id_seq');
    const poor = await signUp(app, { usdt: '5' });
    expectError(await bid(poor.token, id, '20'), 'INSUFFICIENT_BALANCE');
    const frozen = await signUp(app, { usdt: '100' });
    await setFrozen(app, frozen.user.id, true);
    expectError(await bid(frozen.token, id, '20'), 'ACCOUNT_FROZEN');
    expect(await lastIdOf(app, 'nft_bids_id_seq')).toBe(before);
    const detail = ok(await api.get(`/api/auction/detail?id=${id}`, { token: a.token }), 'detail');
    expect(detail.history.map((h: { amount: string }) => h.amount)).toEqual(['10.500000', '10.000000']);
    expect(detail.role).toBe('outbid');
    // The beaten bidder is told, once per time they are beaten.
    const tips = ok(await api.get('/api/order/tips', { token: a.token }), 'tips');
    expect(tips.list[0]).toMatchObject({ kind: 'outbid', auctionId: id, orderId: null, read: false });
    await api.get(`/api/order/readTips?id=${tips.list[0].id}`, { token: a.token });
    ok(await bid(a.token, id, '11.03'), 'back in the lead');
    ok(await bid(b.token, id, '12'), 'beaten again');
    const again = ok(await api.get('/api/order/tips', { token: a.token }), 'tips again');
    expect(again).toMatchObject({ unread: 1 });
    expect(again.list.filter((t: { kind: string }) => t.kind === 'outbid')).toHaveLength(1);
    await ledgerClean();
  });

  it('64 bidders at once (two servers on PostgreSQL): one pending hold at every moment, the highest valid bid leads', async () => {
    const { id } = await ownerAuction();
    const crowd = await signUpMany(app, 64, { usdt: '1000' });
    const twin = dbKind === 'postgres' ? await app.twin() : undefined;
    const apis = [api, twin ? client(twin) : api];
    // Watch the holds while the bids race: never more than one pending.
    let racing = true;
    let most = 0;
    const watcher = (async () => {
      while (racing) {
        most = Math.max(most, await pendingHolds(id));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    try {
      const answers = await Promise.all(
        crowd.map((u, i) => bid(u.token, id, String(10 + i * 3), apis[i % 2])),
      );
      racing = false;
      await watcher;
      const accepted = answers.flatMap((a, i) => (a.body.code === 1 ? [10 + i * 3] : []));
      expect(accepted.length).toBeGreaterThan(0);
      for (const a of answers) if (a.body.code !== 1) expect(a.body.data.error).toBe('BID_TOO_LOW');
      expect(most).toBeLessThanOrEqual(1);
      expect(await pendingHolds(id)).toBe(1);
      const top = Math.max(...accepted);
      const detail = ok(
        await api.get(`/api/auction/detail?id=${id}`, { token: crowd[0]?.token ?? '' }),
        'detail',
      );
      expect(Number(detail.leadingBid)).toBe(top);
      const balances = await Promise.all(crowd.map((u) => usdt(u.token)));
      const leader = 10 + balances.findIndex((b) => b.frozen !== '0.000000') * 3;
      expect(leader).toBe(top);
      expect(balances.filter((b) => b.available === '1000.000000')).toHaveLength(63);
    } finally {
      racing = false;
      await twin?.close();
    }
    await ledgerClean();
  });

  it('a bid in the last 10 minutes moves the end to 10 minutes after it; none after the end', async () => {
    // A stopped clock: the instant of each bid decides.
    app.clock.freeze();
    try {
      await extensionAtTheEdges();
    } finally {
      app.clock.thaw();
    }
  });
});

/** The extension test's steps: bids at 10 minutes to go, just inside the window, a millisecond before the end. */
async function extensionAtTheEdges() {
  const { id } = await ownerAuction(30);
  const [a, b, c] = [
    await signUp(app, { usdt: '100' }),
    await signUp(app, { usdt: '100' }),
    await signUp(app, { usdt: '100' }),
  ];
  const endOf = async () =>
    ok(await api.get(`/api/auction/detail?id=${id}`, { token: a.token }), 'detail').endsAt;
  const firstEnd = await endOf();
  // Exactly 10 minutes before the end: 10 minutes after the bid is the end already.
  app.clock.advance(20 * MINUTE);
  ok(await bid(a.token, id, '10'), 'at ten minutes to go');
  expect(await endOf()).toBe(firstEnd);
  // One second inside the last 10 minutes: the end moves one second.
  app.clock.advance(1000);
  ok(await bid(b.token, id, '11'), 'inside the window');
  const moved = await endOf();
  expect(Date.parse(moved) - Date.parse(firstEnd)).toBe(1000);
  expect(Date.parse(moved) - app.clock.now().getTime()).toBe(AUCTION_EXTEND_MINUTES * MINUTE);
  // A millisecond before the (moved) end still counts, and moves it again; at the end nothing does.
  app.clock.advance(AUCTION_EXTEND_MINUTES * MINUTE - 1);
  ok(await bid(c.token, id, '12'), 'a millisecond before the end');
  app.clock.advance(AUCTION_EXTEND_MINUTES * MINUTE);
  expectError(await bid(a.token, id, '20'), 'AUCTION_ENDED');
  await settleAll();
}

describe('settlement', () => {
  it('settled by two passes at once: the seller is paid once, less the fee; the copy is the winner’s', async () => {
    const { seller, copyId, id } = await ownerAuction(10);
    const winner = await signUp(app, { usdt: '100' });
    ok(await bid(winner.token, id, '40'), 'bid');
    app.clock.advance(11 * MINUTE);
    const twin = dbKind === 'postgres' ? await app.twin() : undefined;
    try {
      await Promise.all([settleAll(), (twin ?? app).services.auctions.settleDue()]);
    } finally {
      await twin?.close();
    }
    // One sale posted, however many passes ran.
    const [sales] = await app.database.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.refId, String(id)), eq(ledgerTransfers.code, 'auction_sale')));
    expect(sales?.n).toBe(1);
    // The fee is 2.5 % of 40: 1; the seller gets 39.
    expect((await usdt(seller.token)).available).toBe('39.000000');
    expect(await usdt(winner.token)).toMatchObject({ available: '60.000000', frozen: '0.000000' });
    const [copy] = await app.database.db.select().from(nftCopies).where(eq(nftCopies.id, copyId));
    expect(copy).toMatchObject({ ownerId: winner.user.id, lockedFor: null, acquiredVia: 'auction' });
    const told = async (token: string) =>
      ok(await api.get('/api/order/tips', { token }), 'tips').list.map(
        (t: { kind: string; auctionId: number }) => [t.kind, t.auctionId],
      );
    expect(await told(winner.token)).toContainEqual(['won', id]);
    expect(await told(seller.token)).toContainEqual(['auction_sold', id]);
    const won = ok(await api.get('/api/auction/index?tab=won', { token: winner.token }), 'won');
    expect(won.list.map((a: { id: number }) => a.id)).toContain(id);
    expect(ok(await api.get(`/api/auction/detail?id=${id}`, { token: winner.token }), 'after').status).toBe(
      'sold',
    );
    expect(await settleAll()).toEqual({ settled: 0 });
    await ledgerClean();
  });

  it('a reserve not met: the copy goes back and the leader’s money is free again', async () => {
    const { seller, copyId, id } = await ownerAuction(10, { reserve: '50' });
    const bidder = await signUp(app, { usdt: '100' });
    const seen = ok(await bid(bidder.token, id, '20'), 'bid');
    expect(seen).toMatchObject({ hasReserve: true, reserveMet: false });
    app.clock.advance(11 * MINUTE);
    // (The pass settles whatever else has ended by the moved clock too.)
    expect((await settleAll()).settled).toBeGreaterThanOrEqual(1);
    expect(await usdt(bidder.token)).toMatchObject({ available: '100.000000', frozen: '0.000000' });
    const [copy] = await app.database.db.select().from(nftCopies).where(eq(nftCopies.id, copyId));
    expect(copy).toMatchObject({ ownerId: seller.user.id, lockedFor: null });
    const lost = ok(await api.get('/api/auction/index?tab=lost', { token: bidder.token }), 'lost');
    expect(lost.list.map((a: { id: number; status: string }) => [a.id, a.status])).toContainEqual([
      id,
      'unsold',
    ]);
    expect(await pendingHolds(id)).toBe(0);
    await ledgerClean();
  });

  it('the platform’s auction mints the copy for the winner; one without bids can be cancelled', async () => {
    const series = await createSeries(app, { supply: 3 });
    const body = { seriesId: series.id, ...terms(10) };
    const made = ok(
      await api.post('/admin-api/nft/auctions', body, { headers: bearer(operations) }),
      'create',
    );
    expect(made).toMatchObject({ seller: null, serial: null, status: 'live' });
    const spare = ok(
      await api.post('/admin-api/nft/auctions', body, { headers: bearer(operations) }),
      'second',
    );
    const reserved = async () =>
      (await app.database.db.select().from(nftSeries).where(eq(nftSeries.id, series.id)))[0]?.reserved;
    expect(await reserved()).toBe(2);
    ok(
      await api.post(`/admin-api/nft/auctions/${spare.id}/cancel`, {}, { headers: bearer(operations) }),
      'cancel',
    );
    expect(await reserved()).toBe(1);
    const winner = await signUp(app, { usdt: '100' });
    ok(await bid(winner.token, made.id, '15'), 'bid');
    expectError(
      await api.post(`/admin-api/nft/auctions/${made.id}/cancel`, {}, { headers: bearer(operations) }),
      'AUCTION_HAS_BIDS',
    );
    app.clock.advance(11 * MINUTE);
    await settleAll();
    const after = ok(await api.get(`/api/auction/detail?id=${made.id}`, { token: winner.token }), 'sold');
    expect(after).toMatchObject({ status: 'sold', serial: 1 });
    expect(await reserved()).toBe(0);
    const held = ok(await api.get('/api/coupon/index', { token: winner.token }), 'held copies');
    expect(held.list[0]).toMatchObject({ seriesId: series.id, acquiredVia: 'auction', serial: 1 });
    await ledgerClean();
  });
});

describe('an auction that cannot settle', () => {
  const statusOf = async (id: number, token: string) =>
    ok(await api.get(`/api/auction/detail?id=${id}`, { token }), 'detail').status;
  const failureOf = async (id: number, lang = 'en') => {
    const failures = ok(
      await api.get('/admin-api/jobs/failures?limit=50', { headers: { ...bearer(finance), lang } }),
      'failures',
    );
    return failures.list.find(
      (f: { job: string; itemId: number }) => f.job === 'auction-settlement' && f.itemId === id,
    );
  };

  it('holds up none ending after it: its failure is kept and shown, retried only after its back-off', async () => {
    const first = await ownerAuction(10);
    const second = await ownerAuction(20);
    const [stuck, winner] = [await signUp(app, { usdt: '100' }), await signUp(app, { usdt: '100' })];
    ok(await bid(stuck.token, first.id, '10'), 'bid on the first');
    ok(await bid(winner.token, second.id, '10'), 'bid on the second');
    // The first's winner cannot be paid from: its hold cannot be posted (ACCOUNT_FROZEN).
    await setFrozen(app, stuck.user.id, true);
    app.clock.advance(21 * MINUTE);

    await settleAll();
    expect(await statusOf(second.id, winner.token)).toBe('sold');
    expect(await statusOf(first.id, stuck.token)).toBe('ended');
    expect(await pendingHolds(first.id)).toBe(1);
    const failed = await failureOf(first.id);
    expect(failed).toMatchObject({ errorKey: 'ACCOUNT_FROZEN', attempts: 1 });
    expect(failed.message).toContain('frozen');
    // Shown to each operator in their own language.
    expect((await failureOf(first.id, 'zh-Hans')).message).toBe('资金账户已冻结，请联系客服');
    expect(Date.parse(failed.nextAttemptAt) - Date.parse(failed.lastFailedAt)).toBe(MINUTE);

    // Unfrozen, but the back-off has not passed: the next pass leaves it.
    await setFrozen(app, stuck.user.id, false);
    app.clock.advance(MINUTE / 2);
    await settleAll();
    expect(await statusOf(first.id, stuck.token)).toBe('ended');
    expect(await failureOf(first.id)).toMatchObject({ attempts: 1 });

    app.clock.advance(MINUTE / 2);
    await settleAll();
    expect(await statusOf(first.id, stuck.token)).toBe('sold');
    expect(await failureOf(first.id)).toBeUndefined();
    expect(await pendingHolds(first.id)).toBe(0);
    await ledgerClean();
  });
});
