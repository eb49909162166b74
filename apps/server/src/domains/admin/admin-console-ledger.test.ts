import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { adjustApproved, asOperator, auditTrail, userDetail } from '../../test/operators.ts';
import { PAY_PASSWORD, signUp, uploadProof } from '../../test/users.ts';
import { randomTxHash } from '../../test/wallet.ts';

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

describe('ledger explorer and verify', () => {
  it('lists transfers by user, account and reference, newest first, with readable accounts', async () => {
    const user = await signUp(app);
    await adjustApproved(api, { proposer: finance, approver: superToken }, user.user.id, {
      asset: 'USDT',
      direction: 'credit',
      amount: '30',
      reason: 'Explorer test',
    });
    const recharge = await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: '12', txHash: randomTxHash(), proof: await uploadProof(app, user.user.id) },
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
    const [row] = await auditTrail(api, superToken, { action: 'ledger.verify', targetId: 'verify' });
    expect(row).toMatchObject({ after: { ok: true, problems: 0, at: result.at } });
    expect((await api.post('/admin-api/ledger/verify', {}, asOperator(operations))).status).toBe(403);
  });

  it('freezing a ledger account stops its money until unfrozen, audited', async () => {
    const user = await signUp(app, { usdt: '100' });
    const account = (await userDetail(api, superToken, user.user.id)).balances.find(
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
    expect((await userDetail(api, superToken, user.user.id)).balances).toContainEqual(
      expect.objectContaining({ accountId: account, accountFrozen: true }),
    );
    expectError(await send(), 'ACCOUNT_FROZEN');
    const [row] = await auditTrail(api, superToken, { action: 'ledger.account.freeze', targetId: account });
    expect(row).toMatchObject({ before: { frozen: false }, after: { frozen: true } });

    expect((await freeze(false)).body.data).toMatchObject({ frozen: false });
    expect((await send()).body.code).toBe(1);
    expectError(
      await api.post('/admin-api/ledger/accounts/2000000000/freeze', { frozen: true }, asOperator(finance)),
      'LEDGER_ACCOUNT_NOT_FOUND',
    );
    await expectLedgerClean(app);
  });
});
