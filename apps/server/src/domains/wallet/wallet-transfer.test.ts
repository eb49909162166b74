import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { PAY_PASSWORD, setFrozen, signUp } from '../../test/users.ts';
import { usdtBalance, walletSnapshot } from '../../test/wallet.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

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
      expect((await usdtBalance(api, sender.token)).total).toBe('376.426550');
      expect((await usdtBalance(api, recipient.token)).total).toBe('123.450000');
      const line = (await api.get('/api/fund/usdtDetail', { token: recipient.token })).body.data.list[0];
      expect(line).toMatchObject({ amount: '123.450000', balanceAfter: '123.450000', code: 'transfer' });
      await expectLedgerClean(app);
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
    const before = await walletSnapshot(app);
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
    expect(await walletSnapshot(app)).toBe(before);
  });

  it('a fee the balance cannot cover undoes the amount already moved in the same statement', async () => {
    const sender = await signUp(app, { usdt: '100' });
    const other = await signUp(app);
    await setFrozen(app, other.user.id, false);
    const config = await app.services.settings.get();
    await app.services.settings.update({ ...config, transferFeeBp: 10 });
    try {
      const before = await walletSnapshot(app);
      // The amount (100) fits and moves first; its 0.1 fee then does not: nothing of either stays.
      const res = await api.post(
        '/api/fund/transfer',
        { to: other.user.uid, amount: '100', payPassword: PAY_PASSWORD },
        { token: sender.token },
      );
      expectError(res, 'INSUFFICIENT_BALANCE');
      expect(await walletSnapshot(app)).toBe(before);
      expect((await usdtBalance(api, sender.token)).total).toBe('100.000000');
      await expectLedgerClean(app);
    } finally {
      await app.services.settings.update(config);
    }
  });
});
