import type { DashboardTrends, TrendBucket } from '@mcc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { addDays, businessDay } from '../../lib/business-day.ts';
import { type Api, openTestApp, operatorToken, type TestApp } from '../../test/harness.ts';
import { appealedOrder, auctionSteps, listedCopy } from '../../test/nft.ts';
import { asOperator, newOperator } from '../../test/operators.ts';
import { moveClockTo, newProduct, stake } from '../../test/pledge.ts';
import { PAY_PASSWORD, signUp, uploadProof } from '../../test/users.ts';
import { EVM_ADDRESS, REVIEWER, randomTxHash, TRON_ADDRESS } from '../../test/wallet.ts';
import { proposals } from './admin.tables.ts';
import { startOfDay } from './admin-dashboard.service.ts';

/*
 * The dashboard's trends against figures worked out by hand: one day (D, in UTC+8) of sign-ups,
 * recharges on two networks, withdrawals, a stake with its yield and its inviter's commission, a primary
 * and a resale NFT sale with its fee, an auction; read live before any rollup, and again from the
 * rolled-up hours — the same answer — and a second rollup changes no row.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const UTC8 = 480;

let app: TestApp;
let api: Api;
/** An operator signed in on the seeded day (a session from before would have ended). */
let operations: string;
/** Local midnight (UTC+8) of the seeded day, 40 days after the seed's own data. */
let dayStart: number;

beforeAll(async () => {
  ({ app, api } = await openTestApp());
  app.clock.freeze();
  dayStart = startOfDay(new Date(app.clock.now().getTime() + 40 * 24 * HOUR), UTC8).getTime();
});
afterAll(() => app.dispose());

/** The test clock at hh:mm on the seeded day (UTC+8). */
const at = (hh: number, mm = 0) => moveClockTo(app, dayStart + hh * HOUR + mm * MINUTE);

const trends = async (period: string, utcOffset: number): Promise<DashboardTrends> => {
  const res = await api.get(
    `/admin-api/dashboard/trends?period=${period}&utcOffset=${utcOffset}`,
    asOperator(operations),
  );
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data;
};

const ok = (res: { body: { code: number; data: { id: number }; msg?: string } }, what: string) => {
  expect(res.body.code, `${what}: ${res.body.msg}`).toBe(1);
  return res.body.data;
};

