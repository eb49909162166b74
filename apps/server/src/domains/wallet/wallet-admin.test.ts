import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { auditTrail } from '../../test/operators.ts';
import { PAY_PASSWORD, signUp, uploadProof } from '../../test/users.ts';

let app: TestApp;
let api: Api;
let finance: string;
let operations: string;
beforeAll(async () => {
  ({
    app,
    api,
    tokens: { finance, operations },
  } = await openTestApp('finance', 'operations'));
});
afterAll(() => app.dispose());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const hash = () => randomBytes(32).toString('hex');
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const audits = (targetType: string, targetId: number) => auditTrail(api, finance, { targetType, targetId });

describe('finance queues through the admin API', () => {
  it('lists waiting recharges oldest first, approves one with an audit row, and the user sees the balance', async () => {
    const user = await signUp(app);
    const proof = await uploadProof(app, user.user.id);
    const made = [];
    for (const amount of ['10', '20']) {
      const res = await api.post(
        '/api/fund/recharge',
        { network: 'TRC20', amount, txHash: hash(), proof },
        { token: user.token },
      );
      made.push(res.body.data.id as number);
    }
    const queue = await api.get('/admin-api/recharges?state=reviewing', bearer(finance));
    expect(queue.body.data.list.map((r: { id: number }) => r.id)).toEqual(made);
    expect(queue.body.data.list[0]).toMatchObject({ uid: user.user.uid, amount: '10.000000', proof });

    const approved = await api.post(`/admin-api/recharges/${made[0]}/approve`, {}, bearer(finance));
    expect(approved.body.data.state).toBe('approved');
    expectError(
      await api.post(`/admin-api/recharges/${made[0]}/approve`, {}, bearer(finance)),
      'ALREADY_REVIEWED',
    );
    expectError(
      await api.post('/admin-api/recharges/999999/approve', {}, bearer(finance)),
      'RECHARGE_NOT_FOUND',
    );
    const rejected = await api.post(
      `/admin-api/recharges/${made[1]}/reject`,
      { reason: 'Not received' },
      bearer(finance),
    );
    expect(rejected.body.data).toMatchObject({ state: 'rejected', reason: 'Not received' });

    expect((await api.get('/api/fund/usdt', { token: user.token })).body.data.total).toBe('10.000000');
    const [row] = await audits('recharge', made[0] ?? 0);
    expect(row).toMatchObject({
      action: 'recharge.approve',
      before: { state: 'reviewing' },
      after: { state: 'approved', amount: '10.000000' },
      ip: '127.0.0.1',
    });
    expect(row?.actor).toMatch(/^finance-/);
  });

  it('pays a withdrawal with its chain hash or rejects it with a reason; the user sees the state', async () => {
    const user = await signUp(app, { usdt: '100' });
    const send = () =>
      api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON, amount: '40', payPassword: PAY_PASSWORD },
        { token: user.token },
      );
    const [a, b] = [(await send()).body.data.id, (await send()).body.data.id];
    expectError(
      await api.post(`/admin-api/withdrawals/${a}/reject`, { reason: '  ' }, bearer(finance)),
      'VALIDATION',
    );
    expectError(
      await api.post(`/admin-api/withdrawals/${a}/pay`, { txHash: 'nope' }, bearer(finance)),
      'VALIDATION',
    );
    const chainTx = hash();
    expect(
      (await api.post(`/admin-api/withdrawals/${a}/pay`, { txHash: chainTx }, bearer(finance))).body.data,
    ).toMatchObject({
      state: 'paid',
      txHash: chainTx,
    });
    expect(
      (await api.post(`/admin-api/withdrawals/${b}/reject`, { reason: 'Risk check' }, bearer(finance))).body
        .data.state,
    ).toBe('rejected');
    const mine = (await api.get('/api/fund/withdrawList', { token: user.token })).body.data.list;
    expect(mine.map((w: { state: string }) => w.state)).toEqual(['rejected', 'paid']);
    // 100 − 40 − 1 (TRC20 fixed fee) paid; the rejected one is back.
    expect((await api.get('/api/fund/usdt', { token: user.token })).body.data).toEqual({
      available: '59.000000',
      frozen: '0.000000',
      total: '59.000000',
    });
    expect((await audits('withdrawal', a)).map((r) => r.action)).toEqual(['withdrawal.pay']);
    expect((await audits('withdrawal', b))[0]?.after).toMatchObject({
      state: 'rejected',
      reason: 'Risk check',
    });
    const paidList = await api.get('/admin-api/withdrawals?state=paid', bearer(finance));
    expect(paidList.body.data.list.map((w: { id: number }) => w.id)).toContain(a);
  });

  it('refuses no token, a user token and a role without finance.review', async () => {
    const user = await signUp(app);
    for (const [method, url] of [
      ['GET', '/admin-api/recharges'],
      ['POST', '/admin-api/recharges/1/approve'],
      ['POST', '/admin-api/recharges/1/reject'],
      ['GET', '/admin-api/withdrawals'],
      ['POST', '/admin-api/withdrawals/1/pay'],
      ['POST', '/admin-api/withdrawals/1/reject'],
    ] as const) {
      const body = method === 'POST' ? {} : undefined;
      expect((await api.call(method, url, { body })).status).toBe(401);
      expect(
        (await api.call(method, url, { body, headers: { authorization: `Bearer ${user.token}` } })).status,
      ).toBe(401);
      const forbidden = await api.call(method, url, { body, ...bearer(operations) });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.data.error).toBe('FORBIDDEN');
    }
  });
});
