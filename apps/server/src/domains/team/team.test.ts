import { randomInt } from 'node:crypto';
import { parseAmount, type TransferCode } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay, dayStart } from '../../lib/business-day.ts';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { signUp } from '../../test/users.ts';
import { unwrap } from '../ledger/ledger.service.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { pledgeOrders, pledgeProducts } from '../pledge/pledge.tables.ts';
import { teamLevel } from './team.service.ts';

let app: TestApp;
let api: Api;
type Member = Awaited<ReturnType<typeof signUp>>;
/** root ← a ← b ← c ← d, and root ← a2 (signed up after a): depths from root 1, 2, 3, 4 and 1. */
let root: Member;
let a: Member;
let a2: Member;
let b: Member;
let c: Member;
let d: Member;

/** A stake as the pledge service would have written it (this file reads stakes, it does not make them). */
async function stake(userId: number, amount: string, status: 'active' | 'completed' = 'active') {
  const db = app.database.db;
  const [product] = await db.select().from(pledgeProducts).limit(1);
  if (!product) throw new Error('the demo seed has no product');
  const today = businessDay(app.clock.now());
  await db.insert(pledgeOrders).values({
    userId,
    productId: product.id,
    amount: parseAmount(amount) ?? 0n,
    dailyRateBp: product.dailyRateBp,
    termDays: product.termDays,
    startDate: today,
    endDate: addDays(today, product.termDays),
    nextDay: addDays(today, 1),
    status,
    createdAt: app.clock.now(),
  });
}

/** Pays `amount` USDT into a user's account from `commission`, as the pledge accrual does. */
async function pay(
  userId: number,
  amount: string,
  code: TransferCode = 'commission',
  kind: 'main' | 'quant' = 'main',
) {
  const { ledger } = app.services;
  const db = app.database.db;
  unwrap(
    await ledger.transfer(db, {
      key: `test:${code}:${userId}:${randomInt(1e9)}`,
      debit: await ledger.systemAccount(db, 'commission', 'USDT'),
      credit: await ledger.userAccount(db, userId, 'USDT', kind),
      asset: 'USDT',
      amount: parseAmount(amount) ?? 0n,
      code,
    }),
  );
}

beforeAll(async () => {
  ({ app, api } = await openTestApp());
  // Noon of a business day: the day cannot turn while the test runs.
  const now = app.clock.now();
  app.clock.advance(dayStart(addDays(businessDay(now), 1)).getTime() + 12 * 3_600_000 - now.getTime());
  root = await signUp(app);
  a = await signUp(app, { inviterId: root.user.id });
  b = await signUp(app, { inviterId: a.user.id });
  c = await signUp(app, { inviterId: b.user.id });
  d = await signUp(app, { inviterId: c.user.id });
  a2 = await signUp(app, { inviterId: root.user.id });
  await stake(root.user.id, '5000'); // the user's own stake is not team performance
  await stake(a.user.id, '1500');
  await stake(b.user.id, '20000');
  await stake(c.user.id, '99999', 'completed'); // ended: no longer active
  await stake(d.user.id, '30000');
  await stake(d.user.id, '0.5');
});
afterAll(() => app.dispose());

describe('team level', () => {
  it('counts the thresholds reached: 1,000 / 10,000 / 50,000 / 200,000 / 1,000,000 USDT', () => {
    const at = (usdt: string) => teamLevel(parseAmount(usdt) ?? 0n);
    expect([at('0'), at('999.999999'), at('1000'), at('9999.99'), at('10000')]).toEqual([0, 0, 1, 1, 2]);
    expect([
      at('49999.999999'),
      at('50000'),
      at('200000'),
      at('999999'),
      at('1000000'),
      at('900000000'),
    ]).toEqual([2, 3, 4, 4, 5, 5]);
  });
});

describe('/api/team/promote', () => {
  it('answers the invite code and an absolute register link carrying it', async () => {
    const res = await api.get('/api/team/promote', { token: root.token });
    expect(res.body.code).toBe(1);
    expect(res.body.data.inviteCode).toBe(root.user.inviteCode);
    const link = new URL(res.body.data.link);
    expect(link.protocol).toMatch(/^https?:$/);
    expect(link.pathname).toBe('/pages/register/register');
    expect(link.searchParams.get('code')).toBe(root.user.inviteCode);
  });
});

describe('/api/team/info', () => {
  it('answers the whole team of the top of the chain: sizes per depth, performance, level', async () => {
    const res = await api.get('/api/team/info', { token: root.token });
    expect(res.body.code).toBe(1);
    expect(res.body.data).toEqual({
      inviter: null,
      directMembers: 2,
      teamSize: 5, // depth 4 (d) counts in the team, not in the three levels
      teamPerformance: '51500.500000', // a + b + d (twice); not root's own, not c's completed stake
      teamLevel: 3,
      commissionTotal: '0.000000',
      commissionToday: '0.000000',
      levels: [
        { level: 1, members: 2 },
        { level: 2, members: 1 },
        { level: 3, members: 1 },
      ],
    });
  });

  it('shows the inviter masked, and each user only the team below them', async () => {
    const info = async (m: Member) => (await api.get('/api/team/info', { token: m.token })).body.data;
    const ofA = await info(a);
    expect(ofA.inviter).toEqual({
      uid: root.user.uid,
      nickname: 'T****r',
      contact: `${root.mobile.slice(0, 3)}****${root.mobile.slice(-4)}`,
    });
    expect(JSON.stringify(ofA)).not.toContain(root.mobile);
    expect(ofA).toMatchObject({
      directMembers: 1,
      teamSize: 3,
      teamPerformance: '50000.500000',
      teamLevel: 3,
    });
    expect(await info(c)).toMatchObject({ directMembers: 1, teamSize: 1, teamPerformance: '30000.500000' });
    expect(await info(d)).toMatchObject({
      inviter: expect.objectContaining({ uid: c.user.uid }),
      directMembers: 0,
      teamSize: 0,
      teamPerformance: '0.000000',
      teamLevel: 0,
      levels: [
        { level: 1, members: 0 },
        { level: 2, members: 0 },
        { level: 3, members: 0 },
      ],
    });
  });

  it("counts commissions credited to the main wallet, today's from the business day's start", async () => {
    const user = await signUp(app);
    await pay(user.user.id, '3');
    await pay(user.user.id, '1', 'adjustment'); // not a commission
    await pay(user.user.id, '7', 'commission', 'quant'); // not the main wallet
    app.clock.advance(86_400_000);
    await pay(user.user.id, '2.5');
    await pay(user.user.id, '0.25');
    const res = await api.get('/api/team/info', { token: user.token });
    expect(res.body.data).toMatchObject({ commissionTotal: '5.750000', commissionToday: '2.750000' });
    expect((await verifyLedger(app.database.db)).flatMap((x) => x.problems)).toEqual([]);
  });
});