/** Seeds the day; answers what the pending queues should say. */
async function seedTheDay() {
  const { walletReview, pledgeAccrual, auctions } = app.services;
  await at(0, 30);
  // A proposal waiting since 00:30: the oldest queue.
  const proposer = await newOperator(app, 'finance');
  await app.database.db.insert(proposals).values({
    kind: 'adjust',
    userId: 1,
    asset: 'USDT',
    amount: 1_000_000n,
    params: {},
    proposedBy: proposer.id,
    proposedAt: app.clock.now(),
  });

  await at(1, 10);
  const inviter = await signUp(app);
  const staker = await signUp(app, { usdt: '300', inviterId: inviter.user.id });
  const payer = await signUp(app, { usdt: '200' });
  // A primary sale of 10 (the seller's copy) and a listing at 100 (fee 1 %, 1.00).
  const trade = await listedCopy(app, '100');

  await at(2, 10);
  const recharge = async (network: string, amount: string) =>
    ok(
      await api.post(
        '/api/fund/recharge',
        { network, amount, txHash: randomTxHash(), proof: await uploadProof(app, payer.user.id) },
        { token: payer.token },
      ),
      `recharge ${network} ${amount}`,
    ).id;
  const r1 = await recharge('TRC20', '25');
  const r2 = await recharge('ERC20', '10.5');
  const r3 = await recharge('BEP20', '30');
  await recharge('TRC20', '50'); // left waiting since 02:10
  await at(3, 20);
  await walletReview.approveRecharge(r1, REVIEWER);
  await walletReview.approveRecharge(r2, REVIEWER);
  await walletReview.rejectRecharge(r3, 'PROOF_UNCLEAR', REVIEWER);

  await at(4, 30);
  const withdraw = async (network: string, address: string, amount: string) =>
    ok(
      await api.post(
        '/api/fund/withdraw',
        { network, address, amount, payPassword: PAY_PASSWORD },
        { token: payer.token },
      ),
      `withdraw ${network} ${amount}`,
    ).id;
  const w1 = await withdraw('TRC20', TRON_ADDRESS, '40');
  const w2 = await withdraw('ERC20', EVM_ADDRESS, '20');
  const w3 = await withdraw('TRC20', TRON_ADDRESS, '15');
  await at(4, 45);
  await withdraw('TRC20', TRON_ADDRESS, '12'); // left waiting since 04:45
  await at(5, 40);
  await walletReview.payWithdrawal(w1, randomTxHash(), REVIEWER);
  await walletReview.payWithdrawal(w2, randomTxHash(), REVIEWER);
  await walletReview.rejectWithdrawal(w3, 'ADDRESS_RISK', REVIEWER);

  await at(6);
  const product = await newProduct(app);
  ok(await stake(api, staker.token, product.id, '200'), 'stake');
  await at(7);
  // The order's first day: 200 × 0.8 % = 1.6 to the staker, 10 % of it (0.16) to the inviter.
  await pledgeAccrual.run(addDays(businessDay(app.clock.now()), 1));

  await at(8);
  const order = ok(
    await api.post('/api/order/add', { listingId: trade.listingId }, { token: trade.buyer.token }),
    'order',
  );
  ok(
    await api.post(
      '/api/order/pay',
      { id: order.id, proof: await uploadProof(app, trade.buyer.user.id) },
      { token: trade.buyer.token },
    ),
    'pay',
  );
  ok(
    await api.post(
      '/api/coupon/confirm',
      { id: order.id, payPassword: PAY_PASSWORD },
      { token: trade.seller.token },
    ),
    'confirm',
  );

  await at(9);
  // An owner's auction (its copy another primary sale of 10), won at 10 with 2.5 % (0.25) for the platform.
  const steps = auctionSteps(app, api);
  const auction = await steps.ownerAuction(30);
  const bidder = await signUp(app, { usdt: '50' });
  await at(9, 5);
  ok(await steps.bid(bidder.token, auction.id, '10'), 'bid');
  await at(9, 40);
  await auctions.settleDue();

  await at(10);
  // A resale appealed (a third primary sale of 10; the resale itself not completed).
  await appealedOrder(app);
}

/** The seeded day's figures, worked out by hand. */
const SEEDED: Omit<TrendBucket, 'start' | 'from'> = {
  // inviter, staker, payer, the listing's seller and buyer, the auction's seller, the bidder, the
  // appeal's seller and buyer.
  newUsers: 9,
  // Those who made signed-in calls: payer, staker, the resale's buyer and seller, the auction's seller and
  // the bidder (the inviter and the appeal's two only signed up).
  activeUsers: 6,
  deposits: {
    total: { count: 2, amount: '35.500000' },
    byNetwork: {
      TRC20: { count: 1, amount: '25.000000' },
      ERC20: { count: 1, amount: '10.500000' },
      BEP20: { count: 0, amount: '0.000000' },
    },
  },
  withdrawals: {
    total: { count: 2, amount: '60.000000' },
    byNetwork: {
      TRC20: { count: 1, amount: '40.000000' },
      ERC20: { count: 1, amount: '20.000000' },
      BEP20: { count: 0, amount: '0.000000' },
    },
  },
  netFlow: '-24.500000',
  staked: { count: 1, amount: '200.000000' },
  yieldPaid: { pledge: { count: 1, amount: '1.600000' }, coinMix: { count: 0, amount: '0.000000' } },
  commissions: { count: 1, amount: '0.160000' },
  nftSales: {
    primary: { count: 3, amount: '30.000000' },
    resale: { count: 1, amount: '100.000000' },
    fees: '1.000000',
  },
  auctions: { sold: { count: 1, amount: '10.000000' }, fees: '0.250000' },
};

const statsRows = async () =>
  rowsOf<Record<string, string>>(
    await app.database.db.execute(
      sql`SELECT metric, dim, hour::text, count::text, amount::text, xmin::text FROM stats_hourly ORDER BY 1, 2, 3`,
    ),
  );

