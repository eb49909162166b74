import { randomBytes, randomInt } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { messages } from '../../lib/messages.ts';
import { type Api, bearer, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { PASSWORD, PAY_PASSWORD, signUp, uploadProof } from '../../test/users.ts';
import { settings } from '../config/config.tables.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { auditLog } from './admin.tables.ts';
import { startOfDay } from './admin-dashboard.service.ts';

let app: TestApp;
let api: Api;
let superToken: string;
let finance: string;
let operations: string;

beforeAll(async () => {
  ({
    app,
    api,
    tokens: { super: superToken, finance, operations },
  } = await openTestApp('super', 'finance', 'operations'));
});
afterAll(() => app.dispose());

const hash = () => randomBytes(32).toString('hex');
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const audits = (filter: { action?: string; targetId?: string | number }) =>
  auditTrail(api, superToken, filter);

async function expectCleanLedger() {
  expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
}

async function transferCount() {
  const [row] = await app.database.db.select({ n: count() }).from(ledgerTransfers);
  return row?.n ?? 0;
}

async function detail(id: number, token = superToken) {
  const res = await api.get(`/admin-api/users/${id}`, asOperator(token));
  expect(res.body.code).toBe(1);
  return res.body.data;
}

type Balance = { asset: string; kind: string; available: string; frozen: string; total: string };
const balanceOf = (d: { balances: Balance[] }, asset: string, kind = 'main') =>
  d.balances.find((b) => b.asset === asset && b.kind === kind);

describe('dashboard', () => {
  it('counts users today and in total, the waiting queues and the USDT users hold', async () => {
    const before = (await api.get('/admin-api/dashboard', asOperator(operations))).body.data;
    expect(before.users.total).toBeGreaterThanOrEqual(2); // the demo root and demo user
    expect(before.lastVerify).toBeNull();

    const user = await signUp(app, { usdt: '100' });
    await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: '25', txHash: hash(), proof: await uploadProof(app, user.user.id) },
      { token: user.token },
    );
    await api.post(
      '/api/fund/withdraw',
      { network: 'TRC20', address: TRON, amount: '40', payPassword: PAY_PASSWORD },
      { token: user.token },
    );

    const after = await api.get('/admin-api/dashboard', asOperator(operations));
    expect(after.body.code).toBe(1);
    expect(after.body.data).toMatchObject({
      users: { today: before.users.today + 1, total: before.users.total + 1 },
      rechargesWaiting: before.rechargesWaiting + 1,
      withdrawalsWaiting: before.withdrawalsWaiting + 1,
    });
    // The withdrawal under review still holds the user's 41 USDT: held counts it.
    const held = (s: string) => Number(s);
    expect(held(after.body.data.usdtHeld) - held(before.usdtHeld)).toBe(100);
    expect(after.body.data.usdtHeld).toMatch(/^\d+\.\d{6}$/);
  });

  it('"today" starts at the console\'s midnight', async () => {
    const now = new Date('2030-01-02T03:04:05Z');
    expect(startOfDay(now, 0).toISOString()).toBe('2030-01-02T00:00:00.000Z');
    // UTC+8: 11:04 local, the day began at 16:00 UTC the day before.
    expect(startOfDay(now, 480).toISOString()).toBe('2030-01-01T16:00:00.000Z');
    // UTC-5: 22:04 on the 1st, which began at 05:00 UTC on the 1st.
    expect(startOfDay(now, -300).toISOString()).toBe('2030-01-01T05:00:00.000Z');
    const res = await api.get('/admin-api/dashboard?utcOffset=480', asOperator(finance));
    expect(res.body.data.users.todayFrom).toBe(startOfDay(app.clock.now(), 480).toISOString());
    expectError(await api.get('/admin-api/dashboard?utcOffset=9999', asOperator(finance)), 'VALIDATION');
  });
});

