import { bpRoundDown, formatAmount } from '@mcc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay, dayStart } from '../../lib/business-day.ts';
import { type Api, openTestApp, type TestApp } from '../../test/harness.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import { settings } from '../config/config.tables.ts';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import {
  ACCRUAL_STATE_KEY,
  COIN_MIX_YIELD,
  type CoinMixAccrual,
  createCoinMixAccrual,
} from './coin-mix-accrual.ts';

const DAY = 86_400_000;
let app: TestApp;
let api: Api;
let accrual: CoinMixAccrual;
type Member = Awaited<ReturnType<typeof signUp>>;
let u: Member;
let v: Member;
let z: Member;
/** The business day the test starts on; `day(n)` is n days later. */
let d0: string;
const day = (n: number) => addDays(d0, n);
const today = () => businessDay(app.clock.now());
const run = () => accrual.run(today());
const move = (m: Member, path: 'transferIn' | 'transferOut', amount: string) =>
  api.post(`/api/coinMix/${path}`, { amount, payPassword: PAY_PASSWORD }, { token: m.token });

/** A user's coin-mix earnings by the day they were earned for. */
async function earnings(m: Member): Promise<Record<string, string>> {
  const rows = await app.database.db
    .select({ day: ledgerTransfers.refId, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
    .where(and(eq(ledgerAccounts.userId, m.user.id), eq(ledgerTransfers.code, COIN_MIX_YIELD)));
  return Object.fromEntries(rows.map((r) => [r.day, formatAmount(r.amount)]));
}

async function quantTotal(m: Member): Promise<bigint> {
  return (await app.services.ledger.balances(app.database.db, m.user.id, 'quant')).USDT.total;
}

async function setQuantFrozen(m: Member, frozen: boolean) {
  const id = await app.services.ledger.userAccount(app.database.db, m.user.id, 'USDT', 'quant');
  await app.database.db.update(ledgerAccounts).set({ frozen }).where(eq(ledgerAccounts.id, id));
}

async function settledThrough() {
  const [row] = await app.database.db.select().from(settings).where(eq(settings.key, ACCRUAL_STATE_KEY));
  return (row?.value as { through?: string } | undefined)?.through;
}

async function setRate(bp: number) {
  const config = await app.services.settings.get();
  await app.services.settings.update({ ...config, coinMixDailyRateBp: bp });
}

beforeAll(async () => {
  ({ app, api } = await openTestApp());
  // Chunks of two accounts, so three wallets take more than one transaction.
  accrual = createCoinMixAccrual({
    db: app.database.db,
    ledger: app.services.ledger,
    settings: app.services.settings,
    clock: app.clock,
    failures: app.services.jobFailures,
    chunkSize: 2,
  });
  // Noon of a business day: the day cannot turn while a step runs.
  const now = app.clock.now();
  app.clock.advance(dayStart(addDays(businessDay(now), 1)).getTime() + DAY / 2 - now.getTime());
  d0 = today();
  [u, v, z] = await Promise.all([
    signUp(app, { usdt: '10000' }),
    signUp(app, { usdt: '200' }),
    signUp(app, { usdt: '1' }),
  ]);
});
afterAll(() => app.dispose());

// One timeline, step by step: each `it` starts where the previous one left the clock and the ledger.
describe('coin-mix daily accrual (10 bp a day)', () => {
  it('pays nothing before the first cut-off', async () => {
    await move(u, 'transferIn', '1000');
    await move(v, 'transferIn', '200');
    await move(z, 'transferIn', '0.01');
    expect(accrual.name).toBe('coin-mix');
    expect(await run()).toEqual({ users: 0, paid: 0 });
  });

  it("pays yesterday's cut-off balance; money moved in after the cut-off waits for the next day", async () => {
    app.clock.advance(DAY);
    await move(u, 'transferIn', '500');
    expect(await run()).toEqual({ users: 3, paid: 3 });
    expect(await earnings(u)).toEqual({ [day(0)]: '1.000000' });
    expect(await earnings(v)).toEqual({ [day(0)]: '0.200000' });
    expect(await earnings(z)).toEqual({ [day(0)]: '0.000010' }); // 0.1 % of 0.01, to the micro-unit
    const transfers = await app.database.db.$count(ledgerTransfers);
    expect(await run()).toEqual({ users: 0, paid: 0 });
    expect(await app.database.db.$count(ledgerTransfers)).toBe(transfers);
  });

  it("compounds: a day's earning counts from the next day on", async () => {
    app.clock.advance(DAY);
    expect(await run()).toEqual({ users: 3, paid: 3 });
    // 1000 + 500 + 1 (day 0's earning, paid on day 1)
    expect((await earnings(u))[day(1)]).toBe('1.501000');
    expect((await earnings(v))[day(1)]).toBe('0.200200');
    expect((await earnings(z))[day(1)]).toBe('0.000010'); // 0.01001 × 0.1 % rounds down
  });

  it('catches up missed days in order, paying what running on time would have paid', async () => {
    app.clock.advance(DAY);
    await move(u, 'transferOut', '200'); // day 3
    app.clock.advance(2 * DAY);
    expect(today()).toBe(day(5));
    expect(await run()).toEqual({ users: 3, paid: 9 });
    // Day 2: 1502.501 (day 1's earning came in on day 2).
    // Day 3: 1302.501 after the transfer out, + day 2's 1.502501 = 1304.003501.
    // Day 4: 1302.501 + 1.502501 + 1.304003 = 1305.307504.
    expect(await earnings(u)).toMatchObject({
      [day(2)]: '1.502501',
      [day(3)]: '1.304003',
      [day(4)]: '1.305307',
    });
    expect(await earnings(v)).toMatchObject({
      [day(2)]: '0.200400',
      [day(3)]: '0.200600',
      [day(4)]: '0.200801',
    });
    expect(await quantTotal(u)).toBe(1_306_612_811n);
    expect(await run()).toEqual({ users: 0, paid: 0 });
  });

  it('two runs at once pay each day once', async () => {
    app.clock.advance(DAY);
    const expected = await Promise.all(
      [u, v, z].map(async (m) => formatAmount(bpRoundDown(await quantTotal(m), 10))),
    );
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.paid + second.paid).toBe(3);
    expect(first.users + second.users).toBe(3);
    const paid = await Promise.all([u, v, z].map(async (m) => (await earnings(m))[day(5)]));
    expect(paid).toEqual(expected);
    // Without the settled day (a crash before it was written), each wallet's last earning still
    // tells the run where to start: nothing is paid twice.
    const transfers = await app.database.db.$count(ledgerTransfers);
    await app.database.db.delete(settings).where(eq(settings.key, ACCRUAL_STATE_KEY));
    expect(await run()).toEqual({ users: 0, paid: 0 });
    expect(await app.database.db.$count(ledgerTransfers)).toBe(transfers);
    expect(await settledThrough()).toBe(day(5));
  });

  it('a frozen wallet earns nothing for the days settled while it is frozen', async () => {
    app.clock.advance(DAY);
    await setQuantFrozen(v, true);
    expect(await run()).toEqual({ users: 2, paid: 2 });
    expect((await earnings(v))[day(6)]).toBeUndefined();
    await setQuantFrozen(v, false);
    app.clock.advance(DAY);
    const expected = formatAmount(bpRoundDown(await quantTotal(v), 10));
    expect(await run()).toEqual({ users: 3, paid: 3 });
    expect(await earnings(v)).toMatchObject({ [day(7)]: expected });
    expect((await earnings(v))[day(6)]).toBeUndefined();
  });

  it('days settled at a zero rate stay unpaid when the rate goes up again', async () => {
    app.clock.advance(DAY);
    await setRate(0);
    expect(await run()).toEqual({ users: 0, paid: 0 });
    await setRate(10);
    expect(await run()).toEqual({ users: 0, paid: 0 });
    app.clock.advance(DAY);
    const expected = formatAmount(bpRoundDown(await quantTotal(u), 10));
    expect(await run()).toEqual({ users: 3, paid: 3 });
    const paid = await earnings(u);
    expect(paid[day(8)]).toBeUndefined();
    expect(paid[day(9)]).toBe(expected);
  });

  it('the page shows the rate, yesterday and all earnings, and the statement lines', async () => {
    const paid = await earnings(u);
    const total = Object.values(paid).reduce((s, x) => s + BigInt(x.replace('.', '')), 0n);
    const balance = await quantTotal(u);
    expect((await api.get('/api/coinMix/index', { token: u.token })).body.data).toEqual({
      dailyRateBp: 10,
      balance: formatAmount(balance),
      estimatedDaily: formatAmount(bpRoundDown(balance, 10)),
      yesterdayEarnings: paid[day(9)],
      totalEarnings: formatAmount(total),
      mainAvailable: '8700.000000',
    });
    const [line] = (await api.get('/api/coinMix/wallet', { token: u.token })).body.data.list;
    expect(line).toMatchObject({
      amount: paid[day(9)],
      balanceAfter: formatAmount(balance),
      code: 'coinmix_yield',
      refType: 'coinmix_day',
      refId: day(9),
    });
    expect(line.memo).toMatch(/^10 bp × \d+\.\d{6}$/);
  });

  it('refuses a day that has not begun, and an old day pays nothing and moves nothing back', async () => {
    await expect(accrual.run(addDays(today(), 1))).rejects.toThrow('has not begun');
    expect(await accrual.run(day(3))).toEqual({ users: 0, paid: 0 });
    expect(await settledThrough()).toBe(day(9));
    app.clock.advance(DAY);
    expect(await run()).toEqual({ users: 3, paid: 3 });
    expect(await settledThrough()).toBe(day(10));
  });

  it('leaves the ledger clean', async () => {
    expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });
});
