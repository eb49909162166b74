import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectLedgerClean } from '../../test/ledger.ts';
import { asOperator, auditTrail } from '../../test/operators.ts';
import { PAY_PASSWORD, signUp, uploadProof } from '../../test/users.ts';
import { randomTxHash, TRON_ADDRESS } from '../../test/wallet.ts';
import { recharges } from './wallet.tables.ts';

let app: TestApp;
let api: Api;
let finance: string;
let superToken: string;
beforeAll(async () => {
  ({
    app,
    api,
    tokens: { finance, super: superToken },
  } = await openTestApp('finance', 'super'));
});
afterAll(() => app.dispose());

/** A user with `n` manual recharges of 1, 2, … n USDT waiting for review; their ids in that order. */
async function rechargesOf(n: number) {
  const user = await signUp(app);
  const proof = await uploadProof(app, user.user.id);
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const res = await api.post(
      '/api/fund/recharge',
      { network: 'TRC20', amount: String(i), txHash: randomTxHash(), proof },
      { token: user.token },
    );
    expect(res.body.code, res.body.msg).toBe(1);
    ids.push(res.body.data.id);
  }
  return { user, ids };
}

const bulk = (
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  token = finance,
) => api.post(`/admin-api/${path}`, body, asOperator(token, { lang: 'en', ...headers }));
const statesOf = async (ids: number[]) =>
  new Map(
    (
      await app.database.db
        .select({ id: recharges.id, state: recharges.state })
        .from(recharges)
        .where(inArray(recharges.id, ids))
    ).map((r) => [r.id, r.state]),
  );
const totalOf = async (token: string) => (await api.get('/api/fund/usdt', { token })).body.data.total;