describe('/api/team/member', () => {
  const members = async (m: Member, query = '') =>
    (await api.get(`/api/team/member${query}`, { token: m.token })).body;

  it('lists direct members newest first by default, masked, with their join date and active stake', async () => {
    const res = await members(root);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ total: 2, page: 1, limit: 10, hasMore: false });
    expect(res.data.list).toEqual([
      {
        uid: a2.user.uid,
        nickname: 'Tester',
        avatar: '',
        contact: `${a2.mobile.slice(0, 3)}****${a2.mobile.slice(-4)}`,
        joinedAt: a2.user.createdAt.toISOString(),
        activePledge: '0.000000',
      },
      {
        uid: a.user.uid,
        nickname: 'Tester',
        avatar: '',
        contact: `${a.mobile.slice(0, 3)}****${a.mobile.slice(-4)}`,
        joinedAt: a.user.createdAt.toISOString(),
        activePledge: '1500.000000',
      },
    ]);
    const text = JSON.stringify(res);
    for (const m of [a, a2]) expect(text).not.toContain(m.mobile);
  });

  it('lists depth 2 and 3, and pages', async () => {
    const two = await members(root, '?level=2');
    expect(two.data.list.map((m: { uid: string }) => m.uid)).toEqual([b.user.uid]);
    const three = await members(root, '?level=3&page=1');
    expect(three.data.list).toEqual([expect.objectContaining({ uid: c.user.uid, activePledge: '0.000000' })]);
    expect((await members(b, '?level=2')).data.list).toEqual([
      expect.objectContaining({ uid: d.user.uid, activePledge: '30000.500000' }),
    ]);
    const first = await members(root, '?level=1&limit=1');
    expect(first.data).toMatchObject({ total: 2, hasMore: true, list: [{ uid: a2.user.uid }] });
    const second = await members(root, '?level=1&limit=1&page=2');
    expect(second.data).toMatchObject({ total: 2, hasMore: false, list: [{ uid: a.user.uid }] });
    expect((await members(root, '?level=1&page=3')).data).toMatchObject({ total: 2, list: [] });
    expect((await members(d)).data).toMatchObject({ total: 0, list: [] });
  });

  it('every page, read from either end of the range, is the matching slice of the whole list', async () => {
    const leader = await signUp(app);
    const joined: string[] = [];
    for (let i = 0; i < 7; i++) joined.push((await signUp(app, { inviterId: leader.user.id })).user.uid);
    const newestFirst = joined.reverse();
    expect((await members(leader, '?limit=50')).data.list.map((m: { uid: string }) => m.uid)).toEqual(
      newestFirst,
    );
    for (const limit of [1, 2, 3, 5]) {
      for (let page = 1; page <= Math.ceil(7 / limit) + 1; page++) {
        const res = (await members(leader, `?limit=${limit}&page=${page}`)).data;
        expect(res.list.map((m: { uid: string }) => m.uid)).toEqual(
          newestFirst.slice((page - 1) * limit, page * limit),
        );
        expect(res).toMatchObject({ total: 7, hasMore: page * limit < 7 });
      }
    }
  });

  it('refuses a level other than 1, 2 or 3', async () => {
    for (const level of ['0', '4', '-1', '1.5', 'abc', '']) {
      const res = await api.get(`/api/team/member?level=${level}`, { token: root.token });
      expectError(res, 'VALIDATION');
      expect(res.body.data.fields[0]).toMatchObject({ field: 'level', error: 'LEVEL_INVALID' });
    }
  });

  it('someone registering with the promoted invite code joins the team at once', async () => {
    const code = (await api.get('/api/team/promote', { token: c.token })).body.data.inviteCode;
    const mobile = `137${randomInt(10_000_000, 100_000_000)}`;
    expect((await api.post('/api/sms/send', { mobile, event: 'register' })).body.code).toBe(1);
    const sent = app
      .outbox()
      .filter((m) => m.to === mobile)
      .at(-1);
    const reg = await api.post('/api/user/register', {
      mobile,
      code: sent?.code,
      password: 'secret123',
      inviteCode: code,
    });
    expect(reg.body.code).toBe(1);
    const uid = reg.body.data.userinfo.uid;
    expect((await members(c)).data.list[0]).toMatchObject({ uid });
    expect((await members(a, '?level=3')).data.list.map((m: { uid: string }) => m.uid)).toEqual([
      uid,
      d.user.uid,
    ]);
    expect((await api.get('/api/team/info', { token: root.token })).body.data.teamSize).toBe(6);
  });
});