describe('dashboard trends', () => {
  let live: DashboardTrends;

  it('answers each series of a seeded day as worked out by hand, read live', async () => {
    await seedTheDay();
    await at(24 + 3); // D+1, 03:00
    operations = await operatorToken(app, 'operations');
    live = await trends('day', UTC8);
    expect(live.buckets).toHaveLength(30);
    const [day, next] = live.buckets.slice(-2) as [TrendBucket, TrendBucket];
    expect(day.from).toBe(new Date(dayStart).toISOString());
    expect(day).toEqual({ start: day.start, from: day.from, ...SEEDED });
    expect(next).toMatchObject({ newUsers: 0, activeUsers: 0, netFlow: '0.000000' });
    // Nothing else in the window: the totals are the day's (active users are per bucket only).
    const { activeUsers: _, ...totals } = SEEDED;
    expect(live.totals).toEqual(totals);

    // The queues, longest-waiting first: the proposal (00:30), the recharge (02:10), the withdrawal
    // (04:45), the appeal (10:00).
    const age = (hh: number, mm: number) => (27 * 60 - (hh * 60 + mm)) * 60;
    expect(live.pending).toEqual([
      { kind: 'proposals', count: 1, oldestAt: expect.any(String), oldestAgeSeconds: age(0, 30) },
      { kind: 'recharges', count: 1, oldestAt: expect.any(String), oldestAgeSeconds: age(2, 10) },
      { kind: 'withdrawals', count: 1, oldestAt: expect.any(String), oldestAgeSeconds: age(4, 45) },
      { kind: 'appeals', count: 1, oldestAt: expect.any(String), oldestAgeSeconds: age(10, 0) },
    ]);
    // What users hold is what the dashboard's summary says; the system accounts mirror it.
    const summary = (await api.get('/admin-api/dashboard', asOperator(operations))).body.data;
    expect(live.liabilities.map((l) => l.asset)).toEqual(['USDT', 'MCC', 'SSK']);
    expect(live.liabilities[0]).toEqual({
      asset: 'USDT',
      users: summary.usdtHeld,
      system: `-${summary.usdtHeld}`,
      matches: true,
    });
    for (const l of live.liabilities) expect(l.matches).toBe(true);
  });

  it('answers the same from the rolled-up hours, and a second rollup changes no row', async () => {
    expect(await app.services.trends.rolledUpTo()).toBeNull();
    const { hours } = await app.services.trends.rollUp();
    expect(hours).toBeGreaterThan(40 * 24);
    // Up to D+1 02:00 (03:00 less the grace, to the hour).
    expect((await app.services.trends.rolledUpTo())?.toISOString()).toBe(
      new Date(dayStart + 26 * HOUR).toISOString(),
    );
    const rows = await statsRows();
    const hourOf = (hh: number) =>
      new Date(dayStart + hh * HOUR).toISOString().replace('T', ' ').replace('.000Z', '+00');
    expect(rows).toContainEqual(
      expect.objectContaining({
        metric: 'deposits',
        dim: 'ERC20',
        hour: hourOf(3),
        count: '1',
        amount: '10500000',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        metric: 'nft_sales',
        dim: 'primary',
        hour: hourOf(1),
        count: '1',
        amount: '10000000',
      }),
    );

    expect(await trends('day', UTC8)).toEqual(live);
    // Again, the closed days now from what the server kept of them: the same.
    expect(await trends('day', UTC8)).toEqual(live);

    expect(await app.services.trends.rollUp()).toEqual({ hours: 0 });
    await app.services.trends.recompute(new Date(dayStart - 24 * HOUR), new Date(dayStart + 26 * HOUR));
    // The same rows, not even rewritten (xmin is the transaction that last wrote a row).
    expect(await statsRows()).toEqual(rows);
  });

  it('sums the day into its week (from Monday) and its month (from the 1st)', async () => {
    for (const period of ['week', 'month'] as const) {
      const answer = await trends(period, UTC8);
      expect(answer.buckets).toHaveLength(12);
      // The seed's own data, 40 days before, is in an earlier bucket: D's holds only the seeded day.
      const i = answer.buckets.findLastIndex((b) => Date.parse(b.from) <= dayStart);
      const bucket = answer.buckets[i] as TrendBucket;
      expect(bucket).toMatchObject(SEEDED);
      const first = new Date(`${bucket.start}T00:00:00Z`);
      if (period === 'week') expect(first.getUTCDay()).toBe(1);
      else expect(first.getUTCDate()).toBe(1);
      expect(Date.parse(bucket.from)).toBe(first.getTime() - UTC8 * MINUTE);
    }
  });
});
