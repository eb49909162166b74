import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import type { AuditActor } from '../admin/audit.service.ts';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { withdrawals } from '../wallet/wallet.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

const operator: AuditActor = { operator: null, actor: 'test', ip: '127.0.0.1' };
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const zero = { available: '0.000000', frozen: '0.000000', total: '0.000000' };

/** Both wallets of a user as the API shows them: main USDT and the quant wallet. */
async function wallets(token: string) {
  const res = await api.get('/api/fund/wallet', { token });
  expect(res.body.code).toBe(1);
  return { main: res.body.data.main.USDT, quant: res.body.data.quant };
}

/** Every account total and every transfer and withdrawal row: what a refused call must leave alone. */
async function snapshot() {
  const db = app.database.db;
  const [accounts, [t], [w]] = await Promise.all([
    db.select().from(ledgerAccounts).orderBy(ledgerAccounts.id),
    db.select({ n: count() }).from(ledgerTransfers),
    db.select({ n: count() }).from(withdrawals),
  ]);
  return JSON.stringify({ accounts, t, w }, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
}

async function expectClean() {
  expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
}

const move = (
  path: 'transferIn' | 'transferOut',
  token: string,
  amount: string,
  payPassword = PAY_PASSWORD,
) => api.post(`/api/coinMix/${path}`, { amount, payPassword }, { token });

describe('transfers between the main and the quant wallet', () => {
  it('moves money in and out, with a statement line on each side', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    expect((await api.get('/api/coinMix/index', { token })).body.data).toEqual({
      dailyRateBp: 10,
      balance: '0.000000',
      estimatedDaily: '0.000000',
      yesterdayEarnings: '0.000000',
      totalEarnings: '0.000000',
      mainAvailable: '1000.000000',
    });

    const into = await move('transferIn', token, '400.5');
    expect(into.body.data).toEqual({
      amount: '400.500000',
      balance: '400.500000',
      mainAvailable: '599.500000',
    });
    const out = await move('transferOut', token, '100');
    expect(out.body.data).toEqual({
      amount: '100.000000',
      balance: '300.500000',
      mainAvailable: '699.500000',
    });
    expect(await wallets(token)).toEqual({
      main: { available: '699.500000', frozen: '0.000000', total: '699.500000' },
      quant: { available: '300.500000', frozen: '0.000000', total: '300.500000' },
    });

    const wallet = (await api.get('/api/coinMix/wallet?page=1', { token })).body.data;
    expect(wallet).toMatchObject({
      balance: { available: '300.500000', frozen: '0.000000', total: '300.500000' },
      total: 2,
      page: 1,
      hasMore: false,
    });
    expect(wallet.list).toEqual([
      expect.objectContaining({ amount: '-100.000000', balanceAfter: '300.500000', code: 'coinmix_out' }),
      expect.objectContaining({ amount: '400.500000', balanceAfter: '400.500000', code: 'coinmix_in' }),
    ]);
    const main = (await api.get('/api/fund/usdtDetail', { token })).body.data.list;
    expect(main.slice(0, 2)).toEqual([
      expect.objectContaining({ amount: '100.000000', balanceAfter: '699.500000', code: 'coinmix_out' }),
      expect.objectContaining({ amount: '-400.500000', balanceAfter: '599.500000', code: 'coinmix_in' }),
    ]);
    // 0.1 % of 300.5 a day
    expect((await api.get('/api/coinMix/index', { token })).body.data).toMatchObject({
      balance: '300.500000',
      estimatedDaily: '0.300500',
      mainAvailable: '699.500000',
    });
    await expectClean();
  });

  it('refuses an overdraft either way, a wrong payment password and a bad amount, changing nothing', async () => {
    const { token } = await signUp(app, { usdt: '50' });
    expect((await move('transferIn', token, '20')).body.code).toBe(1);
    const before = await snapshot();
    expectError(await move('transferIn', token, '30.01'), 'INSUFFICIENT_BALANCE');
    expectError(await move('transferOut', token, '20.01'), 'INSUFFICIENT_BALANCE');
    const wrong = await move('transferOut', token, '1', '000000');
    expectError(wrong, 'PAY_PASSWORD_WRONG_LEFT');
    expect(wrong.body.data.remaining).toBe(4);
    for (const [amount, error] of [
      ['1.001', 'AMOUNT_TOO_PRECISE'],
      ['0', 'AMOUNT_NOT_POSITIVE'],
      ['-5', 'AMOUNT_INVALID'],
    ]) {
      const res = await move('transferIn', token, amount as string);
      expectError(res, 'VALIDATION');
      expect(res.body.data.fields[0].error).toBe(error);
    }
    expect(await snapshot()).toBe(before);
    expect(await wallets(token)).toEqual({
      main: { available: '30.000000', frozen: '0.000000', total: '30.000000' },
      quant: { available: '20.000000', frozen: '0.000000', total: '20.000000' },
    });
  });

  it('refuses to move out of a frozen quant wallet', async () => {
    const { user, token } = await signUp(app, { usdt: '10' });
    expect((await move('transferIn', token, '10')).body.code).toBe(1);
    const quant = await app.services.ledger.userAccount(app.database.db, user.id, 'USDT', 'quant');
    await app.database.db.update(ledgerAccounts).set({ frozen: true }).where(eq(ledgerAccounts.id, quant));
    const before = await snapshot();
    expectError(await move('transferOut', token, '1'), 'ACCOUNT_FROZEN');
    expect(await snapshot()).toBe(before);
  });

  it('an Idempotency-Key makes a repeated transfer move the money once', async () => {
    const { token } = await signUp(app, { usdt: '100' });
    const headers = { 'idempotency-key': `k-${randomBytes(8).toString('hex')}` };
    const body = { amount: '40', payPassword: PAY_PASSWORD };
    const first = await api.post('/api/coinMix/transferIn', body, { token, headers });
    const again = await api.post('/api/coinMix/transferIn', body, { token, headers });
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await wallets(token)).quant.total).toBe('40.000000');
  });
});