describe('users', () => {
  async function distinctUser() {
    const tag = randomBytes(4).toString('hex');
    const mobile = `137${randomInt(10_000_000, 100_000_000)}`;
    const u = await app.services.auth.createUser({
      mobile,
      email: `finder.${tag}@example.com`,
      nickname: `Nick${tag.toUpperCase()}`,
    });
    return { ...u, tag, mobile };
  }

  it('finds a user by UID (exactly), mobile, e-mail or nickname (any case, any part)', async () => {
    const u = await distinctUser();
    const search = async (q: string) => {
      const res = await api.get(`/admin-api/users?q=${encodeURIComponent(q)}`, asOperator(operations));
      expect(res.body.code).toBe(1);
      return res.body.data as { list: { id: number; uid: string }[]; total: number };
    };
    for (const q of [u.uid, u.mobile.slice(2, 9), `FINDER.${u.tag.toUpperCase()}@EXAMPLE`, `nick${u.tag}`]) {
      const found = await search(q);
      expect(
        found.list.map((r) => r.id),
        q,
      ).toContain(u.id);
    }
    const byUid = await search(u.uid);
    expect(byUid.list[0]).toMatchObject({ id: u.id, uid: u.uid, status: 'active', mobile: u.mobile });
    // LIKE's wildcards are taken literally.
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect((await search('no-such-user-anywhere')).total).toBe(0);

    const all = await api.get('/admin-api/users?limit=2&page=1', asOperator(finance));
    expect(all.body.data).toMatchObject({ limit: 2, page: 1, hasMore: true });
    expect(all.body.data.list[0].id).toBeGreaterThan(all.body.data.list[1].id);
    expectError(await api.get('/admin-api/users?limit=51', asOperator(finance)), 'VALIDATION');
  });

  it('shows a user with inviter, balances per asset and kind, and counts', async () => {
    const found = await api.get(`/admin-api/users?q=${DEMO.mobile}`, asOperator(finance));
    const demoId = found.body.data.list[0].id as number;
    const d = await detail(demoId, finance);
    expect(d).toMatchObject({
      id: demoId,
      mobile: DEMO.mobile,
      status: 'active',
      hasPayPassword: true,
      inviter: { uid: expect.any(String) },
      payLockedUntil: null,
    });
    expect(balanceOf(d, 'USDT')).toMatchObject({
      available: '10000.000000',
      frozen: '0.000000',
      total: '10000.000000',
      accountFrozen: false,
    });
    expect(balanceOf(d, 'MCC')?.total).toBe('1000.000000');
    expect(balanceOf(d, 'USDT', 'quant')).toEqual({
      asset: 'USDT',
      kind: 'quant',
      accountId: null,
      accountFrozen: false,
      available: '0.000000',
      frozen: '0.000000',
      total: '0.000000',
    });
    const root = await detail(d.inviter.id, finance);
    expect(root.counts.directMembers).toBeGreaterThanOrEqual(1);

    const user = await signUp(app, { usdt: '100' });
    await api.post(
      '/api/fund/withdraw',
      { network: 'TRC20', address: TRON, amount: '40', payPassword: PAY_PASSWORD },
      { token: user.token },
    );
    const withHold = await detail(user.user.id);
    expect(balanceOf(withHold, 'USDT')).toMatchObject({
      available: '59.000000',
      frozen: '41.000000',
      total: '100.000000',
    });
    expect(withHold.counts).toEqual({ directMembers: 0, recharges: 0, withdrawals: 1, sessions: 1 });

    expectError(await api.get('/admin-api/users/999999', asOperator(finance)), 'USER_NOT_FOUND');
    expectError(await api.get('/admin-api/users/abc', asOperator(finance)), 'VALIDATION');
  });

  it('suspending ends the sessions and refuses sign-in; reinstating lets the user back in', async () => {
    const user = await signUp(app);
    const suspended = await api.post(
      `/admin-api/users/${user.user.id}/status`,
      { status: 'suspended' },
      asOperator(operations),
    );
    expect(suspended.body.data).toMatchObject({ id: user.user.id, status: 'suspended' });
    expect((await api.get('/api/user/index', { token: user.token })).status).toBe(401);
    expectError(
      await api.post('/api/user/login', { account: user.mobile, password: PASSWORD }),
      'ACCOUNT_SUSPENDED',
    );
    expect((await detail(user.user.id)).counts.sessions).toBe(0);
    const found = await api.get(
      `/admin-api/users?q=${user.user.uid}&status=suspended`,
      asOperator(operations),
    );
    expect(found.body.data.list.map((u: { id: number }) => u.id)).toEqual([user.user.id]);

    await api.post(`/admin-api/users/${user.user.id}/status`, { status: 'active' }, asOperator(operations));
    const again = await api.post('/api/user/login', { account: user.mobile, password: PASSWORD });
    expect(again.body.code).toBe(1);
    expect((await api.get('/api/user/index', { token: again.body.data.userinfo.token })).status).toBe(200);

    const rows = await audits({ targetId: user.user.id });
    expect(rows.map((r) => r.action)).toEqual(['user.reinstate', 'user.suspend']);
    expect(rows[1]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'suspended', sessionsEnded: 1 },
    });
    expect(rows[1]?.actor).toMatch(/^operations-/);
    expectError(
      await api.post(`/admin-api/users/${user.user.id}/status`, { status: 'gone' }, asOperator(operations)),
      'VALIDATION',
    );
    expectError(
      await api.post('/admin-api/users/999999/status', { status: 'suspended' }, asOperator(operations)),
      'USER_NOT_FOUND',
    );
  });

  it('resetting the payment password clears it and its lock; money-moving calls then ask for a new one', async () => {
    const user = await signUp(app, { usdt: '50' });
    for (let i = 0; i < 5; i++) {
      await api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON, amount: '20', payPassword: '000000' },
        { token: user.token },
      );
    }
    expect((await detail(user.user.id)).payLockedUntil).not.toBeNull();
    const res = await api.post(
      `/admin-api/users/${user.user.id}/reset-pay-password`,
      {},
      asOperator(operations),
    );
    expect(res.body.code).toBe(1);
    expect(await detail(user.user.id)).toMatchObject({ hasPayPassword: false, payLockedUntil: null });
    expectError(
      await api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON, amount: '20', payPassword: PAY_PASSWORD },
        { token: user.token },
      ),
      'PAY_PASSWORD_NOT_SET',
    );
    const [row] = await audits({ action: 'user.payPassword.reset', targetId: user.user.id });
    expect(row).toMatchObject({ before: { hasPayPassword: true }, after: { hasPayPassword: false } });
  });
});

