import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { type Api, dbKind, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectKeysetPagesOfFive } from '../../test/paging.ts';
import { credit, PAY_PASSWORD, setFrozen, signUp, uploadProof } from '../../test/users.ts';
import type { AuditActor } from '../admin/audit.service.ts';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { verifyLedger } from '../ledger/ledger.verify.ts';
import { fundTransfers, recharges, withdrawals } from './wallet.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

const operator: AuditActor = { operator: null, actor: 'test', ip: '127.0.0.1' };
const hash = () => randomBytes(32).toString('hex');
/** A well-formed proof path nobody uploaded: enough where validation refuses the call first. */
const PROOF = `/uploads/${'a'.repeat(64)}.png`;
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

async function usdt(token: string) {
  const res = await api.get('/api/fund/usdt', { token });
  expect(res.body.code).toBe(1);
  return res.body.data as { available: string; frozen: string; total: string };
}

/** Everything a refused call must leave untouched: every account total and every business row. */
async function snapshot() {
  const db = app.database.db;
  const [accounts, [t], [r], [w], [f]] = await Promise.all([
    db.select().from(ledgerAccounts).orderBy(ledgerAccounts.id),
    db.select({ n: count() }).from(ledgerTransfers),
    db.select({ n: count() }).from(recharges),
    db.select({ n: count() }).from(withdrawals),
    db.select({ n: count() }).from(fundTransfers),
  ]);
  return JSON.stringify({ accounts, t, r, w, f }, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
}

async function expectClean() {
  expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
}

describe('balances', () => {
  it('answers every balance of the demo user as strings, and the wallet summary', async () => {
    const login = await api.post('/api/user/login', { account: DEMO.mobile, password: DEMO.password });
    const token = login.body.data.userinfo.token;
    const all = await api.get('/api/user/balance', { token });
    expect(all.body.data).toEqual({
      USDT: { available: '10000.000000', frozen: '0.000000', total: '10000.000000' },
      MCC: { available: '1000.000000', frozen: '0.000000', total: '1000.000000' },
      SSK: { available: '1000.000000', frozen: '0.000000', total: '1000.000000' },
    });
    const wallet = await api.get('/api/fund/wallet', { token });
    expect(wallet.body.data.main).toEqual(all.body.data);
    expect(wallet.body.data.quant).toEqual({ available: '0.000000', frozen: '0.000000', total: '0.000000' });
    expect(await usdt(token)).toEqual(all.body.data.USDT);
    const detail = await api.get('/api/fund/usdtDetail?page=1', { token });
    expect(detail.body.data).toMatchObject({ total: 1, page: 1, limit: 10, hasMore: false });
    expect(detail.body.data.list[0]).toMatchObject({
      amount: '10000.000000',
      balanceAfter: '10000.000000',
      code: 'adjustment',
    });
  });

  it('pages a statement newest first with its total, on every page and past the last one', async () => {
    const { user, token } = await signUp(app);
    const none = await api.get('/api/fund/usdtDetail?page=1', { token });
    expect(none.body.data).toMatchObject({ list: [], total: 0, hasMore: false });
    for (const amount of ['1', '2', '3']) await credit(app, user.id, amount);
    const page = async (n: number) =>
      (await api.get(`/api/fund/usdtDetail?page=${n}&limit=2`, { token })).body.data;
    const [first, second, past] = [await page(1), await page(2), await page(5)];
    expect(first.list.map((l: { amount: string }) => l.amount)).toEqual(['3.000000', '2.000000']);
    expect(first).toMatchObject({ total: 3, hasMore: true });
    expect(second.list.map((l: { amount: string }) => l.amount)).toEqual(['1.000000']);
    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect(past).toMatchObject({ list: [], total: 3, hasMore: false });
  });

  it('reads a page after the last line the client holds (`before`) exactly as by its number; past the end is empty, a bad cursor is refused', async () => {
    const { user, token } = await signUp(app);
    const other = await signUp(app);
    // Someone else's lines between this user's: a cursor bounds the id, never the owner.
    for (const amount of ['1', '2', '3', '4', '5']) {
      await credit(app, user.id, amount);
      await credit(app, other.user.id, amount);
    }
    await expectKeysetPagesOfFive(api, '/api/fund/usdtDetail', token);
  });
});

describe('recharge', () => {
  it('records a pending recharge; approval credits once, with a statement line; a hash counts once, ever', async () => {
    const { user, token } = await signUp(app);
    const txHash = hash();
    const res = await api.post(
      '/api/fund/recharge',
      {
        network: 'ERC20',
        amount: '150.25',
        txHash: `0x${txHash.toUpperCase()}`,
        proof: await uploadProof(app, user.id),
      },
      { token },
    );
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      amount: '150.250000',
      state: 'reviewing',
      txHash,
      reviewedAt: null,
    });
    expect((await usdt(token)).total).toBe('0.000000');

    // The same hash again, in any spelling, by anyone, is refused.
    const other = await signUp(app);
    const otherProof = await uploadProof(app, other.user.id);
    for (const spelling of [txHash, `0x${txHash}`]) {
      expectError(
        await api.post(
          '/api/fund/recharge',
          { network: 'TRC20', amount: '1', txHash: spelling, proof: otherProof },
          { token: other.token },
        ),
        'TX_HASH_USED',
      );
    }

    const approved = await app.services.walletReview.approveRecharge(res.body.data.id, operator);
    expect(approved.state).toBe('approved');
    expect(await usdt(token)).toEqual({ available: '150.250000', frozen: '0.000000', total: '150.250000' });
    await expect(app.services.walletReview.approveRecharge(res.body.data.id, operator)).rejects.toMatchObject(
      {
        key: 'ALREADY_REVIEWED',
      },
    );
    await expect(
      app.services.walletReview.rejectRecharge(res.body.data.id, 'late', operator),
    ).rejects.toMatchObject({ key: 'ALREADY_REVIEWED' });
    expect((await usdt(token)).total).toBe('150.250000');

    const line = (await api.get('/api/fund/usdtDetail', { token })).body.data.list[0];
    expect(line).toMatchObject({
      amount: '150.250000',
      balanceAfter: '150.250000',
      code: 'deposit',
      refType: 'recharge',
      refId: String(res.body.data.id),
    });
    const list = await api.get('/api/fund/rechargeList?page=1', { token });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id: res.body.data.id, state: 'approved' }),
    ]);
    await expectClean();
  });

  it('a rejected recharge credits nothing and shows the reason', async () => {
    const { user, token } = await signUp(app);
    const res = await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: '20', txHash: hash(), proof: await uploadProof(app, user.id) },
      { token },
    );
    await app.services.walletReview.rejectRecharge(res.body.data.id, 'No such transaction', operator);
    expect((await usdt(token)).total).toBe('0.000000');
    const list = await api.get('/api/fund/rechargeList', { token });
    expect(list.body.data.list[0]).toMatchObject({ state: 'rejected', reason: 'No such transaction' });
    expect(list.body.data.list[0].reviewedAt).toEqual(expect.any(String));
  });

  it('a fault after the ledger credit but before the recharge row commits leaves no trace', async () => {
    const { user, token } = await signUp(app);
    const res = await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: '30', txHash: hash(), proof: await uploadProof(app, user.id) },
      { token },
    );
    const before = await snapshot();
    const record = app.services.audit.record;
    app.services.audit.record = async () => {
      throw new Error('disk full');
    };
    try {
      await expect(app.services.walletReview.approveRecharge(res.body.data.id, operator)).rejects.toThrow(
        'disk full',
      );
    } finally {
      app.services.audit.record = record;
    }
    expect(await snapshot()).toBe(before);
    expect((await api.get('/api/fund/rechargeList', { token })).body.data.list[0].state).toBe('reviewing');
    await expectClean();
  });

  it('refuses a disabled network, a bad hash and a proof that is not an upload of ours', async () => {
    const { user, token } = await signUp(app);
    const body = { network: 'TRC20', amount: '10', txHash: hash(), proof: await uploadProof(app, user.id) };
    for (const [patch, error] of [
      [{ network: 'BTC' }, 'NETWORK_INVALID'],
      [{ txHash: 'abc' }, 'TX_HASH_INVALID'],
      [{ txHash: `0x${'g'.repeat(64)}` }, 'TX_HASH_INVALID'],
      [{ proof: 'https://evil.example/x.png' }, 'PROOF_INVALID'],
      [{ proof: '/uploads/../../etc/passwd' }, 'PROOF_INVALID'],
    ] as const) {
      const res = await api.post('/api/fund/recharge', { ...body, ...patch }, { token });
      expectError(res, 'VALIDATION');
      expect(res.body.data.fields[0].error).toBe(error);
    }
    const config = await app.services.settings.get();
    await app.services.settings.update({
      ...config,
      depositNetworks: config.depositNetworks.map((n) => ({ ...n, enabled: n.network !== 'TRC20' })),
    });
    try {
      expectError(await api.post('/api/fund/recharge', body, { token }), 'NETWORK_DISABLED');
    } finally {
      await app.services.settings.update(config);
    }
  });

  it("refuses a proof the user did not upload: another user's, or a file name never uploaded", async () => {
    const owner = await signUp(app);
    const { token } = await signUp(app);
    const before = await snapshot();
    for (const proof of [await uploadProof(app, owner.user.id), PROOF]) {
      expectError(
        await api.post(
          '/api/fund/recharge',
          { network: 'TRC20', amount: '10', txHash: hash(), proof },
          { token },
        ),
        'PROOF_NOT_YOURS',
      );
    }
    expect((await api.get('/api/fund/rechargeList', { token })).body.data.list).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

describe('withdraw', () => {
  it('holds amount + fee while reviewed; paid posts it, rejected gives it back', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    const config = await app.services.settings.get();
    await app.services.settings.update({
      ...config,
      withdraw: config.withdraw.map((r) => (r.network === 'TRC20' ? { ...r, fixedFee: '1', feeBp: 25 } : r)),
    });
    try {
      const res = await api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON, amount: '100.01', payPassword: PAY_PASSWORD },
        { token },
      );
      expect(res.body.code).toBe(1);
      // 1 fixed + 0.25 % of 100.01 = 0.250025 → rounded up to the micro-unit: 1.250025
      expect(res.body.data).toMatchObject({ amount: '100.010000', fee: '1.250025', state: 'reviewing' });
      expect(await usdt(token)).toEqual({
        available: '898.739975',
        frozen: '101.260025',
        total: '1000.000000',
      });

      const rejected = await app.services.walletReview.rejectWithdrawal(
        res.body.data.id,
        'Address risk',
        operator,
      );
      expect(rejected).toMatchObject({ state: 'rejected', reason: 'Address risk' });
      expect(await usdt(token)).toEqual({
        available: '1000.000000',
        frozen: '0.000000',
        total: '1000.000000',
      });

      const second = await api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON, amount: '200', payPassword: PAY_PASSWORD },
        { token },
      );
      const chainTx = hash();
      const paid = await app.services.walletReview.payWithdrawal(second.body.data.id, chainTx, operator);
      expect(paid).toMatchObject({ state: 'paid', txHash: chainTx });
      expect(await usdt(token)).toEqual({ available: '798.500000', frozen: '0.000000', total: '798.500000' });
      await expect(
        app.services.walletReview.rejectWithdrawal(second.body.data.id, 'too late', operator),
      ).rejects.toMatchObject({ key: 'ALREADY_REVIEWED' });

      const lines = (await api.get('/api/fund/usdtDetail', { token })).body.data.list;
      expect(lines.slice(0, 2)).toEqual([
        expect.objectContaining({ amount: '-1.500000', balanceAfter: '798.500000', code: 'fee' }),
        expect.objectContaining({ amount: '-200.000000', balanceAfter: '800.000000', code: 'withdraw' }),
      ]);
      const list = (await api.get('/api/fund/withdrawList', { token })).body.data.list;
      expect(list.map((w: { state: string }) => w.state)).toEqual(['paid', 'rejected']);

      // One chain transaction pays one withdrawal.
      const third = await api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON, amount: '10', payPassword: PAY_PASSWORD },
        { token },
      );
      await expect(
        app.services.walletReview.payWithdrawal(third.body.data.id, chainTx, operator),
      ).rejects.toMatchObject({ key: 'TX_HASH_USED' });
      await expectClean();
    } finally {
      await app.services.settings.update(config);
    }
  });

  it('checks the address per network: TRC20 base58check, EVM checksum', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    const tronTypo = `${TRON.slice(0, -1)}${TRON.endsWith('E') ? 'F' : 'E'}`;
    const evmBadChecksum = EVM.replace('aAeb', 'aaEb');
    for (const [network, address] of [
      ['TRC20', tronTypo],
      ['TRC20', EVM],
      ['TRC20', 'T123'],
      ['ERC20', evmBadChecksum],
      ['BEP20', TRON],
      ['ERC20', '0x1234'],
    ] as const) {
      expectError(
        await api.post(
          '/api/fund/withdraw',
          { network, address, amount: '50', payPassword: PAY_PASSWORD },
          { token },
        ),
        'ADDRESS_INVALID',
      );
    }
    // All lower case has no checksum to check; it is stored checksummed.
    const lower = await api.post(
      '/api/fund/withdraw',
      { network: 'ERC20', address: EVM.toLowerCase(), amount: '50', payPassword: PAY_PASSWORD },
      { token },
    );
    expect(lower.body.data.address).toBe(EVM);
  });

  it('applies min, max and the rolling 24-hour limit per network', async () => {
    const { token } = await signUp(app, { usdt: '200000' });
    const send = (amount: string) =>
      api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON, amount, payPassword: PAY_PASSWORD },
        { token },
      );
    const low = await send('9.99');
    expectError(low, 'WITHDRAW_BELOW_MIN');
    expect(low.body.msg).toContain('10');
    expectError(await send('50000.01'), 'WITHDRAW_ABOVE_MAX');
    expect((await send('50000')).body.code).toBe(1);
    expect((await send('50000')).body.code).toBe(1);
    const over = await send('10');
    expect((await send('0.01')).body.code).toBe(0);
    expect((await api.get('/api/fund/withdrawQuota', { token })).body.data).toContainEqual({
      network: 'TRC20',
      used: '100000.000000',
      remaining: '0.000000',
    });
    expectError(over, 'WITHDRAW_DAILY_LIMIT');
    expect(over.body.data.remaining).toBe('0.000000');
    app.clock.advance(24 * 3_600_000 + 1000);
    expect((await send('10')).body.code).toBe(1);
  });

  it('locks money-moving calls for 15 minutes after five wrong payment passwords', async () => {
    const { token } = await signUp(app, { usdt: '100' });
    const send = (payPassword: string) =>
      api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON, amount: '10', payPassword },
        { token },
      );
    const before = await snapshot();
    for (let left = 4; left >= 1; left--) {
      const res = await send('000000');
      expectError(res, 'PAY_PASSWORD_WRONG_LEFT');
      expect(res.body.data.remaining).toBe(left);
    }
    expectError(await send('000000'), 'PAY_PASSWORD_LOCKED');
    const locked = await send(PAY_PASSWORD);
    expectError(locked, 'PAY_PASSWORD_LOCKED');
    expect(locked.body.data.minutes).toBe(15);
    expectError(
      await api.post(
        '/api/fund/transfer',
        { to: DEMO.mobile, amount: '1', payPassword: PAY_PASSWORD },
        { token },
      ),
      'PAY_PASSWORD_LOCKED',
    );
    expect(await snapshot()).toBe(before);
    app.clock.advance(15 * 60_000 + 1000);
    expect((await send(PAY_PASSWORD)).body.code).toBe(1);
  });

  it('asks for a payment password first when none is set', async () => {
    const user = await app.services.auth.createUser({});
    expect(user.payPasswordHash).toBeNull();
    await expect(app.services.auth.verifyPayPassword(user.id, '123456')).rejects.toMatchObject({
      key: 'PAY_PASSWORD_NOT_SET',
    });
  });
});

