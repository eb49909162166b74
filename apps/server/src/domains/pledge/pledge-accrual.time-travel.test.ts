import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import type { DailyTask } from '../../jobs/daily-tasks.ts';
import { addDays, businessDay } from '../../lib/business-day.ts';
import { sumCounts, twoProcessesAtOnce } from '../../test/accrual-processes.ts';
import { type Api, bearer, dbKind, openTestApp, operatorToken, type TestApp } from '../../test/harness.ts';
import { credit, PASSWORD, PAY_PASSWORD } from '../../test/users.ts';
import { users as usersTable } from '../auth/auth.tables.ts';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { pledgeOrders } from './pledge.tables.ts';
import type { AccrualCounts } from './pledge-accrual.ts';

/**
 * THE time-travel test of the daily accrual: 35 simulated days of a four-level referral chain with
 * orders in a 7-day and a 30-day product, every balance and every transfer compared after each day
 * with a table worked out by hand; a day run twice, three days of outage caught up, one day through
 * the pg-boss worker, and (on PostgreSQL) one day by two OS processes at once.
 */

const DAY = 86_400_000;
type Who = 'root' | 'A' | 'B' | 'C' | 'D' | 'E';
type OrderName = 'o1' | 'o2' | 'o3';

/**
 * The orders, worked by hand: a day's earning is amount × daily rate, rounded down to the micro-unit;
 * the inviters at depth 1, 2, 3 get 10 %, 5 %, 2 % of it, each rounded down. An order staked on day
 * S earns on days S+1 … S+term and gets its principal back on day S+term.
 */
const ORDERS: Record<
  OrderName,
  {
    owner: 'D' | 'E';
    product: 'P7' | 'P30';
    stakedOn: number;
    amount: string;
    principal: bigint;
    earning: bigint;
    shares: [bigint, bigint, bigint];
    first: number;
    last: number;
  }
> = {
  // 1,234.57 × 1.23 % = 15.185211; 1.5185211 → 1.518521, 0.75926055 → 0.759260, 0.30370422 → 0.303704
  o1: {
    owner: 'E',
    product: 'P7',
    stakedOn: 0,
    amount: '1234.57',
    principal: 1_234_570_000n,
    earning: 15_185_211n,
    shares: [1_518_521n, 759_260n, 303_704n],
    first: 1,
    last: 7,
  },
  // 888.88 × 0.37 % = 3.288856; 0.3288856 → 0.328885, 0.1644428 → 0.164442, 0.06577712 → 0.065777
  o2: {
    owner: 'E',
    product: 'P30',
    stakedOn: 0,
    amount: '888.88',
    principal: 888_880_000n,
    earning: 3_288_856n,
    shares: [328_885n, 164_442n, 65_777n],
    first: 1,
    last: 30,
  },
  // Staked on day 3: 300.03 × 1.23 % = 3.690369; 0.3690369 → 0.369036, 0.18451845 → 0.184518,
  // 0.07380738 → 0.073807
  o3: {
    owner: 'D',
    product: 'P7',
    stakedOn: 3,
    amount: '300.03',
    principal: 300_030_000n,
    earning: 3_690_369n,
    shares: [369_036n, 184_518n, 73_807n],
    first: 4,
    last: 10,
  },
};

/** Sign-up order and invite codes: root (the demo's MCC888) → A → B → C → D → E. */
const INVITERS: Record<'D' | 'E', [Who, Who, Who]> = { E: ['D', 'C', 'B'], D: ['C', 'B', 'A'] };

/**
 * Everyone's USDT after some days' runs, added up by hand from the table above (the stakes were
 * funded exactly, so balances are earnings, shares and principal back). A gets only the depth-3
 * share of D's order (it is at depth 4 of E); root is at depth 4 of D and 5 of E, and gets nothing.
 */
const CHECKPOINTS: Record<number, Record<Who, bigint>> = {
  // o1 + o2 day 1: E 15,185,211 + 3,288,856; D 1,518,521 + 328,885; C 759,260 + 164,442; B 303,704 + 65,777
  1: { root: 0n, A: 0n, B: 369_481n, C: 923_702n, D: 1_847_406n, E: 18_474_067n },
  // o1's 7 days and its principal; o2's 7 days; o3's days 4–7
  7: { root: 0n, A: 295_228n, B: 3_324_439n, C: 7_942_058n, D: 27_693_318n, E: 1_363_888_469n },
  // o3's last day and its principal
  10: { root: 0n, A: 516_649n, B: 4_075_324n, C: 9_542_492n, D: 339_781_080n, E: 1_373_755_037n },
  // after the outage of days 12–14, caught up on day 15: o2 through day 15
  15: { root: 0n, A: 516_649n, B: 4_404_209n, C: 10_364_702n, D: 341_425_505n, E: 1_390_199_317n },
  // o2's last day and its principal
  30: { root: 0n, A: 516_649n, B: 5_390_864n, C: 12_831_332n, D: 346_358_780n, E: 2_328_412_157n },
  // nothing more to pay
  35: { root: 0n, A: 516_649n, B: 5_390_864n, C: 12_831_332n, D: 346_358_780n, E: 2_328_412_157n },
};