describe('manual adjustments', () => {
  const adjust = (id: number, body: Record<string, unknown>, token = finance, key?: string) =>
    api.post(`/admin-api/users/${id}/adjust`, body, asOperator(token, key ? { 'idempotency-key': key } : {}));

  it('credits and debits through the ledger; the statement shows the reason', async () => {
    const user = await signUp(app);
    const credited = await adjust(user.user.id, {
      asset: 'USDT',
      direction: 'credit',
      amount: '120.5',
      reason: 'Compensation for ticket #42',
    });
    expect(credited.body.data).toMatchObject({
      asset: 'USDT',
      direction: 'credit',
      amount: '120.500000',
      reason: 'Compensation for ticket #42',
      balance: { available: '120.500000', total: '120.500000' },
      replayed: false,
    });
    const debited = await adjust(user.user.id, {
      asset: 'USDT',
      direction: 'debit',
      amount: '20.25',
      reason: 'Duplicate credit',
    });
    expect(debited.body.data.balance.total).toBe('100.250000');
    expect((await api.get('/api/fund/usdt', { token: user.token })).body.data.total).toBe('100.250000');

    const mcc = await adjust(user.user.id, {
      asset: 'MCC',
      direction: 'credit',
      amount: '1.2345',
      reason: 'Airdrop',
    });
    expect(mcc.body.data.balance.total).toBe('1.234500');

    const statement = await api.get(`/admin-api/users/${user.user.id}/statement`, asOperator(finance));
    expect(statement.body.data.list).toMatchObject([
      { amount: '-20.250000', balanceAfter: '100.250000', code: 'adjustment', memo: 'Duplicate credit' },
      {
        amount: '120.500000',
        balanceAfter: '120.500000',
        code: 'adjustment',
        memo: 'Compensation for ticket #42',
      },
    ]);
    const mccLines = await api.get(
      `/admin-api/users/${user.user.id}/statement?asset=MCC`,
      asOperator(operations),
    );
    expect(mccLines.body.data.list.map((l: { memo: string }) => l.memo)).toEqual(['Airdrop']);
    const quant = await api.get(
      `/admin-api/users/${user.user.id}/statement?kind=quant`,
      asOperator(operations),
    );
    expect(quant.body.data).toMatchObject({ list: [], total: 0 });

    const rows = await audits({ action: 'user.adjust', targetId: user.user.id });
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({
      before: { asset: 'USDT', balance: { total: '120.500000' } },
      after: {
        direction: 'debit',
        amount: '20.250000',
        reason: 'Duplicate credit',
        balance: { total: '100.250000' },
      },
    });
    expect(rows[1]?.actor).toMatch(/^finance-/);
    await expectCleanLedger();
  });

  it('a debit beyond the available balance is refused and changes nothing', async () => {
    const user = await signUp(app, { usdt: '20' });
    const transfers = await transferCount();
    const auditRows = (await audits({ targetId: user.user.id })).length;
    expectError(
      await adjust(user.user.id, { asset: 'USDT', direction: 'debit', amount: '20.01', reason: 'Too much' }),
      'INSUFFICIENT_BALANCE',
    );
    expect((await api.get('/api/fund/usdt', { token: user.token })).body.data.total).toBe('20.000000');
    expect(await transferCount()).toBe(transfers);
    expect(await audits({ targetId: user.user.id })).toHaveLength(auditRows);
    // Held money (a withdrawal of 15 + 1 fee under review) is not available either.
    const held = await api.post(
      '/api/fund/withdraw',
      { network: 'TRC20', address: TRON, amount: '15', payPassword: PAY_PASSWORD },
      { token: user.token },
    );
    expect(held.body.code).toBe(1);
    expectError(
      await adjust(user.user.id, { asset: 'USDT', direction: 'debit', amount: '4.01', reason: 'Held' }),
      'INSUFFICIENT_BALANCE',
    );
    const exact = await adjust(user.user.id, {
      asset: 'USDT',
      direction: 'debit',
      amount: '4',
      reason: 'All',
    });
    expect(exact.body.data.balance).toEqual({
      available: '0.000000',
      frozen: '16.000000',
      total: '16.000000',
    });
    await expectCleanLedger();
  });

  it('checks the amount for the asset, the reason and the user', async () => {
    const user = await signUp(app);
    const valid = { asset: 'USDT', direction: 'credit', amount: '1', reason: 'ok' };
    const field = async (body: Record<string, unknown>, key: string, name: string) => {
      const res = await adjust(user.user.id, body);
      expectError(res, 'VALIDATION');
      expect(res.body.data.fields).toContainEqual(expect.objectContaining({ field: name, error: key }));
    };
    await field({ ...valid, amount: '1.234' }, 'AMOUNT_TOO_PRECISE', 'amount');
    await field({ ...valid, amount: '0' }, 'AMOUNT_NOT_POSITIVE', 'amount');
    await field({ ...valid, amount: '-5' }, 'AMOUNT_INVALID', 'amount');
    await field({ ...valid, asset: 'MCC', amount: '1.23456' }, 'AMOUNT_TOO_PRECISE', 'amount');
    await field({ ...valid, reason: '   ' }, 'REASON_REQUIRED', 'reason');
    await field({ ...valid, reason: 'x'.repeat(201) }, 'REASON_TOO_LONG', 'reason');
    const missing = await adjust(user.user.id, { asset: 'USDT', direction: 'credit', amount: '1' });
    expectError(missing, 'VALIDATION');
    expect(missing.body.data.field).toBe('reason');
    expectError(await adjust(user.user.id, { ...valid, direction: 'up' }), 'VALIDATION');
    expectError(await adjust(999999, valid), 'USER_NOT_FOUND');
    expectError(await adjust(user.user.id, valid, finance, 'bad key with spaces'), 'VALIDATION');
    expect((await api.get('/api/fund/usdt', { token: user.token })).body.data.total).toBe('0.000000');
  });

  it('with an Idempotency-Key a retried click adjusts once', async () => {
    const user = await signUp(app);
    const body = { asset: 'USDT', direction: 'credit', amount: '7', reason: 'Retry me' };
    const key = `adj-${hash()}`;
    const first = await adjust(user.user.id, body, finance, key);
    const again = await adjust(user.user.id, body, finance, key);
    expect(first.body.data.replayed).toBe(false);
    expect(again.body.data).toMatchObject({
      replayed: true,
      transferId: first.body.data.transferId,
      balance: { total: '7.000000' },
    });
    const [a, b] = await Promise.all([
      adjust(user.user.id, body, finance, `${key}-2`),
      adjust(user.user.id, body, finance, `${key}-2`),
    ]);
    expect([a.body.data.replayed, b.body.data.replayed].sort()).toEqual([false, true]);
    expect((await api.get('/api/fund/usdt', { token: user.token })).body.data.total).toBe('14.000000');
    expect(await audits({ action: 'user.adjust', targetId: user.user.id })).toHaveLength(2);
    expectError(await adjust(user.user.id, { ...body, amount: '8' }, finance, key), 'IDEMPOTENCY_CONFLICT');
    // Another operator's same key is their own.
    const other = await adjust(user.user.id, body, superToken, key);
    expect(other.body.data.replayed).toBe(false);
    await expectCleanLedger();
  });

  it('needs finance.adjust: operations may not', async () => {
    const user = await signUp(app);
    const res = await adjust(
      user.user.id,
      { asset: 'USDT', direction: 'credit', amount: '1', reason: 'x' },
      operations,
    );
    expect(res.status).toBe(403);
    expect(res.body.data).toMatchObject({ error: 'FORBIDDEN', permission: 'finance.adjust' });
  });
});

