import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, operatorToken, type TestApp } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import { randomTxHash, TRON_ADDRESS } from '../../test/wallet.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { withdrawals } from '../wallet/wallet.tables.ts';

let app: TestApp;
let api: Api;
let superToken: string;
let finance: string;
let operations: string;
/** A second finance operator: two approvers besides the proposer. */
let finance2: string;

beforeAll(async () => {
  ({
    app,
    api,
    tokens: { super: superToken, finance, operations },
  } = await openTestApp('super', 'finance', 'operations'));
  finance2 = await operatorToken(app, 'finance');
});
afterAll(() => app.dispose());

const as = asOperator;
const transferCount = async () =>
  (await app.database.db.select({ n: count() }).from(ledgerTransfers))[0]?.n ?? 0;
const usdtOf = async (token: string) => (await api.get('/api/fund/usdt', { token })).body.data;
const propose = async (userId: number, amount: string, direction = 'credit', token = finance) => {
  const res = await api.post(
    `/admin-api/users/${userId}/adjust`,
    { asset: 'USDT', direction, amount, reason: `Four eyes ${amount}` },
    as(token),
  );
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as { id: number };
};
const decide = (
  id: number,
  verb: 'approve' | 'refuse' | 'cancel',
  token: string,
  body: Record<string, unknown> = {},
) => api.post(`/admin-api/proposals/${id}/${verb}`, body, as(token));

describe('four eyes on adjustments', () => {
  it('the proposer can neither approve nor refuse their own proposal', async () => {
    const user = await signUp(app);
    const { id } = await propose(user.user.id, '50');
    expectError(await decide(id, 'approve', finance), 'PROPOSAL_OWN');
    expectError(await decide(id, 'refuse', finance, { reason: 'mine' }), 'PROPOSAL_OWN');
    expect((await usdtOf(user.token)).total).toBe('0.000000');
    const waiting = await api.get('/admin-api/proposals/waiting', as(finance));
    expect(waiting.body.data.mine).toBeGreaterThanOrEqual(1);
    expect(waiting.body.data.count).toBeGreaterThanOrEqual(waiting.body.data.mine);
    // The queue lists it pending, first, with who proposed it.
    const queue = await api.get('/admin-api/proposals?state=pending&limit=50', as(superToken));
    expect(queue.body.data.list.find((p: { id: number }) => p.id === id)).toMatchObject({
      state: 'pending',
      amount: '50.000000',
      proposedBy: { username: expect.stringMatching(/^finance-/) },
    });
    expect((await decide(id, 'approve', finance2)).body.data.state).toBe('applied');
    expect((await usdtOf(user.token)).total).toBe('50.000000');
    expectError(await decide(id, 'approve', superToken), 'PROPOSAL_DECIDED');
    expectError(await decide(999_999, 'approve', superToken), 'PROPOSAL_NOT_FOUND');
  });

  it('two approvals at once apply it once', async () => {
    const user = await signUp(app);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await propose(user.user.id, '10'));
    const transfers = await transferCount();
    const answers = await Promise.all(
      made.flatMap(({ id }) => [decide(id, 'approve', superToken), decide(id, 'approve', finance2)]),
    );
    for (let i = 0; i < made.length; i++) {
      const pair = [answers[2 * i], answers[2 * i + 1]].map((a) => a?.body.data.state ?? a?.body.data.error);
      expect(pair.sort()).toEqual(['PROPOSAL_DECIDED', 'applied']);
    }
    expect(await transferCount()).toBe(transfers + made.length);
    expect((await usdtOf(user.token)).total).toBe('50.000000');
    for (const { id } of made) {
      expect(await auditTrail(api, superToken, { action: 'proposal.approve', targetId: id })).toHaveLength(1);
    }
    await expectLedgerClean(app);
  });

  it('a refused or a cancelled proposal moves nothing, and stays decided', async () => {
    const user = await signUp(app);
    const transfers = await transferCount();
    const refused = await propose(user.user.id, '30');
    expectError(await decide(refused.id, 'refuse', superToken), 'VALIDATION');
    const no = await decide(refused.id, 'refuse', superToken, { reason: 'No ticket for this' });
    expect(no.body.data).toMatchObject({ state: 'refused', decisionNote: 'No ticket for this' });
    expectError(await decide(refused.id, 'approve', finance2), 'PROPOSAL_DECIDED');
    expectError(await decide(refused.id, 'cancel', finance), 'PROPOSAL_DECIDED');

    const cancelled = await propose(user.user.id, '40');
    expectError(await decide(cancelled.id, 'cancel', superToken), 'PROPOSAL_NOT_YOURS');
    expect((await decide(cancelled.id, 'cancel', finance)).body.data.state).toBe('cancelled');
    expectError(await decide(cancelled.id, 'approve', superToken), 'PROPOSAL_DECIDED');

    expect(await transferCount()).toBe(transfers);
    expect((await usdtOf(user.token)).total).toBe('0.000000');
    const [refusal] = await auditTrail(api, superToken, { targetType: 'proposal', targetId: refused.id });
    expect(refusal).toMatchObject({
      action: 'proposal.refuse',
      before: { state: 'pending' },
      after: { state: 'refused', note: 'No ticket for this', amount: '30.000000' },
    });
    const [cancel, made] = await auditTrail(api, superToken, {
      targetType: 'proposal',
      targetId: cancelled.id,
    });
    expect(cancel?.action).toBe('proposal.cancel');
    expect(made).toMatchObject({ action: 'proposal.create', after: { kind: 'adjust', amount: '40.000000' } });

    const history = await api.get(`/admin-api/proposals?userId=${user.user.id}`, as(finance));
    expect(history.body.data.list.map((p: { state: string }) => p.state)).toEqual(['cancelled', 'refused']);
    const onlyRefused = await api.get(
      `/admin-api/proposals?userId=${user.user.id}&state=refused`,
      as(finance),
    );
    expect(onlyRefused.body.data.total).toBe(1);
  });

  it('the queue is finance’s: operations may not read or decide it', async () => {
    const user = await signUp(app);
    const { id } = await propose(user.user.id, '5');
    for (const res of [
      await api.get('/admin-api/proposals', as(operations)),
      await decide(id, 'approve', operations),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.data).toMatchObject({ error: 'FORBIDDEN', permission: 'finance.review' });
    }
  });
});