/** Days with no run: the server was down; day 15's run catches them up. */
const OUTAGE = [12, 13, 14];
const TWICE = 5;
const THROUGH_PG_BOSS = 2;
/** Two OS processes on PostgreSQL; the operator's API on PGlite (one process owns it). */
const CONCURRENT = 20;

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(async () => {
  await app.jobs.stop();
  await app.dispose();
});

/** Signs up through the API with an invite code (codes read from the outbox), with a payment password. */
async function register(inviteCode: string) {
  const mobile = `137${randomInt(10_000_000, 100_000_000)}`;
  const code = async (event: string) => {
    expect((await api.post('/api/sms/send', { mobile, event })).body.code).toBe(1);
    return app.outbox().findLast((m) => m.to === mobile && m.event === event)?.code;
  };
  const res = await api.post('/api/user/register', {
    mobile,
    code: await code('register'),
    password: PASSWORD,
    inviteCode,
  });
  expect(res.body.msg).toBe('');
  const { id, inviteCode: own, token } = res.body.data.userinfo;
  const pay = await api.post(
    '/api/user/payPassword',
    { payPassword: PAY_PASSWORD, code: await code('paypwd') },
    { token },
  );
  expect(pay.body.code).toBe(1);
  return { id: id as number, inviteCode: own as string, token: token as string };
}

interface Expected {
  key: string;
  code: string;
  amount: bigint;
  to: number;
}