describe('transfer', () => {
  it('shows the masked recipient, then moves amount and fee at once', async () => {
    const sender = await signUp(app, { usdt: '500' });
    const recipient = await signUp(app, { email: `r${randomBytes(4).toString('hex')}@example.com` });
    const config = await app.services.settings.get();
    await app.services.settings.update({ ...config, transferFeeBp: 10 });
    try {
      for (const to of [recipient.user.uid, recipient.mobile, recipient.user.email ?? '']) {
        const found = await api.get(`/api/fund/recipient?to=${encodeURIComponent(to)}`, {
          token: sender.token,
        });
        expect(found.body.data).toEqual({
          uid: recipient.user.uid,
          nickname: 'T****r',
          contact: `${recipient.mobile.slice(0, 3)}****${recipient.mobile.slice(-4)}`,
        });
      }
      const res = await api.post(
        '/api/fund/transfer',
        { to: recipient.user.uid, amount: '123.45', payPassword: PAY_PASSWORD },
        { token: sender.token },
      );
      expect(res.body.code).toBe(1);
      // 0.1 % of 123.45 = 0.12345, paid by the sender.
      expect(res.body.data).toMatchObject({ amount: '123.450000', fee: '0.123450' });
      expect((await usdt(sender.token)).total).toBe('376.426550');
      expect((await usdt(recipient.token)).total).toBe('123.450000');
      const line = (await api.get('/api/fund/usdtDetail', { token: recipient.token })).body.data.list[0];
      expect(line).toMatchObject({ amount: '123.450000', balanceAfter: '123.450000', code: 'transfer' });
      await expectClean();
    } finally {
      await app.services.settings.update(config);
    }
  });

  it('a statement names the other user of a transfer (masked) and the business reference', async () => {
    const sender = await signUp(app, { usdt: '500' });
    const recipient = await signUp(app, {});
    const config = await app.services.settings.get();
    await app.services.settings.update({ ...config, transferFeeBp: 10 });
    try {
      const sent = await api.post(
        '/api/fund/transfer',
        { to: recipient.user.uid, amount: '100', payPassword: PAY_PASSWORD },
        { token: sender.token },
      );
      const id = String(sent.body.data.id);
      const masked = (s: { user: { uid: string }; mobile: string }) => ({
        uid: s.user.uid,
        nickname: 'T****r',
        contact: `${s.mobile.slice(0, 3)}****${s.mobile.slice(-4)}`,
      });
      const [received] = (await api.get('/api/fund/usdtDetail', { token: recipient.token })).body.data.list;
      expect(received).toMatchObject({ refType: 'transfer', refId: id, counterparty: masked(sender) });
      const [fee, out] = (await api.get('/api/fund/usdtDetail', { token: sender.token })).body.data.list;
      expect(out).toMatchObject({ amount: '-100.000000', refId: id, counterparty: masked(recipient) });
      expect(fee).toMatchObject({ code: 'fee', refId: id, counterparty: masked(recipient) });
      // Lines that are not transfers between users name nobody.
      const [opening] = (
        await api.get('/api/fund/usdtDetail?page=1&limit=50', { token: sender.token })
      ).body.data.list.slice(-1);
      expect(opening.counterparty).toBeUndefined();
    } finally {
      await app.services.settings.update(config);
    }
  });

  it('refuses yourself, unknown people, frozen accounts and more than the balance, changing nothing', async () => {
    const sender = await signUp(app, { usdt: '100' });
    const other = await signUp(app);
    const send = (to: string, amount = '10', token = sender.token) =>
      api.post('/api/fund/transfer', { to, amount, payPassword: PAY_PASSWORD }, { token });
    await setFrozen(app, other.user.id, false); // opens the recipient's account before the snapshot
    const before = await snapshot();
    expectError(await send(sender.user.uid), 'TRANSFER_TO_SELF');
    expectError(await send(sender.mobile), 'TRANSFER_TO_SELF');
    expectError(
      await api.get(`/api/fund/recipient?to=${sender.user.uid}`, { token: sender.token }),
      'TRANSFER_TO_SELF',
    );
    expectError(await send('99999999'), 'RECIPIENT_NOT_FOUND');
    expectError(
      await api.get('/api/fund/recipient?to=nobody@example.com', { token: sender.token }),
      'RECIPIENT_NOT_FOUND',
    );
    expectError(await send(other.user.uid, '100.01'), 'INSUFFICIENT_BALANCE');
    await setFrozen(app, sender.user.id, true);
    expectError(await send(other.user.uid), 'ACCOUNT_FROZEN');
    await setFrozen(app, sender.user.id, false);
    await setFrozen(app, other.user.id, true);
    expectError(await send(other.user.uid), 'ACCOUNT_FROZEN');
    await setFrozen(app, other.user.id, false);
    expect(await snapshot()).toBe(before);
  });

  it('a fee the balance cannot cover undoes the amount already moved in the same statement', async () => {
    const sender = await signUp(app, { usdt: '100' });
    const other = await signUp(app);
    await setFrozen(app, other.user.id, false);
    const config = await app.services.settings.get();
    await app.services.settings.update({ ...config, transferFeeBp: 10 });
    try {
      const before = await snapshot();
      // The amount (100) fits and moves first; its 0.1 fee then does not: nothing of either stays.
      const res = await api.post(
        '/api/fund/transfer',
        { to: other.user.uid, amount: '100', payPassword: PAY_PASSWORD },
        { token: sender.token },
      );
      expectError(res, 'INSUFFICIENT_BALANCE');
      expect(await snapshot()).toBe(before);
      expect((await usdt(sender.token)).total).toBe('100.000000');
      await expectClean();
    } finally {
      await app.services.settings.update(config);
    }
  });
});