describe('ledger explorer and verify', () => {
  it('lists transfers by user, account and reference, newest first, with readable accounts', async () => {
    const user = await signUp(app);
    await api.post(
      `/admin-api/users/${user.user.id}/adjust`,
      { asset: 'USDT', direction: 'credit', amount: '30', reason: 'Explorer test' },
      asOperator(finance),
    );
    const recharge = await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: '12', txHash: hash(), proof: await uploadProof(app, user.user.id) },
      { token: user.token },
    );
    const rechargeId = recharge.body.data.id;
    await api.post(`/admin-api/recharges/${rechargeId}/approve`, {}, asOperator(finance));

    const byUser = await api.get(`/admin-api/ledger/transfers?userId=${user.user.id}`, asOperator(finance));
    expect(byUser.body.code).toBe(1);
    expect(byUser.body.data.total).toBe(2);
    const [deposit, adjustment] = byUser.body.data.list;
    expect(deposit).toMatchObject({
      debit: { label: 'system deposits USDT', userId: null, uid: null },
      credit: { label: `user ${user.user.uid} main USDT`, userId: user.user.id },
      amount: '12.000000',
      state: 'posted',
      code: 'deposit',
      refType: 'recharge',
      refId: String(rechargeId),
      memo: 'TRC20',
    });
    expect(adjustment).toMatchObject({
      debit: { label: 'system adjustments USDT' },
      credit: { label: `user ${user.user.uid} main USDT` },
      amount: '30.000000',
      code: 'adjustment',
      memo: 'Explorer test',
    });
    expect(deposit.id).toBeGreaterThan(adjustment.id);

    const byUid = await api.get(`/admin-api/ledger/transfers?uid=${user.user.uid}`, asOperator(finance));
    expect(byUid.body.data.total).toBe(2);
    const byRef = await api.get(
      `/admin-api/ledger/transfers?refType=recharge&refId=${rechargeId}`,
      asOperator(finance),
    );
    expect(byRef.body.data.list.map((t: { id: number }) => t.id)).toEqual([deposit.id]);
    const byAccount = await api.get(
      `/admin-api/ledger/transfers?accountId=${deposit.credit.id}&code=adjustment`,
      asOperator(finance),
    );
    expect(byAccount.body.data.list.map((t: { id: number }) => t.id)).toEqual([adjustment.id]);
    const unknownUid = await api.get('/admin-api/ledger/transfers?uid=00000000', asOperator(finance));
    expect(unknownUid.body.data.total).toBe(0);

    const accounts = await api.get(`/admin-api/ledger/accounts?userId=${user.user.id}`, asOperator(finance));
    expect(accounts.body.data.list).toEqual([
      expect.objectContaining({
        id: deposit.credit.id,
        label: `user ${user.user.uid} main USDT`,
        creditsPosted: '42.000000',
        debitsPosted: '0.000000',
        balance: '42.000000',
        available: '42.000000',
        frozen: false,
      }),
    ]);
    const system = await api.get('/admin-api/ledger/accounts?owner=system&limit=50', asOperator(finance));
    const labels = system.body.data.list.map((a: { label: string }) => a.label);
    expect(labels).toContain('system deposits USDT');
    expect(labels).toContain('system adjustments USDT');
    const deposits = await api.get(
      '/admin-api/ledger/accounts?kind=deposits&asset=USDT',
      asOperator(finance),
    );
    expect(deposits.body.data.list).toHaveLength(1);
    expect(Number(deposits.body.data.list[0].balance)).toBeLessThan(0);
    const firstPage = await api.get('/admin-api/ledger/accounts?limit=1', asOperator(finance));
    expect(firstPage.body.data.list[0].userId).toBeNull();
  });

  it('verify answers each check, keeps the result for the dashboard and is audited', async () => {
    const res = await api.post('/admin-api/ledger/verify', {}, asOperator(finance));
    expect(res.body.code).toBe(1);
    const result = res.body.data;
    expect(result).toMatchObject({ ok: true, by: expect.stringMatching(/^finance-/) });
    expect(result.checks.length).toBeGreaterThanOrEqual(5);
    for (const c of result.checks) expect(c).toMatchObject({ ok: true, problemCount: 0, problems: [] });

    const board = await api.get('/admin-api/dashboard', asOperator(operations));
    expect(board.body.data.lastVerify).toEqual(result);
    const [row] = await audits({ action: 'ledger.verify', targetId: 'verify' });
    expect(row).toMatchObject({ after: { ok: true, problems: 0, at: result.at } });
    expect((await api.post('/admin-api/ledger/verify', {}, asOperator(operations))).status).toBe(403);
  });

  it('freezing a ledger account stops its money until unfrozen, audited', async () => {
    const user = await signUp(app, { usdt: '100' });
    const account = (await detail(user.user.id)).balances.find(
      (b: { asset: string; kind: string }) => b.asset === 'USDT' && b.kind === 'main',
    ).accountId as number;
    const freeze = (frozen: boolean, token = finance) =>
      api.post(`/admin-api/ledger/accounts/${account}/freeze`, { frozen }, asOperator(token));
    const send = () =>
      api.post(
        '/api/fund/transfer',
        { to: DEMO.mobile, amount: '1', payPassword: PAY_PASSWORD },
        { token: user.token },
      );

    expect((await freeze(true, operations)).status).toBe(403);
    const frozen = await freeze(true);
    expect(frozen.body.data).toMatchObject({
      id: account,
      frozen: true,
      uid: user.user.uid,
      balance: '100.000000',
    });
    expect((await detail(user.user.id)).balances).toContainEqual(
      expect.objectContaining({ accountId: account, accountFrozen: true }),
    );
    expectError(await send(), 'ACCOUNT_FROZEN');
    const [row] = await audits({ action: 'ledger.account.freeze', targetId: account });
    expect(row).toMatchObject({ before: { frozen: false }, after: { frozen: true } });

    expect((await freeze(false)).body.data).toMatchObject({ frozen: false });
    expect((await send()).body.code).toBe(1);
    expectError(
      await api.post('/admin-api/ledger/accounts/2000000000/freeze', { frozen: true }, asOperator(finance)),
      'LEDGER_ACCOUNT_NOT_FOUND',
    );
    await expectCleanLedger();
  });
});

