import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { adjustApproved, asOperator, auditTrail } from '../../test/operators.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import { randomTxHash, TRON_ADDRESS } from '../../test/wallet.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { proposals } from './admin.tables.ts';

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

async function countOf(table: typeof ledgerTransfers | typeof proposals) {
  const [row] = await app.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const usdtTotal = async (token: string) =>
  (await api.get('/api/fund/usdt', { token })).body.data.total as string;

describe('manual adjustments (four eyes: proposed by one operator, applied on another’s approval)', () => {
  const adjust = (id: number, body: Record<string, unknown>, token = finance, key?: string) =>
    api.post(`/admin-api/users/${id}/adjust`, body, asOperator(token, key ? { 'idempotency-key': key } : {}));
  const twoOperators = () => ({ proposer: finance, approver: superToken });

  it('credits and debits through the ledger once approved; the statement shows the reason', async () => {
    const user = await signUp(app);
    const proposed = await adjust(user.user.id, {
      asset: 'USDT',
      direction: 'credit',
      amount: '120.5',
      reason: 'Compensation for ticket #42',
    });
    expect(proposed.body.data).toMatchObject({
      kind: 'adjust',
      state: 'pending',
      userId: user.user.id,
      uid: user.user.uid,
      asset: 'USDT',
      direction: 'credit',
      amount: '120.500000',
      reason: 'Compensation for ticket #42',
      proposedBy: { username: expect.stringMatching(/^finance-/) },
      decidedBy: null,
    });
    // Proposed is not done: nothing moved yet.
    expect(await usdtTotal(user.token)).toBe('0.000000');
    const approved = await api.post(
      `/admin-api/proposals/${proposed.body.data.id}/approve`,
      { note: 'Ticket checked' },
      asOperator(superToken),
    );
    expect(approved.body.data).toMatchObject({
      state: 'applied',
      decidedBy: { username: expect.stringMatching(/^super-/) },
      decisionNote: 'Ticket checked',
    });
    expect(await usdtTotal(user.token)).toBe('120.500000');

    await adjustApproved(api, twoOperators(), user.user.id, {
      asset: 'USDT',
      direction: 'debit',
      amount: '20.25',
      reason: 'Duplicate credit',
    });
    expect(await usdtTotal(user.token)).toBe('100.250000');
    await adjustApproved(api, twoOperators(), user.user.id, {
      asset: 'MCC',
      direction: 'credit',
      amount: '1.2345',
      reason: 'Airdrop',
    });

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

    // Each movement is audited as before, naming the proposal and both operators.
    const rows = await auditTrail(api, superToken, { action: 'user.adjust', targetId: user.user.id });
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({
      before: { asset: 'USDT', balance: { total: '120.500000' } },
      after: {
        direction: 'debit',
        amount: '20.250000',
        reason: 'Duplicate credit',
        balance: { total: '100.250000' },
        proposalId: expect.any(Number),
      },
    });
    expect(rows[1]?.actor).toMatch(/^super-/);
    await expectLedgerClean(app);
  });

  it('a debit beyond the available balance is refused when proposed, and when approved after the money went', async () => {
    const user = await signUp(app, { usdt: '20' });
    const [transfers, proposed] = [await countOf(ledgerTransfers), await countOf(proposals)];
    expectError(
      await adjust(user.user.id, { asset: 'USDT', direction: 'debit', amount: '20.01', reason: 'Too much' }),
      'INSUFFICIENT_BALANCE',
    );
    expect([await countOf(ledgerTransfers), await countOf(proposals)]).toEqual([transfers, proposed]);

    const debit = await adjust(user.user.id, {
      asset: 'USDT',
      direction: 'debit',
      amount: '5',
      reason: 'All but the withdrawal',
    });
    expect(debit.body.data.state).toBe('pending');
    // Meanwhile 15 + 1 fee is held by a withdrawal under review: only 4 is available at approval.
    const held = await api.post(
      '/api/fund/withdraw',
      { network: 'TRC20', address: TRON_ADDRESS, amount: '15', payPassword: PAY_PASSWORD },
      { token: user.token },
    );
    expect(held.body.code).toBe(1);
    const approve = () =>
      api.post(`/admin-api/proposals/${debit.body.data.id}/approve`, {}, asOperator(superToken));
    expectError(await approve(), 'INSUFFICIENT_BALANCE');
    const list = await api.get(`/admin-api/proposals?userId=${user.user.id}`, asOperator(finance));
    expect(list.body.data.list).toMatchObject([
      { id: debit.body.data.id, state: 'pending', decidedBy: null },
    ]);
    expect(await usdtTotal(user.token)).toBe('20.000000');

    await adjustApproved(api, twoOperators(), user.user.id, {
      asset: 'USDT',
      direction: 'credit',
      amount: '1',
      reason: 'Top-up',
    });
    expect((await approve()).body.data.state).toBe('applied');
    expect((await api.get('/api/fund/usdt', { token: user.token })).body.data).toEqual({
      available: '0.000000',
      frozen: '16.000000',
      total: '16.000000',
    });
    await expectLedgerClean(app);
  });

  it('checks the amount for the asset, the reason and the user', async () => {
    const user = await signUp(app);
    const proposed = await countOf(proposals);
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
    expect(await countOf(proposals)).toBe(proposed);
  });

  it('with an Idempotency-Key a retried click proposes once', async () => {
    const user = await signUp(app);
    const body = { asset: 'USDT', direction: 'credit', amount: '7', reason: 'Retry me' };
    const key = `adj-${randomTxHash()}`;
    const first = await adjust(user.user.id, body, finance, key);
    const again = await adjust(user.user.id, body, finance, key);
    expect(again.body.data).toEqual(first.body.data);
    const [a, b] = await Promise.all([
      adjust(user.user.id, body, finance, `${key}-2`),
      adjust(user.user.id, body, finance, `${key}-2`),
    ]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(a.body.data.id).not.toBe(first.body.data.id);
    const list = await api.get(`/admin-api/proposals?userId=${user.user.id}`, asOperator(finance));
    expect(list.body.data.total).toBe(2);
    expect(
      await auditTrail(api, superToken, { action: 'proposal.create', targetId: first.body.data.id }),
    ).toHaveLength(1);
    expectError(await adjust(user.user.id, { ...body, amount: '8' }, finance, key), 'IDEMPOTENCY_CONFLICT');
    // Another user with the same body is another request too.
    const other = await signUp(app);
    expectError(await adjust(other.user.id, body, finance, key), 'IDEMPOTENCY_CONFLICT');
    // Another operator's same key is their own.
    const theirs = await adjust(user.user.id, body, superToken, key);
    expect(theirs.body.data.id).not.toBe(first.body.data.id);
    expect(await usdtTotal(user.token)).toBe('0.000000');
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