describe('amounts as the API writes them', () => {
  it('a transfer, a withdrawal and a recharge take "100.000000" (and the withdrawal minimum echoed back)', async () => {
    const sender = await signUp(app, { usdt: '1000' });
    const other = await signUp(app);
    const transfer = await api.post(
      '/api/fund/transfer',
      { to: other.user.uid, amount: '100.000000', payPassword: PAY_PASSWORD },
      { token: sender.token },
    );
    expect(transfer.body.data.amount).toBe('100.000000');
    const min = (await api.get('/api/common/sysConfig')).body.data.withdraw[0];
    const withdrawal = await api.post(
      '/api/fund/withdraw',
      { network: min.network, address: TRON, amount: `${min.min}.000000`, payPassword: PAY_PASSWORD },
      { token: sender.token },
    );
    expect(withdrawal.body.data.amount).toBe(`${min.min}.000000`);
    const recharge = await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: '12.340000', txHash: hash(), proof: await uploadProof(app, other.user.id) },
      { token: other.token },
    );
    expect(recharge.body.data.amount).toBe('12.340000');
    // What the answer said is accepted back as it is.
    const again = await api.post(
      '/api/fund/transfer',
      { to: sender.user.uid, amount: transfer.body.data.amount, payPassword: PAY_PASSWORD },
      { token: other.token },
    );
    expect(again.body.code).toBe(1);
  });
});

