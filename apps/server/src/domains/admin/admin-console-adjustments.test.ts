import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import { randomTxHash, TRON_ADDRESS } from '../../test/wallet.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';

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

async function transferCount() {
  const [row] = await app.database.db.select({ n: count() }).from(ledgerTransfers);
  return row?.n ?? 0;
}

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

    const rows = await auditTrail(api, superToken, { action: 'user.adjust', targetId: user.user.id });
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
    await expectLedgerClean(app);
  });

  it('a debit beyond the available balance is refused and changes nothing', async () => {
    const user = await signUp(app, { usdt: '20' });
    const transfers = await transferCount();
    const auditRows = (await auditTrail(api, superToken, { targetId: user.user.id })).length;
    expectError(
      await adjust(user.user.id, { asset: 'USDT', direction: 'debit', amount: '20.01', reason: 'Too much' }),
      'INSUFFICIENT_BALANCE',
    );
    expect((await api.get('/api/fund/usdt', { token: user.token })).body.data.total).toBe('20.000000');
    expect(await transferCount()).toBe(transfers);
    expect(await auditTrail(api, superToken, { targetId: user.user.id })).toHaveLength(auditRows);
    // Held money (a withdrawal of 15 + 1 fee under review) is not available either.
    const held = await api.post(
      '/api/fund/withdraw',
      { network: 'TRC20', address: TRON_ADDRESS, amount: '15', payPassword: PAY_PASSWORD },
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
    await expectLedgerClean(app);
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
    const key = `adj-${randomTxHash()}`;
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
    expect(await auditTrail(api, superToken, { action: 'user.adjust', targetId: user.user.id })).toHaveLength(
      2,
    );
    expectError(await adjust(user.user.id, { ...body, amount: '8' }, finance, key), 'IDEMPOTENCY_CONFLICT');
    // Another operator's same key is their own.
    const other = await adjust(user.user.id, body, superToken, key);
    expect(other.body.data.replayed).toBe(false);
    await expectLedgerClean(app);
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
