import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { credit, PAY_PASSWORD, signUp } from '../../test/users.ts';
import { usdtBalance } from '../../test/wallet.ts';
import { fundTransfers } from './wallet.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

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
    expect((await usdtBalance(api, sender.token)).total).toBe('90.000000');
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
    expect((await usdtBalance(api, sender.token)).total).toBe('80.000000');
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
    expect((await usdtBalance(api, sender.token)).total).toBe('993.000000');
    const [rows] = await app.database.db
      .select({ n: count() })
      .from(fundTransfers)
      .where(eq(fundTransfers.fromUserId, sender.user.id));
    expect(rows?.n).toBe(1);
  });
});