describe('bad amounts', () => {
  const AMOUNTS = [
    ['-5', 'AMOUNT_INVALID'],
    ['0', 'AMOUNT_NOT_POSITIVE'],
    ['0.00', 'AMOUNT_NOT_POSITIVE'],
    ['1.001', 'AMOUNT_TOO_PRECISE'],
    ['1.0010', 'AMOUNT_TOO_PRECISE'],
    [' 1', 'AMOUNT_SPACES'],
    ['1 ', 'AMOUNT_SPACES'],
    ['01', 'AMOUNT_LEADING_ZERO'],
    ['00.5', 'AMOUNT_LEADING_ZERO'],
    ['99999999999999999999', 'AMOUNT_TOO_LARGE'],
    ['abc', 'AMOUNT_INVALID'],
    ['1e5', 'AMOUNT_INVALID'],
    ['NaN', 'AMOUNT_INVALID'],
    ['', 'AMOUNT_INVALID'],
    [12, 'AMOUNT_INVALID'],
    [null, 'AMOUNT_INVALID'],
  ] as const;

  it.each(['/api/fund/recharge', '/api/fund/withdraw', '/api/fund/transfer'])(
    '%s refuses negative, zero, too precise, absurd and non-numbers, in every language, changing nothing',
    async (path) => {
      const sender = await signUp(app, { usdt: '100' });
      const other = await signUp(app);
      const base = {
        '/api/fund/recharge': { network: 'TRC20', txHash: hash(), proof: PROOF },
        '/api/fund/withdraw': { network: 'TRC20', address: TRON, payPassword: PAY_PASSWORD },
        '/api/fund/transfer': { to: other.user.uid, payPassword: PAY_PASSWORD },
      }[path];
      const before = await snapshot();
      for (const [amount, error] of AMOUNTS) {
        for (const lang of ['zh-Hans', 'en', 'ja', 'zh-Hant']) {
          const res = await api.post(path, { ...base, amount }, { token: sender.token, lang });
          expectError(res, 'VALIDATION');
          expect({ amount, error: res.body.data.fields[0].error }).toEqual({ amount, error });
          expect(res.body.data.field).toBe('amount');
          expect(res.body.msg).not.toMatch(/AMOUNT_/);
        }
      }
      expect(await snapshot()).toBe(before);
    },
  );

  it('refuses a wrong payment password without moving money', async () => {
    const sender = await signUp(app, { usdt: '100' });
    const other = await signUp(app);
    const before = await snapshot();
    expectError(
      await api.post(
        '/api/fund/transfer',
        { to: other.user.uid, amount: '1', payPassword: '111111' },
        { token: sender.token },
      ),
      'PAY_PASSWORD_WRONG_LEFT',
    );
    const res = await api.post(
      '/api/fund/transfer',
      { to: other.user.uid, amount: '1', payPassword: '12ab' },
      { token: sender.token },
    );
    expect(res.body.data.fields[0].error).toBe('PAY_PASSWORD_FORMAT');
    // The failure counter lives on the user, not in the ledger: every account and row is as before.
    expect(await snapshot()).toBe(before);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, refuses another body, and expires after 24 h', async () => {
    const sender = await signUp(app, { usdt: '100' });
    const other = await signUp(app);
    const body = { to: other.user.uid, amount: '10', payPassword: PAY_PASSWORD };
    const headers = { 'idempotency-key': `k-${randomBytes(8).toString('hex')}` };
    const first = await api.post('/api/fund/transfer', body, { token: sender.token, headers });
    expect(first.body.code).toBe(1);
    const again = await api.post('/api/fund/transfer', body, { token: sender.token, headers });
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await usdt(sender.token)).total).toBe('90.000000');
    expectError(
      await api.post('/api/fund/transfer', { ...body, amount: '11' }, { token: sender.token, headers }),
      'IDEMPOTENCY_CONFLICT',
    );
    // Another user's identical key is theirs alone.
    const third = await signUp(app, { usdt: '100' });
    expect((await api.post('/api/fund/transfer', body, { token: third.token, headers })).body.code).toBe(1);

    app.clock.advance(24 * 3_600_000 + 1000);
    const later = await api.post('/api/fund/transfer', body, { token: sender.token, headers });
    expect(later.body.code).toBe(1);
    expect(later.body.data.id).not.toBe(first.body.data.id);
    expect((await usdt(sender.token)).total).toBe('80.000000');
  });

  it('does not keep a failed answer: the corrected request may reuse the key', async () => {
    const sender = await signUp(app, { usdt: '5' });
    const other = await signUp(app);
    const headers = { 'idempotency-key': `k-${randomBytes(8).toString('hex')}` };
    const body = { to: other.user.uid, amount: '10', payPassword: PAY_PASSWORD };
    expectError(
      await api.post('/api/fund/transfer', body, { token: sender.token, headers }),
      'INSUFFICIENT_BALANCE',
    );
    await credit(app, sender.user.id, '10');
    expect((await api.post('/api/fund/transfer', body, { token: sender.token, headers })).body.code).toBe(1);
    expectError(
      await api.post('/api/fund/transfer', body, {
        token: sender.token,
        headers: { 'idempotency-key': 'has space' },
      }),
      'IDEMPOTENCY_KEY_INVALID',
    );
  });

  it('50 concurrent identical requests with one key make one transfer and get one answer', async () => {
    const sender = await signUp(app, { usdt: '1000' });
    const other = await signUp(app);
    const headers = { 'idempotency-key': `k-${randomBytes(8).toString('hex')}` };
    const body = { to: other.user.uid, amount: '7', payPassword: PAY_PASSWORD };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.post('/api/fund/transfer', body, { token: sender.token, headers }),
      ),
    );
    const ids = new Set(answers.filter((a) => a.body.code === 1).map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.body.code === 1)).toBe(true);
    expect((await usdt(sender.token)).total).toBe('993.000000');
    const [rows] = await app.database.db
      .select({ n: count() })
      .from(fundTransfers)
      .where(eq(fundTransfers.fromUserId, sender.user.id));
    expect(rows?.n).toBe(1);
  });
});

describe.skipIf(dbKind !== 'postgres')('concurrency on PostgreSQL', () => {
  it('64 parallel withdrawals of the full balance give exactly one hold', async () => {
    const { token } = await signUp(app, { usdt: '101' });
    const answers = await Promise.all(
      Array.from({ length: 64 }, () =>
        api.post(
          '/api/fund/withdraw',
          { network: 'TRC20', address: TRON, amount: '100', payPassword: PAY_PASSWORD },
          { token },
        ),
      ),
    );
    const won = answers.filter((a) => a.body.code === 1);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.code !== 1))
      expect(lost.body.data.error).toBe('INSUFFICIENT_BALANCE');
    expect(await usdt(token)).toEqual({ available: '0.000000', frozen: '101.000000', total: '101.000000' });
    await expectClean();
  });
});