describe('bulk decisions on the finance queues', () => {
  it('approves 20 recharges, one of them already decided: 19 done, 1 refused with its key, each audited', async () => {
    const { user, ids } = await rechargesOf(20);
    const bad = ids[7] as number;
    await api.post(`/admin-api/recharges/${bad}/reject`, { reason: 'Not received' }, asOperator(finance));

    const res = await bulk('recharges/bulk-approve', { ids });
    expect(res.body.data).toMatchObject({ done: 19, failed: 1 });
    expect(res.body.data.results.map((r: { id: number }) => r.id)).toEqual(ids);
    expect(res.body.data.results[7]).toEqual({
      id: bad,
      ok: false,
      error: 'ALREADY_REVIEWED',
      msg: expect.stringMatching(/\w/),
    });
    expect(res.body.data.results.filter((r: { ok: boolean }) => r.ok)).toHaveLength(19);
    // 1 + … + 20 = 210, less the rejected 8.
    expect(await totalOf(user.token)).toBe('202.000000');
    for (const id of ids.filter((i) => i !== bad)) {
      const [row] = await auditTrail(api, finance, { targetType: 'recharge', targetId: id });
      expect(row).toMatchObject({ action: 'recharge.approve', after: { state: 'approved' } });
    }
    expect(await auditTrail(api, finance, { action: 'recharge.approve', targetId: bad })).toEqual([]);
    await expectLedgerClean(app);
  });

  it('with an Idempotency-Key a repeat answers the first answer and decides nothing again', async () => {
    const { user, ids } = await rechargesOf(3);
    const key = { 'idempotency-key': `bulk-${randomTxHash()}` };
    const first = await bulk('recharges/bulk-approve', { ids }, key);
    expect(first.body.data).toMatchObject({ done: 3, failed: 0 });
    const again = await bulk('recharges/bulk-approve', { ids }, key);
    expect(again.body.data).toEqual(first.body.data);
    // Without the key the same request is decided again: each row is refused, nothing moves.
    const unkeyed = await bulk('recharges/bulk-approve', { ids });
    expect(unkeyed.body.data).toMatchObject({ done: 0, failed: 3 });
    expectError(await bulk('recharges/bulk-approve', { ids: ids.slice(1) }, key), 'IDEMPOTENCY_CONFLICT');
    expect(await totalOf(user.token)).toBe('6.000000');
    for (const id of ids)
      expect(await auditTrail(api, finance, { action: 'recharge.approve', targetId: id })).toHaveLength(1);
  });

  it('a fault in the middle of one row leaves that row as it was; the rows around it are decided', async () => {
    const { user, ids } = await rechargesOf(3);
    const [before, faulty, after] = ids as [number, number, number];
    const db = app.database.db;
    // The credit of the faulty row is written, then its state change raises: its transaction undoes both.
    await db.execute(
      sql.raw(`CREATE FUNCTION test_refuse_recharge() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.id = ${faulty} THEN RAISE EXCEPTION 'recharge % refused by the test', NEW.id; END IF;
          RETURN NEW;
        END $$`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER test_refuse_recharge BEFORE UPDATE ON recharges
        FOR EACH ROW EXECUTE FUNCTION test_refuse_recharge()`),
    );
    try {
      const res = await bulk('recharges/bulk-approve', { ids });
      expect(res.body.data.results).toEqual([
        { id: before, ok: true },
        { id: faulty, ok: false, error: 'INTERNAL', msg: expect.any(String) },
        { id: after, ok: true },
      ]);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER test_refuse_recharge ON recharges'));
      await db.execute(sql.raw('DROP FUNCTION test_refuse_recharge()'));
    }
    expect(await statesOf(ids)).toEqual(
      new Map([
        [before, 'approved'],
        [faulty, 'reviewing'],
        [after, 'approved'],
      ]),
    );
    expect(await totalOf(user.token)).toBe('4.000000');
    expect(await auditTrail(api, finance, { targetType: 'recharge', targetId: faulty })).toEqual([]);
    await expectLedgerClean(app);
    // Still waiting, it can be decided later.
    expect((await bulk('recharges/bulk-approve', { ids: [faulty] })).body.data.done).toBe(1);
  });

  it('rejects many recharges and many withdrawals with one reason; held money goes back', async () => {
    const { user, ids } = await rechargesOf(2);
    const refused = await bulk('recharges/bulk-reject', { ids, reason: 'No such transfer' });
    expect(refused.body.data).toMatchObject({ done: 2, failed: 0 });
    expect([...(await statesOf(ids)).values()]).toEqual(['rejected', 'rejected']);
    const [row] = await app.database.db
      .select()
      .from(recharges)
      .where(eq(recharges.id, ids[0] as number));
    expect(row?.reason).toBe('No such transfer');

    const payer = await signUp(app, { usdt: '100' });
    const made: number[] = [];
    for (const amount of ['10', '20']) {
      const res = await api.post(
        '/api/fund/withdraw',
        { network: 'TRC20', address: TRON_ADDRESS, amount, payPassword: PAY_PASSWORD },
        { token: payer.token },
      );
      made.push(res.body.data.id);
    }
    expect((await api.get('/api/fund/usdt', { token: payer.token })).body.data.frozen).toBe('32.000000');
    const back = await bulk('withdrawals/bulk-reject', { ids: [...made, 999_999], reason: 'Risk review' });
    expect(back.body.data).toMatchObject({ done: 2, failed: 1 });
    expect(back.body.data.results[2]).toMatchObject({ id: 999_999, error: 'WITHDRAWAL_NOT_FOUND' });
    expect((await api.get('/api/fund/usdt', { token: payer.token })).body.data).toMatchObject({
      available: '100.000000',
      frozen: '0.000000',
    });
    for (const id of made) {
      const [audit] = await auditTrail(api, superToken, { targetType: 'withdrawal', targetId: id });
      expect(audit).toMatchObject({ action: 'withdrawal.reject', after: { reason: 'Risk review' } });
    }
    expect(await totalOf(user.token)).toBe('0.000000');
    await expectLedgerClean(app);
  });

  it('takes 1 to 100 distinct ids and a reason where it refuses', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    const cases: [string, Record<string, unknown>, string][] = [
      ['recharges/bulk-approve', { ids: tooMany }, 'BULK_TOO_MANY'],
      ['recharges/bulk-approve', { ids: [] }, 'BULK_IDS_INVALID'],
      ['recharges/bulk-approve', { ids: [3, 3] }, 'BULK_IDS_INVALID'],
      ['recharges/bulk-reject', { ids: [1] }, 'REASON_REQUIRED'],
      ['withdrawals/bulk-reject', { ids: [1], reason: ' ' }, 'REASON_REQUIRED'],
    ];
    for (const [path, body, key] of cases) {
      const res = await bulk(path, body);
      expectError(res, 'VALIDATION');
      expect(res.body.data.fields.map((f: { error: string }) => f.error)).toContain(key);
    }
  });
});