describe('four eyes on payouts above the threshold', () => {
  const setThreshold = async (payoutAbove: string) => {
    const settings = app.services.settings;
    await settings.update({ ...(await settings.get()), fourEyes: { payoutAbove } });
  };
  const withdraw = async (token: string, amount: string) => {
    const res = await api.post(
      '/api/fund/withdraw',
      { network: 'TRC20', address: TRON_ADDRESS, amount, payPassword: PAY_PASSWORD },
      { token },
    );
    expect(res.body.code, res.body.msg).toBe(1);
    return res.body.data.id as number;
  };
  const pay = (id: number, token: string, txHash = randomTxHash()) =>
    api.post(`/admin-api/withdrawals/${id}/pay`, { txHash }, as(token));

  it('pays at once up to the threshold; above it the payout waits for a second operator', async () => {
    await setThreshold('50');
    try {
      const user = await signUp(app, { usdt: '200' });
      const small = await withdraw(user.token, '50');
      expect((await pay(small, finance)).body.data.state).toBe('paid');

      const big = await withdraw(user.token, '60');
      const hash = randomTxHash();
      const proposed = await pay(big, finance, hash);
      expect(proposed.body.data).toMatchObject({ id: big, state: 'reviewing', txHash: '' });
      const [w] = await app.database.db.select().from(withdrawals).where(eq(withdrawals.id, big));
      expect(w?.state).toBe('reviewing');
      const pending = await api.get(
        '/admin-api/proposals?kind=payout&state=pending&limit=50',
        as(superToken),
      );
      const proposal = pending.body.data.list.find((p: { withdrawalId: number }) => p.withdrawalId === big);
      expect(proposal).toMatchObject({
        kind: 'payout',
        amount: '60.000000',
        txHash: hash,
        userId: user.user.id,
      });
      // While it waits, the withdrawal is decided through the proposal only.
      expectError(await pay(big, superToken), 'PROPOSAL_PENDING');
      expectError(
        await api.post(`/admin-api/withdrawals/${big}/reject`, { reason: 'x' }, as(superToken)),
        'PROPOSAL_PENDING',
      );
      expectError(await decide(proposal.id, 'approve', finance), 'PROPOSAL_OWN');
      expect((await usdtOf(user.token)).frozen).toBe('61.000000');

      expect((await decide(proposal.id, 'approve', superToken)).body.data.state).toBe('applied');
      const [paid] = await app.database.db.select().from(withdrawals).where(eq(withdrawals.id, big));
      expect(paid).toMatchObject({ state: 'paid', txHash: hash });
      expect(await usdtOf(user.token)).toMatchObject({ frozen: '0.000000', total: '88.000000' });
      const [payAudit] = await auditTrail(api, superToken, { action: 'withdrawal.pay', targetId: big });
      expect(payAudit?.after).toMatchObject({ state: 'paid', txHash: hash, proposalId: proposal.id });
      await expectLedgerClean(app);
    } finally {
      await setThreshold('10000');
    }
  });

  it('a refused payout proposal leaves the withdrawal under review, to pay or reject', async () => {
    await setThreshold('10');
    try {
      const user = await signUp(app, { usdt: '100' });
      const id = await withdraw(user.token, '30');
      await pay(id, finance);
      const pending = await api.get('/admin-api/proposals?kind=payout&state=pending&limit=50', as(finance));
      const proposal = pending.body.data.list.find((p: { withdrawalId: number }) => p.withdrawalId === id);
      await decide(proposal.id, 'refuse', superToken, { reason: 'Hash pays another address' });
      const rejected = await api.post(`/admin-api/withdrawals/${id}/reject`, { reason: 'Risk' }, as(finance));
      expect(rejected.body.data.state).toBe('rejected');
      expect((await usdtOf(user.token)).available).toBe('100.000000');
      await expectLedgerClean(app);
    } finally {
      await setThreshold('10000');
    }
  });
});
