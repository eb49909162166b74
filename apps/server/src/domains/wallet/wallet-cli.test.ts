import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cliDatabase } from '../../test/cli.ts';
import { dbKind } from '../../test/harness.ts';
import { credit, uploadProof } from '../../test/users.ts';

const { withApp, cli } = cliDatabase('mcc-wallet-cli-');

describe.runIf(dbKind === 'pglite')('npm run admin: finance queues', () => {
  it('lists, approves and rejects recharges; pays and rejects withdrawals; refuses a second decision', async () => {
    const { userId, rechargeIds, withdrawalIds } = await withApp(async (app) => {
      const user = await app.services.auth.createUser({});
      await credit(app, user.id, '100');
      const rechargeIds: number[] = [];
      for (const amount of ['5', '6']) {
        const r = await app.services.wallet.recharge(user.id, {
          network: 'TRC20',
          amount,
          txHash: randomBytes(32).toString('hex'),
          proof: await uploadProof(app, user.id),
        });
        rechargeIds.push(r.id);
      }
      await app.services.auth.setPayPassword(
        { ...user, mobile: null, email: null },
        { payPassword: '112233' },
        { device: '', ip: '' },
      );
      const withdrawalIds: number[] = [];
      for (let i = 0; i < 2; i++) {
        const w = await app.services.wallet.withdraw(user.id, {
          network: 'TRC20',
          address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          amount: '20',
          payPassword: '112233',
        });
        withdrawalIds.push(w.id);
      }
      return { userId: user.id, rechargeIds, withdrawalIds };
    });
    const [r1, r2] = rechargeIds;
    const [w1, w2] = withdrawalIds;

    const queue = await cli('list-recharges');
    expect(queue.stdout.split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^#${r1} .* 5\\.000000 USDT  reviewing$`)),
      expect.stringMatching(new RegExp(`^#${r2} .* 6\\.000000 USDT  reviewing$`)),
    ]);
    expect(await cli('approve-recharge', '--id', String(r1))).toMatchObject({ status: 0 });
    const twice = await cli('approve-recharge', '--id', String(r1));
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain('ALREADY_REVIEWED');
    expect((await cli('reject-recharge', '--id', String(r2))).status).toBe(2); // --reason is required
    expect(await cli('reject-recharge', '--id', String(r2), '--reason', 'not found')).toMatchObject({
      status: 0,
    });
    expect((await cli('pay-withdrawal', '--id', String(w1), '--tx-hash', 'xyz')).status).toBe(2);
    const hash = randomBytes(32).toString('hex');
    expect(await cli('pay-withdrawal', '--id', String(w1), '--tx-hash', hash)).toMatchObject({ status: 0 });
    expect(await cli('reject-withdrawal', '--id', String(w2), '--reason', 'risk')).toMatchObject({
      status: 0,
    });
    expect((await cli('list-withdrawals', '--state', 'paid')).stdout).toContain(`#${w1} `);

    await withApp(async (app) => {
      // 100 + 5 approved − (20 + 1 fee) paid; the rejected withdrawal is back.
      expect((await app.services.wallet.assetBalance(userId)).total).toBe('84.000000');
      const audit = await app.services.adminLists.audit({
        page: 1,
        limit: 10,
        sort: 'createdAt',
        order: 'desc',
      });
      expect(audit.list.map((a) => a.action).slice(0, 4)).toEqual([
        'withdrawal.reject',
        'withdrawal.pay',
        'recharge.reject',
        'recharge.approve',
      ]);
      expect(audit.list[0]?.actor).toMatch(/^cli:/);
    });
  }, 120_000);
});
