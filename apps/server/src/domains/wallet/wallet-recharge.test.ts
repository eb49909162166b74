import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { signUp, uploadProof } from '../../test/users.ts';
import { REVIEWER, randomTxHash, UNUPLOADED_PROOF, usdtBalance, walletSnapshot } from '../../test/wallet.ts';
import { settings as settingsTable } from '../config/config.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

describe('recharge', () => {
  it('records a pending recharge; approval credits once, with a statement line; a hash counts once, ever', async () => {
    const { user, token } = await signUp(app);
    const txHash = randomTxHash();
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
    expect((await usdtBalance(api, token)).total).toBe('0.000000');

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

    const approved = await app.services.walletReview.approveRecharge(res.body.data.id, REVIEWER);
    expect(approved.state).toBe('approved');
    expect(await usdtBalance(api, token)).toEqual({
      available: '150.250000',
      frozen: '0.000000',
      total: '150.250000',
    });
    await expect(app.services.walletReview.approveRecharge(res.body.data.id, REVIEWER)).rejects.toMatchObject(
      {
        key: 'ALREADY_REVIEWED',
      },
    );
    await expect(
      app.services.walletReview.rejectRecharge(res.body.data.id, 'late', REVIEWER),
    ).rejects.toMatchObject({ key: 'ALREADY_REVIEWED' });
    expect((await usdtBalance(api, token)).total).toBe('150.250000');

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
    await expectLedgerClean(app);
  });

  it('a rejected recharge credits nothing and shows the reason', async () => {
    const { user, token } = await signUp(app);
    const res = await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: '20', txHash: randomTxHash(), proof: await uploadProof(app, user.id) },
      { token },
    );
    await app.services.walletReview.rejectRecharge(res.body.data.id, 'No such transaction', REVIEWER);
    expect((await usdtBalance(api, token)).total).toBe('0.000000');
    const list = await api.get('/api/fund/rechargeList', { token });
    expect(list.body.data.list[0]).toMatchObject({ state: 'rejected', reason: 'No such transaction' });
    expect(list.body.data.list[0].reviewedAt).toEqual(expect.any(String));
  });

  it('a fault after the ledger credit but before the recharge row commits leaves no trace', async () => {
    const { user, token } = await signUp(app);
    const res = await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: '30', txHash: randomTxHash(), proof: await uploadProof(app, user.id) },
      { token },
    );
    const before = await walletSnapshot(app);
    const record = app.services.audit.record;
    app.services.audit.record = async () => {
      throw new Error('disk full');
    };
    try {
      await expect(app.services.walletReview.approveRecharge(res.body.data.id, REVIEWER)).rejects.toThrow(
        'disk full',
      );
    } finally {
      app.services.audit.record = record;
    }
    expect(await walletSnapshot(app)).toBe(before);
    expect((await api.get('/api/fund/rechargeList', { token })).body.data.list[0].state).toBe('reviewing');
    await expectLedgerClean(app);
  });

  it('refuses a disabled network, a bad hash and a proof that is not an upload of ours', async () => {
    const { user, token } = await signUp(app);
    const body = {
      network: 'TRC20',
      amount: '10',
      txHash: randomTxHash(),
      proof: await uploadProof(app, user.id),
    };
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

  it('refuses a manual recharge below its network’s minimum, saying the minimum; at it, records it', async () => {
    const { user, token } = await signUp(app);
    const config = await app.services.settings.get();
    await app.services.settings.update({
      ...config,
      depositNetworks: config.depositNetworks.map((n) => ({
        ...n,
        min: n.network === 'TRC20' ? '5.5' : n.min,
      })),
    });
    try {
      const report = async (amount: string, lang = 'zh-Hans') =>
        api.post(
          '/api/fund/recharge',
          { network: 'TRC20', amount, txHash: randomTxHash(), proof: await uploadProof(app, user.id) },
          { token, lang },
        );
      const before = await walletSnapshot(app);
      const low = await report('5.49', 'en');
      expectError(low, 'RECHARGE_BELOW_MIN');
      expect(low.body.msg).toBe('The minimum recharge is 5.5 USDT');
      expect(await walletSnapshot(app)).toBe(before);
      expect((await api.get('/api/fund/rechargeList', { token })).body.data.list).toEqual([]);
      expect((await report('5.5')).body.data).toMatchObject({ amount: '5.500000', state: 'reviewing' });
      // The app reads the minimum where it reads the address.
      const shown = (await api.get('/api/common/sysConfig')).body.data.depositNetworks;
      expect(shown.find((n: { network: string }) => n.network === 'TRC20')).toMatchObject({ min: '5.5' });
    } finally {
      await app.services.settings.update(config);
    }
  });

  it('settings saved before deposit minimums existed keep their addresses and read the default minimum', async () => {
    const config = await app.services.settings.get();
    const depositNetworks = config.depositNetworks.map(({ min: _, ...rest }) => ({
      ...rest,
      address: 'TOLD',
    }));
    const value = { ...config, depositNetworks };
    await app.database.db
      .insert(settingsTable)
      .values({ key: 'app', value })
      .onConflictDoUpdate({ target: settingsTable.key, set: { value } });
    try {
      const shown = (await api.get('/api/common/sysConfig')).body.data.depositNetworks;
      expect(shown.map((n: { address: string; min: string }) => [n.address, n.min])).toEqual(
        depositNetworks.map(() => ['TOLD', '1']),
      );
    } finally {
      await app.services.settings.update(config);
    }
  });

  it("refuses a proof the user did not upload: another user's, or a file name never uploaded", async () => {
    const owner = await signUp(app);
    const { token } = await signUp(app);
    const before = await walletSnapshot(app);
    for (const proof of [await uploadProof(app, owner.user.id), UNUPLOADED_PROOF]) {
      expectError(
        await api.post(
          '/api/fund/recharge',
          { network: 'TRC20', amount: '10', txHash: randomTxHash(), proof },
          { token },
        ),
        'PROOF_NOT_YOURS',
      );
    }
    expect((await api.get('/api/fund/rechargeList', { token })).body.data.list).toEqual([]);
    expect(await walletSnapshot(app)).toBe(before);
  });
});
