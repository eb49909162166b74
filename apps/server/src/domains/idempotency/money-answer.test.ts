import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { answerAfterMoney } from '../../lib/money-moved.ts';
import {
  type Api,
  dbKind,
  expectError,
  expectOk as ok,
  openTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { copyFor } from '../../test/nft.ts';
import { PAY_PASSWORD, signUp } from '../../test/users.ts';

/**
 * A client is never told "failed" for money that moved (issue 31): once a request's money has
 * committed, a failure after it (the read for its answer finding no free connection) is answered
 * IDEMPOTENCY_ANSWER_LOST with `moneyMoved: true`, never a fault or DATABASE_UNAVAILABLE.
 */
let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

/** One USDT from the user to the platform's fees, in a transaction of its own that then runs `after`. */
async function payThen(userId: number, key: string, after: () => void) {
  const { ledger } = app.services;
  const db = app.database.db;
  const [from, fees] = await Promise.all([
    ledger.userAccount(db, userId, 'USDT'),
    ledger.systemAccount(db, 'fees', 'USDT'),
  ]);
  await db.transaction(async (tx) => {
    const r = await ledger.transfer(tx, {
      key,
      debit: from,
      credit: fees,
      asset: 'USDT',
      amount: 1_000_000n,
      code: 'nft_synthesis_fee',
    });
    expect(r.ok).toBe(true);
    after();
  });
}

describe('the answer of a request whose money moved', () => {
  it('a failure after the money committed answers "done, answer lost"; one that undid the money stands', async () => {
    const user = await signUp(app, { usdt: '5' });
    const fault = new Error('no connection for the answer');
    const afterCommit = answerAfterMoney(async () => {
      await payThen(user.user.id, `answer-test:${user.user.id}:1`, () => {});
      throw fault;
    });
    await expect(afterCommit).rejects.toMatchObject({
      key: 'IDEMPOTENCY_ANSWER_LOST',
      extra: { moneyMoved: true },
    });
    const refused = new AppError('BOX_SOLD_OUT');
    const rolledBack = answerAfterMoney(() =>
      payThen(user.user.id, `answer-test:${user.user.id}:2`, () => {
        throw refused;
      }),
    );
    await expect(rolledBack).rejects.toBe(refused);
    expect((await api.get('/api/fund/usdt', { token: user.token })).body.data.available).toBe('4.000000');
  });

  it.runIf(dbKind === 'postgres')(
    'a bid whose hold committed while every connection was taken is answered as done, not 503',
    async () => {
      const seller = await signUp(app);
      const copyId = await copyFor(app, seller.user.id);
      const now = app.clock.now().getTime();
      const auction = ok(
        await api.post(
          '/api/auction/add',
          {
            copyId,
            startPrice: '10',
            incrementBp: 500,
            reserve: null,
            startsAt: new Date(now).toISOString(),
            endsAt: new Date(now + 3_600_000).toISOString(),
          },
          { token: seller.token },
        ),
        'auction',
      );
      const bidder = await signUp(app, { usdt: '50' });
      const pool = app.database.pool as pg.Pool;
      const { connectionTimeoutMillis } = pool.options;
      // The moment the bid has committed, every connection is taken, as under a burst of traffic:
      // the read for its answer waits and times out.
      const taken: Promise<pg.PoolClient>[] = [];
      const stop = app.services.auctions.onChange(() => {
        pool.options.connectionTimeoutMillis = 300;
        for (let i = 0; i < (pool.options.max ?? 10); i++) taken.push(pool.connect());
      });
      let answer: Awaited<ReturnType<Api['post']>>;
      try {
        answer = await api.post(
          '/api/auction/bid',
          { id: auction.id, amount: '10', payPassword: PAY_PASSWORD },
          { token: bidder.token },
        );
      } finally {
        stop();
        for (const client of await Promise.all(taken)) client.release();
        pool.options.connectionTimeoutMillis = connectionTimeoutMillis;
      }
      expect(answer.status).toBe(200);
      expectError(answer, 'IDEMPOTENCY_ANSWER_LOST');
      expect(answer.body.data.moneyMoved).toBe(true);
      // And it was done: the bid leads, its 10 USDT held.
      expect((await api.get('/api/fund/usdt', { token: bidder.token })).body.data).toMatchObject({
        available: '40.000000',
        frozen: '10.000000',
      });
    },
  );
});