describe('35 days of accruals across a four-level chain', () => {
  it('pays exactly the hand-worked table, day by day, whatever happens to the job', async () => {
    app.clock.advance(-40 * DAY);
    const day0 = businessDay(app.clock.now());
    const dayOf = (n: number) => addDays(day0, n);

    const system = { operator: null, actor: 'system:test', ip: '' };
    const product = async (termDays: number, dailyRateBp: number) =>
      app.services.pledge.createProduct(
        {
          name: { 'zh-Hans': `${termDays} 天` },
          termDays,
          dailyRateBp,
          minAmount: '1',
          maxAmount: '100000',
          quota: '10000000',
          open: true,
          sort: 0,
        },
        system,
      );
    const products = { P7: await product(7, 123), P30: await product(30, 37) };

    const [root] = await app.database.db
      .select({ id: usersTable.id })
      .from(usersTable)
      .where(eq(usersTable.inviteCode, DEMO.rootInviteCode));
    const people = { root: { id: root?.id as number, inviteCode: DEMO.rootInviteCode, token: '' } } as Record<
      Who,
      { id: number; inviteCode: string; token: string }
    >;
    let inviter: Who = 'root';
    for (const who of ['A', 'B', 'C', 'D', 'E'] as const) {
      people[who] = await register(people[inviter].inviteCode);
      inviter = who;
    }
    const everyone = Object.keys(people) as Who[];
    const orderIds = {} as Record<OrderName, number>;
    async function stakeDueOn(n: number) {
      for (const [name, o] of Object.entries(ORDERS) as [OrderName, (typeof ORDERS)[OrderName]][]) {
        if (o.stakedOn !== n) continue;
        const owner = people[o.owner];
        await credit(app, owner.id, o.amount);
        const res = await api.post(
          '/api/pledge/add',
          { productId: products[o.product].id, amount: o.amount, payPassword: PAY_PASSWORD },
          { token: owner.token },
        );
        expect(res.body.msg, `stake ${name}`).toBe('');
        expect(res.body.data).toMatchObject({ startDate: dayOf(n + 1), endDate: dayOf(o.last) });
        orderIds[name] = res.body.data.id;
      }
    }

    /** What the table says is paid once day `through` has run: every movement, by key. */
    function expectedThrough(through: number): Expected[] {
      const out: Expected[] = [];
      for (const [name, o] of Object.entries(ORDERS) as [OrderName, (typeof ORDERS)[OrderName]][]) {
        const id = orderIds[name];
        for (let n = o.first; n <= Math.min(through, o.last); n++) {
          const d = dayOf(n);
          out.push({
            key: `pledge:yield:${id}:${d}`,
            code: 'pledge_yield',
            amount: o.earning,
            to: people[o.owner].id,
          });
          INVITERS[o.owner].forEach((who, i) => {
            out.push({
              key: `pledge:commission:${id}:${d}:${i + 1}`,
              code: 'commission',
              amount: o.shares[i] as bigint,
              to: people[who].id,
            });
          });
          if (n === o.last) {
            out.push({
              key: `pledge:release:${id}`,
              code: 'pledge_release',
              amount: o.principal,
              to: people[o.owner].id,
            });
          }
        }
      }
      return out.sort((a, b) => a.key.localeCompare(b.key));
    }

    /** Every accrual movement in the ledger, by key, with the user it credited. */
    async function paid(): Promise<Expected[]> {
      const rows = await app.database.db
        .select({
          key: ledgerTransfers.key,
          code: ledgerTransfers.code,
          amount: ledgerTransfers.amount,
          to: ledgerAccounts.userId,
        })
        .from(ledgerTransfers)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
        .where(
          and(
            eq(ledgerTransfers.refType, 'pledge_order'),
            inArray(ledgerTransfers.code, ['pledge_yield', 'commission', 'pledge_release']),
          ),
        );
      return (rows as Expected[]).sort((a, b) => a.key.localeCompare(b.key));
    }

    const balances = async () =>
      Object.fromEntries(
        await Promise.all(
          everyone.map(async (who) => [
            who,
            (await app.services.ledger.balances(app.database.db, people[who].id)).USDT.total,
          ]),
        ),
      ) as Record<Who, bigint>;

    /** Balances as the table's movements add up, with the stakes funded exactly (so they cancel). */
    const owedBy = (through: number) => {
      const owed = Object.fromEntries(everyone.map((w) => [w, 0n])) as Record<Who, bigint>;
      const whoIs = new Map(everyone.map((w) => [people[w].id, w]));
      for (const t of expectedThrough(through)) owed[whoIs.get(t.to) as Who] += t.amount;
      return owed;
    };

    /** The counts a run must answer: what the table adds between two days. */
    const countsBetween = (from: number, to: number): AccrualCounts => {
      const before = new Set(expectedThrough(from).map((t) => t.key));
      const added = expectedThrough(to).filter((t) => !before.has(t.key));
      const yields = added.filter((t) => t.code === 'pledge_yield');
      return {
        orders: new Set(yields.map((t) => t.key.split(':')[2])).size,
        days: yields.length,
        yields: yields.length,
        commissions: added.filter((t) => t.code === 'commission').length,
        releases: added.filter((t) => t.code === 'pledge_release').length,
      };
    };

    const pledge = app.services.daily.tasks.find((t) => t.name === 'pledge') as DailyTask & {
      run(day: string): Promise<AccrualCounts>;
    };
    const pledgeCountsOf = (tasks: { name: string; counts: Record<string, number> }[]) =>
      tasks.find((t) => t.name === 'pledge')?.counts;

    await stakeDueOn(0);
    let lastRun = 0;
    for (let n = 1; n <= 35; n++) {
      app.clock.advance(DAY);
      const today = businessDay(app.clock.now());
      expect(today).toBe(dayOf(n));
      const want = countsBetween(lastRun, n);

      if (OUTAGE.includes(n)) {
        // Down: nothing is paid, and nothing is lost (day 15 must end as if it had run).
      } else if (n === THROUGH_PG_BOSS) {
        // No run of its own at start: the one this test queues is the one it checks.
        await app.jobs.start({ catchUp: false });
        const run = await app.jobs.runQueued();
        await app.jobs.stop();
        expect(run.day).toBe(today);
        expect(pledgeCountsOf(run.tasks), `day ${n} through pg-boss`).toEqual(want);
      } else if (n === CONCURRENT && dbKind === 'postgres') {
        expect(sumCounts(await twoProcessesAtOnce(app, today)), `day ${n}, two processes`).toEqual(want);
      } else if (n === CONCURRENT) {
        // Signed in now: operator sessions last 12 hours of the (moving) clock.
        const finance = bearer(await operatorToken(app, 'finance'));
        const res = await api.post('/admin-api/pledge/accrual', { day: today }, { headers: finance });
        expect(res.body.msg).toBe('');
        expect(pledgeCountsOf(res.body.data.tasks), `day ${n} by an operator`).toEqual(want);
      } else {
        expect(await pledge.run(today), `day ${n}`).toEqual(want);
      }
      if (!OUTAGE.includes(n)) lastRun = n;

      if (n === TWICE) {
        const before = await paid();
        expect(await pledge.run(today), 'the same day again').toEqual(countsBetween(n, n));
        expect(await paid()).toEqual(before);
      }

      expect(await paid(), `movements after day ${n}`).toEqual(expectedThrough(lastRun));
      const now = await balances();
      expect(now, `balances after day ${n}`).toEqual(owedBy(lastRun));
      const checkpoint = CHECKPOINTS[n];
      if (checkpoint) expect(now, `hand-worked balances after day ${n}`).toEqual(checkpoint);
      expect(
        (await verifyLedger(app.database.db)).flatMap((c) => c.problems),
        `ledger after day ${n}`,
      ).toEqual([]);

      await stakeDueOn(n);
    }

    const orders = await app.database.db
      .select()
      .from(pledgeOrders)
      .where(inArray(pledgeOrders.id, Object.values(orderIds)))
      .orderBy(pledgeOrders.id);
    expect(orders.map((o) => [o.status, o.earned, o.nextDay])).toEqual([
      ['completed', 7n * ORDERS.o1.earning, dayOf(8)],
      ['completed', 30n * ORDERS.o2.earning, dayOf(31)],
      ['completed', 7n * ORDERS.o3.earning, dayOf(11)],
    ]);
  }, 240_000);
});