describe('withdrawal from the quant wallet', () => {
  const withdraw = (token: string, amount: string, address = TRON) =>
    api.post(
      '/api/coinMix/withdraw',
      { network: 'TRC20', address, amount, payPassword: PAY_PASSWORD },
      { token },
    );

  it('holds amount + fee in the quant wallet; paid posts it, rejected gives it back', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    await move('transferIn', token, '300');
    // The default TRC20 rule: min 10, fee 1.
    const first = await withdraw(token, '100');
    expect(first.body.data).toMatchObject({
      accountKind: 'quant',
      amount: '100.000000',
      fee: '1.000000',
      state: 'reviewing',
    });
    expect(await wallets(token)).toEqual({
      main: { available: '700.000000', frozen: '0.000000', total: '700.000000' },
      quant: { available: '199.000000', frozen: '101.000000', total: '300.000000' },
    });
    // The review queue and the user's list show where the money comes from.
    const queue = await app.services.walletLists.listWithdrawals({
      state: 'reviewing',
      page: 1,
      limit: 50,
      sort: 'createdAt',
    });
    expect(queue.list.find((w) => w.id === first.body.data.id)).toMatchObject({ accountKind: 'quant' });

    const paid = await app.services.walletReview.payWithdrawal(
      first.body.data.id,
      randomBytes(32).toString('hex'),
      operator,
    );
    expect(paid.state).toBe('paid');
    expect((await wallets(token)).quant).toEqual({
      available: '199.000000',
      frozen: '0.000000',
      total: '199.000000',
    });

    const second = await withdraw(token, '50');
    expect((await wallets(token)).quant.frozen).toBe('51.000000');
    await app.services.walletReview.rejectWithdrawal(second.body.data.id, 'Address risk', operator);
    expect(await wallets(token)).toEqual({
      main: { available: '700.000000', frozen: '0.000000', total: '700.000000' },
      quant: { available: '199.000000', frozen: '0.000000', total: '199.000000' },
    });
    const list = (await api.get('/api/fund/withdrawList', { token })).body.data.list;
    expect(list.map((w: { state: string; accountKind: string }) => [w.state, w.accountKind])).toEqual([
      ['rejected', 'quant'],
      ['paid', 'quant'],
    ]);
    const lines = (await api.get('/api/coinMix/wallet', { token })).body.data.list;
    expect(lines.slice(0, 2)).toEqual([
      expect.objectContaining({ amount: '-1.000000', code: 'fee', refType: 'withdrawal' }),
      expect.objectContaining({ amount: '-100.000000', balanceAfter: '200.000000', code: 'withdraw' }),
    ]);
    await expectClean();
  });

  it('draws on the quant wallet only, with the same rules and a daily limit shared with the main wallet', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    await move('transferIn', token, '100');
    const before = await snapshot();
    // 100 + fee 1 is more than the quant wallet holds, though the main wallet could pay it.
    expectError(await withdraw(token, '100'), 'INSUFFICIENT_BALANCE');
    expectError(await withdraw(token, '9.99'), 'WITHDRAW_BELOW_MIN');
    expectError(await withdraw(token, '20', 'T123'), 'ADDRESS_INVALID');
    expect(await snapshot()).toBe(before);

    const config = await app.services.settings.get();
    await app.services.settings.update({
      ...config,
      withdraw: config.withdraw.map((r) => (r.network === 'TRC20' ? { ...r, dailyLimit: '150' } : r)),
    });
    try {
      const main = await api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON, amount: '100', payPassword: PAY_PASSWORD },
        { token },
      );
      expect(main.body.data.accountKind).toBe('main');
      const over = await withdraw(token, '60');
      expectError(over, 'WITHDRAW_DAILY_LIMIT');
      expect(over.body.data.remaining).toBe('50.000000');
      expect((await withdraw(token, '50')).body.code).toBe(1);
    } finally {
      await app.services.settings.update(config);
    }
    expect(await wallets(token)).toEqual({
      main: { available: '799.000000', frozen: '101.000000', total: '900.000000' },
      quant: { available: '49.000000', frozen: '51.000000', total: '100.000000' },
    });
    await expectClean();
  });
});

describe('a new user', () => {
  it('sees an empty quant wallet', async () => {
    const { token } = await signUp(app);
    expect((await api.get('/api/coinMix/wallet', { token })).body.data).toMatchObject({
      balance: zero,
      list: [],
      total: 0,
    });
  });
});