describe('settings', () => {
  const current = async () => (await api.get('/admin-api/settings', asOperator(finance))).body.data;
  const storedRows = async () =>
    (await app.database.db.select().from(settings)).filter((r) => r.key === 'app').length;

  it('answers the sysConfig and replaces it, with addresses stored in canonical form and an audit row', async () => {
    const before = await current();
    // The public answer adds where the app is served (PUBLIC_URL), which is no setting.
    const { publicUrl, ...published } = (await api.get('/api/common/sysConfig')).body.data;
    expect(publicUrl).toBeNull();
    expect(before).toEqual(published);
    const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
    const next = {
      ...before,
      siteName: 'MCC Test',
      inviteRequired: false,
      depositNetworks: before.depositNetworks.map((n: { network: string }) =>
        n.network === 'ERC20' ? { ...n, address: lower } : n,
      ),
      withdraw: before.withdraw.map((r: { network: string }) =>
        r.network === 'TRC20' ? { ...r, min: '5', max: '1000', dailyLimit: '1000' } : r,
      ),
    };
    const res = await api.post('/admin-api/settings', next, asOperator(operations));
    expect(res.body.code).toBe(1);
    const erc = res.body.data.depositNetworks.find((n: { network: string }) => n.network === 'ERC20');
    expect(erc.address).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    const served = (await api.get('/api/common/sysConfig')).body.data;
    expect(served).toMatchObject({ siteName: 'MCC Test', inviteRequired: false });
    expect(served).toEqual({ ...res.body.data, publicUrl: null });
    const [row] = await audits({ action: 'settings.update', targetId: 'sysConfig' });
    expect(row).toMatchObject({
      before: { siteName: before.siteName, inviteRequired: true },
      after: { siteName: 'MCC Test', inviteRequired: false },
    });
    // Put the defaults back for the tests after this one.
    expect((await api.post('/admin-api/settings', before, asOperator(superToken))).body.code).toBe(1);
  });

  it('refuses broken rules with a localised message and stores nothing', async () => {
    const base = await current();
    const auditCount = (await audits({ action: 'settings.update' })).length;
    const rows = await storedRows();
    const withRule = (patch: Record<string, unknown>) => ({
      ...base,
      withdraw: base.withdraw.map((r: { network: string }, i: number) => (i === 0 ? { ...r, ...patch } : r)),
    });

    const minAboveMax = await api.post('/admin-api/settings', withRule({ min: '600', max: '500' }), {
      headers: { ...bearer(operations), lang: 'en' },
    });
    expectError(minAboveMax, 'SETTINGS_WITHDRAW_RANGE');
    expect(minAboveMax.body.msg).toBe(
      messages.SETTINGS_WITHDRAW_RANGE.en.replace('{network}', base.withdraw[0].network),
    );
    expect(minAboveMax.body.data).toMatchObject({
      field: 'withdraw.0.min',
      network: base.withdraw[0].network,
    });
    const zh = await api.post('/admin-api/settings', withRule({ max: '200000' }), asOperator(operations));
    expectError(zh, 'SETTINGS_WITHDRAW_RANGE');
    expect(zh.body.msg).toContain('每日限额');
    expect(zh.body.data.field).toBe('withdraw.0.max');

    const badAddress = {
      ...base,
      depositNetworks: base.depositNetworks.map((n: { network: string }) =>
        n.network === 'TRC20' ? { ...n, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' } : n,
      ),
    };
    expectError(
      await api.post('/admin-api/settings', badAddress, asOperator(operations)),
      'SETTINGS_ADDRESS_INVALID',
    );
    const typo = {
      ...base,
      depositNetworks: base.depositNetworks.map((n: { network: string }) =>
        n.network === 'ERC20' ? { ...n, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' } : n,
      ),
    };
    expectError(
      await api.post('/admin-api/settings', typo, asOperator(operations)),
      'SETTINGS_ADDRESS_INVALID',
    );
    const duplicate = { ...base, depositNetworks: [...base.depositNetworks, base.depositNetworks[0]] };
    const dup = await api.post('/admin-api/settings', duplicate, asOperator(operations));
    expectError(dup, 'SETTINGS_NETWORK_DUPLICATE');
    expect(dup.body.data.field).toBe(`depositNetworks.${base.depositNetworks.length}.network`);
    expectError(
      await api.post(
        '/admin-api/settings',
        { ...base, withdraw: [...base.withdraw, base.withdraw[1]] },
        asOperator(operations),
      ),
      'SETTINGS_NETWORK_DUPLICATE',
    );
    expectError(
      await api.post('/admin-api/settings', { ...base, defaultLanguage: 'fr' }, asOperator(operations)),
      'SETTINGS_LANGUAGE_INVALID',
    );
    expectError(
      await api.post('/admin-api/settings', { ...base, languages: ['en', 'xx'] }, asOperator(operations)),
      'SETTINGS_LANGUAGE_INVALID',
    );
    // The schema's own rules.
    expectError(
      await api.post('/admin-api/settings', { ...base, transferFeeBp: 10_001 }, asOperator(operations)),
      'VALIDATION',
    );
    expectError(
      await api.post('/admin-api/settings', withRule({ min: '1.1234567' }), asOperator(operations)),
      'VALIDATION',
    );
    const { siteName: _dropped, ...partial } = base;
    expectError(await api.post('/admin-api/settings', partial, asOperator(operations)), 'VALIDATION');

    // Several problems at once are all named.
    const many = await api.post(
      '/admin-api/settings',
      { ...withRule({ min: '600', max: '500' }), defaultLanguage: 'fr' },
      asOperator(operations),
    );
    expect(many.body.data.problems.map((p: { error: string }) => p.error)).toEqual([
      'SETTINGS_WITHDRAW_RANGE',
      'SETTINGS_LANGUAGE_INVALID',
    ]);

    expect(await current()).toEqual(base);
    expect(await audits({ action: 'settings.update' })).toHaveLength(auditCount);
    expect(await storedRows()).toBe(rows);
    expect((await api.post('/admin-api/settings', base, asOperator(finance))).status).toBe(403);
  });

  it('needs a network in each list, real http(s) addresses and a visible site name', async () => {
    const base = await current();
    const field = async (patch: Record<string, unknown>) => {
      const res = await api.post('/admin-api/settings', { ...base, ...patch }, asOperator(operations));
      expectError(res, 'VALIDATION');
      return { field: res.body.data.field, error: res.body.data.fields[0].error };
    };
    expect(await field({ depositNetworks: [] })).toEqual({
      field: 'depositNetworks',
      error: 'SETTINGS_NETWORKS_REQUIRED',
    });
    expect(await field({ withdraw: [] })).toEqual({ field: 'withdraw', error: 'SETTINGS_NETWORKS_REQUIRED' });
    for (const serviceUrl of [
      'not a url',
      'javascript:alert(1)',
      'https://',
      '//evil.example',
      'ftp://x.example',
    ]) {
      expect({ serviceUrl, ...(await field({ serviceUrl })) }).toEqual({
        serviceUrl,
        field: 'serviceUrl',
        error: 'SETTINGS_URL_INVALID',
      });
    }
    for (const logo of ['logo.svg', '//evil.example/x.png', 'data:image/png;base64,AA']) {
      expect({ logo, ...(await field({ logo })) }).toEqual({
        logo,
        field: 'logo',
        error: 'SETTINGS_URL_INVALID',
      });
    }
    for (const siteName of ['\u202eCCM', '\u200b\u200b', 'M\u0007CC']) {
      expect(await field({ siteName })).toEqual({ field: 'siteName', error: 'TEXT_INVALID' });
    }
    expect(await current()).toEqual(base);

    const good = {
      ...base,
      serviceUrl: 'https://help.example.com/chat?x=1',
      logo: 'https://cdn.example.com/l.png',
    };
    const saved = await api.post('/admin-api/settings', good, asOperator(operations));
    expect(saved.body.data).toMatchObject({ serviceUrl: good.serviceUrl, logo: good.logo });
    expect((await api.post('/admin-api/settings', base, asOperator(operations))).body.code).toBe(1);
  });
});

describe('admin input is as strict as the user side', () => {
  it('path ids are digits: 1e0, 0x1, 1.0, +1 and " 1" are refused, not read as 1', async () => {
    const user = await signUp(app);
    const { id } = user.user;
    expect((await api.get(`/admin-api/users/${id}`, asOperator(superToken))).body.data.id).toBe(id);
    for (const spelling of [
      `${id}e0`,
      `0x${id.toString(16)}`,
      `${id}.0`,
      `%2B${id}`,
      `%20${id}`,
      `${id}%20`,
    ]) {
      const res = await api.get(`/admin-api/users/${spelling}`, asOperator(superToken));
      expectError(res, 'VALIDATION');
      expect({ spelling, error: res.body.data.fields[0].error }).toEqual({ spelling, error: 'ID_INVALID' });
    }
    const adjust = await api.post(
      `/admin-api/users/1e0/adjust`,
      { asset: 'USDT', direction: 'credit', amount: '1', reason: 'x' },
      asOperator(superToken),
    );
    expectError(adjust, 'VALIDATION');
    expectError(
      await api.get('/admin-api/ledger/transfers?userId=0x1', asOperator(superToken)),
      'VALIDATION',
    );
  });

  it('unknown fields are refused with FIELD_UNKNOWN, at any depth, and nothing changes', async () => {
    const user = await signUp(app);
    const base = await api.get('/admin-api/settings', asOperator(superToken));
    const calls: [string, Record<string, unknown>, string][] = [
      [`/admin-api/users/${user.user.id}/status`, { status: 'frozen', isAdmin: true }, 'isAdmin'],
      [
        `/admin-api/users/${user.user.id}/adjust`,
        { asset: 'USDT', direction: 'credit', amount: '5', reason: 'x', memo: 'y' },
        'memo',
      ],
      ['/admin-api/settings', { ...base.body.data, theme: 'dark' }, 'theme'],
      [
        '/admin-api/settings',
        { ...base.body.data, version: { ...base.body.data.version, build: 7 } },
        'version.build',
      ],
      ['/admin-api/notices', { title: { 'zh-Hans': 't', fr: 'x' }, content: { 'zh-Hans': 'c' } }, 'title.fr'],
      ['/admin-api/banners', { image: 'https://x.example/a.png', onclick: 'x' }, 'onclick'],
      ['/admin-api/operators', { username: 'someone', role: 'super', password: 'x' }, 'password'],
      // Calls that take no body refuse one with fields, rather than ignore it.
      ['/admin-api/recharges/1/approve', { amount: '999' }, 'amount'],
      [`/admin-api/users/${user.user.id}/reset-pay-password`, { payPassword: '123456' }, 'payPassword'],
      ['/admin-api/ledger/verify', { fix: true }, 'fix'],
    ];
    for (const [url, body, field] of calls) {
      const res = await api.post(url, body, asOperator(superToken, { lang: 'en' }));
      expectError(res, 'VALIDATION');
      expect({ url, fields: res.body.data.fields }).toEqual({
        url,
        fields: expect.arrayContaining([expect.objectContaining({ field, error: 'FIELD_UNKNOWN' })]),
      });
    }
    // The console sends {} (or nothing) to them, which stays fine.
    expect((await api.post('/admin-api/ledger/verify', {}, asOperator(superToken))).body.code).toBe(1);
    expect((await api.post('/admin-api/ledger/verify', undefined, asOperator(superToken))).body.code).toBe(1);
    expect(
      (await api.get(`/admin-api/users/${user.user.id}`, asOperator(superToken))).body.data,
    ).toMatchObject({
      status: 'active',
      balances: expect.arrayContaining([
        expect.objectContaining({ asset: 'USDT', kind: 'main', total: '0.000000' }),
      ]),
    });
  });

  it('accepts an amount back as the API answered it ("25.000000"), refuses spaces and leading zeros', async () => {
    const user = await signUp(app);
    const adjust = (amount: string) =>
      api.post(
        `/admin-api/users/${user.user.id}/adjust`,
        { asset: 'USDT', direction: 'credit', amount, reason: 'echo' },
        asOperator(finance),
      );
    const first = await adjust('25');
    expect(first.body.data.amount).toBe('25.000000');
    expect((await adjust(first.body.data.amount)).body.data.balance.available).toBe('50.000000');
    for (const [amount, error] of [
      [' 25', 'AMOUNT_SPACES'],
      ['25 ', 'AMOUNT_SPACES'],
      ['025', 'AMOUNT_LEADING_ZERO'],
      ['25.001', 'AMOUNT_TOO_PRECISE'],
    ]) {
      const res = await adjust(amount as string);
      expectError(res, 'VALIDATION');
      expect({ amount, error: res.body.data.fields[0].error }).toEqual({ amount, error });
    }
  });
});

describe('audit rows carry the operator', () => {
  it('every console write names its operator id', async () => {
    const rows = await app.database.db.select().from(auditLog);
    for (const r of rows.filter((x) => x.action.startsWith('user.') || x.action.startsWith('settings.'))) {
      expect(r.operatorId, r.action).not.toBeNull();
      expect(r.ip, r.action).toBe('127.0.0.1');
    }
  });
});
