import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, dbKind, expectError, openTestApp, type TestApp } from '../../test/harness.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';
import { fundTransfers, withdrawals } from '../wallet/wallet.tables.ts';
import { KEY_TTL_MS, LEASE_MS, requestHashOf } from './idempotency.plugin.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

const TRANSFER = '/api/fund/transfer';
const WITHDRAW = '/api/fund/withdraw';
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const newKey = () => `k-${randomBytes(8).toString('hex')}`;

/** A sender with 100 USDT, a recipient, and the body of a 10 USDT transfer between them. */
async function pair() {
  const sender = await signUp(app, { usdt: '100' });
  const other = await signUp(app);
  const body = { to: other.user.uid, amount: '10', payPassword: PAY_PASSWORD };
  return { sender, body };
}

async function usdtTotal(token: string): Promise<string> {
  return (await api.get('/api/fund/usdt', { token })).body.data.total;
}

/** The raw answer, bytes and all. */
function post(token: string, key: string, body: object) {
  return app.inject({
    method: 'POST',
    url: TRANSFER,
    headers: { token, 'idempotency-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** The row a request that died while holding `key` leaves behind. */
async function leftByCrash(userId: number, key: string, body: object, state: 'pending' | 'committed') {
  const now = app.clock.now();
  await app.database.db.insert(idempotencyKeys).values({
    userId,
    key,
    requestHash: requestHashOf('POST', TRANSFER, body),
    state,
    claim: 'the-crashed-request',
    claimedAt: now,
    createdAt: now,
  });
}

describe('Idempotency-Key', () => {
  it('replays the first answer byte for byte', async () => {
    const { sender, body } = await pair();
    const key = newKey();
    const first = await post(sender.token, key, body);
    expect(first.json().code).toBe(1);
    const replay = await post(sender.token, key, body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(replay.headers['content-type']).toBe(first.headers['content-type']);
    const [row] = await app.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row?.response).toBe(first.body);
  });

  it('runs a key left pending by a crash again after the lease, moving the money once', async () => {
    const { sender, body } = await pair();
    const key = newKey();
    await leftByCrash(sender.user.id, key, body, 'pending');
    app.clock.advance(LEASE_MS + 1_000);

    const retried = await post(sender.token, key, body);
    expect(retried.json().code).toBe(1);
    expect(await usdtTotal(sender.token)).toBe('90.000000');
    // From now on the key answers like any other: the retry's answer, replayed.
    const again = await post(sender.token, key, body);
    expect(again.body).toBe(retried.body);
    expect(await usdtTotal(sender.token)).toBe('90.000000');
  });

  it('never runs again a key whose money committed without an answer, and says the money moved', async () => {
    const { sender, body } = await pair();
    const key = newKey();
    await leftByCrash(sender.user.id, key, body, 'committed');
    app.clock.advance(LEASE_MS + 1_000);

    const res = await api.post(TRANSFER, body, { token: sender.token, headers: { 'idempotency-key': key } });
    expectError(res, 'IDEMPOTENCY_ANSWER_LOST');
    expect(res.body.data.moneyMoved).toBe(true);
    expect(await usdtTotal(sender.token)).toBe('100.000000');
  });

  it("lets the owner's keys older than a day go with their next answered submit, and only theirs", async () => {
    const { sender, body } = await pair();
    const bystander = await pair();
    const [oldKey, othersKey] = [newKey(), newKey()];
    expect((await post(sender.token, oldKey, body)).json().code).toBe(1);
    expect((await post(bystander.sender.token, othersKey, bystander.body)).json().code).toBe(1);
    const keysOf = async (userId: number) =>
      (
        await app.database.db
          .select({ key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.userId, userId))
      ).map((r) => r.key);
    app.clock.advance(KEY_TTL_MS + 1_000);
    const fresh = newKey();
    expect((await post(sender.token, fresh, body)).json().code).toBe(1);
    expect(await keysOf(sender.user.id)).toEqual([fresh]);
    expect(await keysOf(bystander.sender.user.id)).toEqual([othersKey]);
  });

  describe.runIf(dbKind === 'postgres')('a first request stuck in its money transaction', () => {
    /**
     * Sends a request and its repeat while the sender's account is held, so the first stops inside
     * its money transaction and the repeat arrives meanwhile; `between` runs after the first stopped.
     * Both answers once the account is let go.
     */
    async function firstAndRepeatWhileHeld<T>(userId: number, send: () => Promise<T>, between = () => {}) {
      const pool = app.database.pool;
      if (!pool) throw new Error('no pool');
      const account = await app.services.ledger.userAccount(app.database.db, userId, 'USDT');
      const blocker = await pool.connect();
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [account]);
      // Asked outside the blocker's transaction: inside it, pg_stat_activity is one cached snapshot.
      const waiting = async (n: number) => {
        const deadline = Date.now() + 10_000;
        for (;;) {
          const { rows } = await pool.query(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
          );
          if (rows[0].n >= n) return;
          if (Date.now() > deadline) throw new Error(`${n} waiting transactions not seen`);
          await sleep(20);
        }
      };
      try {
        const first = send();
        await waiting(1);
        between();
        const repeat = send();
        await waiting(2);
        await blocker.query('COMMIT');
        return await Promise.all([first, repeat]);
      } finally {
        await blocker.query('ROLLBACK').catch(() => {});
        blocker.release();
      }
    }

    it('loses its key to a repeat after the lease and cannot commit (a key claimed up front): the money moves once', async () => {
      const sender = await signUp(app, { usdt: '100' });
      const key = newKey();
      const body = { network: 'TRC20', address: TRON, amount: '10', payPassword: PAY_PASSWORD };
      const withdraw = () =>
        app.inject({
          method: 'POST',
          url: WITHDRAW,
          headers: { token: sender.token, 'idempotency-key': key, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      // The first request outlives its lease (it is stuck, as a dying one would be): a repeat takes over.
      const [a, b] = await firstAndRepeatWhileHeld(sender.user.id, withdraw, () =>
        app.clock.advance(LEASE_MS + 1_000),
      );
      expectError({ status: a.statusCode, body: a.json(), headers: a.headers }, 'IDEMPOTENCY_IN_PROGRESS');
      expect(b.json().code).toBe(1);
      const made = await app.database.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.userId, sender.user.id));
      expect(made).toHaveLength(1);
    });

    it('makes a repeat wait and replays its answer to it (a key claimed with the money): the money moves once', async () => {
      const { sender, body } = await pair();
      const key = newKey();
      const [a, b] = await firstAndRepeatWhileHeld(sender.user.id, () => post(sender.token, key, body));
      expect(a.json().code).toBe(1);
      expect(b.body).toBe(a.body);
      expect(b.headers['idempotent-replayed']).toBe('true');
      expect(await usdtTotal(sender.token)).toBe('90.000000');
      const made = await app.database.db
        .select()
        .from(fundTransfers)
        .where(eq(fundTransfers.fromUserId, sender.user.id));
      expect(made).toHaveLength(1);
    });
  });

  it('replays a transfer whose repeat would now be refused (the balance it spent), and refuses another body', async () => {
    const sender = await signUp(app, { usdt: '10' });
    const other = await signUp(app);
    const body = { to: other.user.uid, amount: '10', payPassword: PAY_PASSWORD };
    const key = newKey();
    const first = await post(sender.token, key, body);
    expect(first.json().code).toBe(1);
    const replay = await post(sender.token, key, body);
    expect(replay.body).toBe(first.body);
    const other1 = await post(sender.token, key, { ...body, amount: '1' });
    expect(other1.json().data.error).toBe('IDEMPOTENCY_CONFLICT');
    expect(await usdtTotal(sender.token)).toBe('0.000000');
  });

  it('keeps no key for a refused transfer: the corrected request runs under the same key', async () => {
    const { sender, body } = await pair();
    const key = newKey();
    const refused = await post(sender.token, key, { ...body, amount: '1000' });
    expect(refused.json().data.error).toBe('INSUFFICIENT_BALANCE');
    const keys = await app.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toHaveLength(0);
    expect((await post(sender.token, key, body)).json().code).toBe(1);
    expect(await usdtTotal(sender.token)).toBe('90.000000');
  });
});
