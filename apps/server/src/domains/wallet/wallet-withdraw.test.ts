import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed.ts';
import { type Api, dbKind, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import {
  EVM_ADDRESS,
  REVIEWER,
  randomTxHash,
  TRON_ADDRESS,
  usdtBalance,
  walletSnapshot,
} from '../../test/wallet.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

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
        { network: 'TRC20', address: TRON_ADDRESS, amount: '100.01', payPassword: PAY_PASSWORD },
        { token },
      );
      expect(res.body.code).toBe(1);
      // 1 fixed + 0.25 % of 100.01 = 0.250025 → rounded up to the micro-unit: 1.250025
      expect(res.body.data).toMatchObject({ amount: '100.010000', fee: '1.250025', state: 'reviewing' });
      expect(await usdtBalance(api, token)).toEqual({
        available: '898.739975',
        frozen: '101.260025',
        total: '1000.000000',
      });

      const rejected = await app.services.walletReview.rejectWithdrawal(
        res.body.data.id,
        'Address risk',
        REVIEWER,
      );
      expect(rejected).toMatchObject({ state: 'rejected', reason: 'Address risk' });
      expect(await usdtBalance(api, token)).toEqual({
        available: '1000.000000',
        frozen: '0.000000',
        total: '1000.000000',
      });

      const second = await api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON_ADDRESS, amount: '200', payPassword: PAY_PASSWORD },
        { token },
      );
      const chainTx = randomTxHash();
      const paid = await app.services.walletReview.payWithdrawal(second.body.data.id, chainTx, REVIEWER);
      expect(paid).toMatchObject({ state: 'paid', txHash: chainTx });
      expect(await usdtBalance(api, token)).toEqual({
        available: '798.500000',
        frozen: '0.000000',
        total: '798.500000',
      });
      await expect(
        app.services.walletReview.rejectWithdrawal(second.body.data.id, 'too late', REVIEWER),
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
        { network: 'TRC20', address: TRON_ADDRESS, amount: '10', payPassword: PAY_PASSWORD },
        { token },
      );
      await expect(
        app.services.walletReview.payWithdrawal(third.body.data.id, chainTx, REVIEWER),
      ).rejects.toMatchObject({ key: 'TX_HASH_USED' });
      await expectLedgerClean(app);
    } finally {
      await app.services.settings.update(config);
    }
  });

  it('checks the address per network: TRC20 base58check, EVM checksum', async () => {
    const { token } = await signUp(app, { usdt: '1000' });
    const tronTypo = `${TRON_ADDRESS.slice(0, -1)}${TRON_ADDRESS.endsWith('E') ? 'F' : 'E'}`;
    const evmBadChecksum = EVM_ADDRESS.replace('aAeb', 'aaEb');
    for (const [network, address] of [
      ['TRC20', tronTypo],
      ['TRC20', EVM_ADDRESS],
      ['TRC20', 'T123'],
      ['ERC20', evmBadChecksum],
      ['BEP20', TRON_ADDRESS],
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
      { network: 'ERC20', address: EVM_ADDRESS.toLowerCase(), amount: '50', payPassword: PAY_PASSWORD },
      { token },
    );
    expect(lower.body.data.address).toBe(EVM_ADDRESS);
  });

  it('applies min, max and the rolling 24-hour limit per network', async () => {
    const { token } = await signUp(app, { usdt: '200000' });
    const send = (amount: string) =>
      api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON_ADDRESS, amount, payPassword: PAY_PASSWORD },
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
        { network: 'TRC20', address: TRON_ADDRESS, amount: '10', payPassword },
        { token },
      );
    const before = await walletSnapshot(app);
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
    expect(await walletSnapshot(app)).toBe(before);
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

describe.skipIf(dbKind !== 'postgres')('concurrency on PostgreSQL', () => {
  it('64 parallel withdrawals of the full balance give exactly one hold', async () => {
    const { token } = await signUp(app, { usdt: '101' });
    const answers = await Promise.all(
      Array.from({ length: 64 }, () =>
        api.post(
          '/api/fund/withdraw',
          { network: 'TRC20', address: TRON_ADDRESS, amount: '100', payPassword: PAY_PASSWORD },
          { token },
        ),
      ),
    );
    const won = answers.filter((a) => a.body.code === 1);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.code !== 1))
      expect(lost.body.data.error).toBe('INSUFFICIENT_BALANCE');
    expect(await usdtBalance(api, token)).toEqual({
      available: '0.000000',
      frozen: '101.000000',
      total: '101.000000',
    });
    await expectLedgerClean(app);
  });
});
