import type { DashboardTrends, TrendBucket } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, openTestApp, operatorToken, type TestApp } from '../../test/harness.ts';
import { asOperator } from '../../test/operators.ts';
import { moveClockTo } from '../../test/pledge.ts';
import { signUp, uploadProof } from '../../test/users.ts';
import { REVIEWER, randomTxHash } from '../../test/wallet.ts';
import { bucketsOf, readPlan } from './trend-buckets.ts';

/*
 * Bucket edges in the operator's time zone: a day that begins at 18:30 UTC (India, +5:30) cuts a UTC
 * hour in two, and each recharge still counts on its own side of midnight, read live or rolled up.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const INDIA = 330;

describe('buckets', () => {
  const now = new Date('2030-03-13T10:00:00Z'); // a Wednesday

  it("are the last 30 days, 12 weeks from Monday or 12 months, from the operator's midnight", () => {
    const days = bucketsOf(now, 'day', 480);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({
      start: '2030-03-13',
      from: new Date('2030-03-12T16:00:00Z'),
      to: new Date('2030-03-13T16:00:00Z'),
    });
    expect(days[0]?.start).toBe('2030-02-12');
    const weeks = bucketsOf(now, 'week', 0);
    expect(weeks.map((w) => w.start).slice(-2)).toEqual(['2030-03-04', '2030-03-11']);
    expect(weeks[0]?.start).toBe('2029-12-24');
    const months = bucketsOf(now, 'month', -300);
    expect(months.map((m) => m.start).slice(0, 2)).toEqual(['2029-04-01', '2029-05-01']);
    expect(months.at(-1)).toMatchObject({ start: '2030-03-01', from: new Date('2030-03-01T05:00:00Z') });
    // 01:00 UTC on the 1st is still February at UTC-5.
    expect(bucketsOf(new Date('2030-03-01T01:00:00Z'), 'month', -300).at(-1)?.start).toBe('2030-02-01');
  });

  it('read the hours an edge cuts live, the rest of the rolled-up hours from the rollup', () => {
    const buckets = bucketsOf(now, 'day', INDIA);
    const first = buckets[0] as { from: Date };
    expect(first.from.toISOString()).toBe('2030-02-11T18:30:00.000Z');
    const plan = readPlan(buckets, now, new Date('2030-03-13T08:00:00Z'));
    expect(plan.rolled).toEqual({
      from: new Date('2030-02-11T19:00:00Z'),
      to: new Date('2030-03-13T08:00:00Z'),
    });
    expect(plan.cut).toHaveLength(30);
    expect(plan.live[0]).toEqual({ from: first.from, to: new Date('2030-02-11T19:00:00Z') });
    expect(plan.live[1]).toEqual({
      from: new Date('2030-02-12T18:00:00Z'),
      to: new Date('2030-02-12T19:00:00Z'),
    });
    expect(plan.live.at(-1)).toEqual({ from: new Date('2030-03-13T08:00:00Z'), to: now });
    // Whole-hour offsets cut nothing; before any rollup everything is live.
    expect(readPlan(bucketsOf(now, 'day', 480), now, new Date('2030-03-13T08:00:00Z')).cut).toEqual([]);
    expect(readPlan(buckets, now, null)).toEqual({
      rolled: null,
      cut: plan.cut,
      live: [{ from: first.from, to: now }],
    });
  });
});

describe('a day edge inside a UTC hour', () => {
  let app: TestApp;
  let api: Api;
  /** 18:30 UTC, midnight in India, 40 days after the seed's own data. */
  let midnight: number;

  beforeAll(async () => {
    ({ app, api } = await openTestApp());
    app.clock.freeze();
    const later = app.clock.now().getTime() + 40 * 24 * HOUR;
    midnight = later - (later % (24 * HOUR)) + 18 * HOUR + 30 * MINUTE;
  });
  afterAll(() => app.dispose());

  const trends = async (token: string, utcOffset: number): Promise<DashboardTrends> => {
    const res = await api.get(
      `/admin-api/dashboard/trends?period=day&utcOffset=${utcOffset}`,
      asOperator(token),
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    return res.body.data;
  };
  /** Deposits of the bucket that starts at `from`. */
  const depositsAt = (answer: DashboardTrends, from: number) =>
    (answer.buckets.find((b) => Date.parse(b.from) === from) as TrendBucket).deposits.total;

  it("counts each recharge on its side of the operator's midnight, live and rolled up", async () => {
    moveClockTo(app, midnight - HOUR);
    const payer = await signUp(app);
    const recharge = async (amount: string) => {
      const res = await api.post(
        '/api/fund/recharge',
        { network: 'TRC20', amount, txHash: randomTxHash(), proof: await uploadProof(app, payer.user.id) },
        { token: payer.token },
      );
      expect(res.body.code).toBe(1);
      return res.body.data.id as number;
    };
    const ids = [await recharge('1'), await recharge('2'), await recharge('4')];
    // Approved at 17:50, 18:20 (23:50 in India) and 18:40 UTC (00:10 in India, the next day).
    for (const [i, minutes] of [-40, -10, 10].entries()) {
      moveClockTo(app, midnight + minutes * MINUTE);
      await app.services.walletReview.approveRecharge(ids[i] as number, REVIEWER);
    }

    moveClockTo(app, midnight + 2 * 24 * HOUR);
    const token = await operatorToken(app, 'operations');
    const before = await trends(token, INDIA);
    expect(depositsAt(before, midnight - 24 * HOUR)).toEqual({ count: 2, amount: '3.000000' });
    expect(depositsAt(before, midnight)).toEqual({ count: 1, amount: '4.000000' });

    await app.services.trends.rollUp();
    // The edge's hour (18:00–19:00 UTC) is rolled up too, but read live: the same answer, read whole
    // and then with the closed days kept.
    expect(await trends(token, INDIA)).toEqual(before);
    expect(await trends(token, INDIA)).toEqual(before);
    // In UTC all three are on one day.
    const utc = await trends(token, 0);
    expect(depositsAt(utc, midnight - 18 * HOUR - 30 * MINUTE)).toEqual({ count: 3, amount: '7.000000' });
  });
});
