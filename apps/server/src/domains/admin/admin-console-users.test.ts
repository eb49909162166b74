import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { asOperator, auditTrail, userDetail } from '../../test/operators.ts';
import { PASSWORD, PAY_PASSWORD, signUp } from '../../test/users.ts';
import { TRON_ADDRESS } from '../../test/wallet.ts';

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

type Balance = { asset: string; kind: string; available: string; frozen: string; total: string };
const balanceOf = (d: { balances: Balance[] }, asset: string, kind = 'main') =>
  d.balances.find((b) => b.asset === asset && b.kind === kind);

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

  it('finds a user by id or UID (exactly), the start or end of a mobile, the start of an e-mail or nickname (any case)', async () => {
    const u = await distinctUser();
    const search = async (q: string) => {
      const res = await api.get(`/admin-api/users?q=${encodeURIComponent(q)}`, asOperator(operations));
      expect(res.body.code).toBe(1);
      return res.body.data as { list: { id: number; uid: string }[]; total: number };
    };
    for (const q of [
      String(u.id),
      u.uid,
      u.mobile.slice(0, 9),
      u.mobile.slice(-6),
      `FINDER.${u.tag.toUpperCase()}@EXAMPLE`,
      `nick${u.tag}`,
    ]) {
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
    // The middle of a mobile finds nothing: a search is an index scan, not a walk of every user.
    expect((await search(u.mobile.slice(3, 8))).list.map((r) => r.id)).not.toContain(u.id);

    const all = await api.get('/admin-api/users?limit=2&page=1', asOperator(finance));
    expect(all.body.data).toMatchObject({ limit: 2, page: 1, hasMore: true });
    expect(all.body.data.list[0].id).toBeGreaterThan(all.body.data.list[1].id);
    expectError(await api.get('/admin-api/users?limit=51', asOperator(finance)), 'VALIDATION');
  });

  it('shows a user with inviter, balances per asset and kind, and counts', async () => {
    const found = await api.get(`/admin-api/users?q=${DEMO.mobile}`, asOperator(finance));
    const demoId = found.body.data.list[0].id as number;
    const d = await userDetail(api, finance, demoId);
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
    const root = await userDetail(api, finance, d.inviter.id);
    expect(root.counts.directMembers).toBeGreaterThanOrEqual(1);

    const user = await signUp(app, { usdt: '100' });
    await api.post(
      '/api/fund/withdraw',
      { network: 'TRC20', address: TRON_ADDRESS, amount: '40', payPassword: PAY_PASSWORD },
      { token: user.token },
    );
    const withHold = await userDetail(api, superToken, user.user.id);
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
    expect((await userDetail(api, superToken, user.user.id)).counts.sessions).toBe(0);
    const found = await api.get(
      `/admin-api/users?q=${user.user.uid}&status=suspended`,
      asOperator(operations),
    );
    expect(found.body.data.list.map((u: { id: number }) => u.id)).toEqual([user.user.id]);

    await api.post(`/admin-api/users/${user.user.id}/status`, { status: 'active' }, asOperator(operations));
    const again = await api.post('/api/user/login', { account: user.mobile, password: PASSWORD });
    expect(again.body.code).toBe(1);
    expect((await api.get('/api/user/index', { token: again.body.data.userinfo.token })).status).toBe(200);

    const rows = await auditTrail(api, superToken, { targetId: user.user.id });
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
        { network: 'TRC20', address: TRON_ADDRESS, amount: '20', payPassword: '000000' },
        { token: user.token },
      );
    }
    expect((await userDetail(api, superToken, user.user.id)).payLockedUntil).not.toBeNull();
    const res = await api.post(
      `/admin-api/users/${user.user.id}/reset-pay-password`,
      {},
      asOperator(operations),
    );
    expect(res.body.code).toBe(1);
    expect(await userDetail(api, superToken, user.user.id)).toMatchObject({
      hasPayPassword: false,
      payLockedUntil: null,
    });
    expectError(
      await api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON_ADDRESS, amount: '20', payPassword: PAY_PASSWORD },
        { token: user.token },
      ),
      'PAY_PASSWORD_NOT_SET',
    );
    const [row] = await auditTrail(api, superToken, {
      action: 'user.payPassword.reset',
      targetId: user.user.id,
    });
    expect(row).toMatchObject({ before: { hasPayPassword: true }, after: { hasPayPassword: false } });
  });
});
