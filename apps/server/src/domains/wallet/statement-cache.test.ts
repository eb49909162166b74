import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, dbKind, direct, openTestApp, type TestApp } from '../../test/harness.ts';
import { expectKeysetPagesOfFive } from '../../test/paging.ts';
import { credit, PAY_PASSWORD, signUp } from '../../test/users.ts';

// Statement pages are kept by the server that read them (PostgreSQL only: on PGlite nothing is
// cached, and these tests check the same answers straight from the database).
let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
});
afterAll(() => app.dispose());

const onPostgres = dbKind === 'postgres';
const PAGE = 'page=1&limit=20';

interface Server {
  api: Api;
  services: Pick<TestApp['services'], 'wallet'>;
}

const statementOf = async (on: Api, token: string, query = PAGE, asset = 'usdt') =>
  (await on.get(`/api/fund/${asset}Detail?${query}`, { token })).body.data;

/** Reads a page twice; the second read is served from the reader's cache (on either database). */
async function warm(reader: Server, token: string, query = PAGE) {
  const first = await statementOf(reader.api, token, query);
  const before = reader.services.wallet.statementStats().hits;
  expect(await statementOf(reader.api, token, query)).toEqual(first);
  expect(reader.services.wallet.statementStats().hits - before).toBe(1);
  return first;
}

/**
 * Every change a kept page could miss, each seen on the reader's very next call: a transfer out and
 * in (through a route of the writer), a credit straight through the ledger (as a job or an operator's
 * adjustment: no route, no round of the change feed), a counterparty's new nickname; and pages by
 * `before` still equal the numbered ones after a new line.
 */
function keptPagesFollowEveryChange(readerOf: () => Server) {
  it('show a transfer out and in, a credit and a counterparty’s new name on the very next read', async () => {
    const reader = readerOf();
    const payer = await signUp(app, { usdt: '10' });
    const payee = await signUp(app, { usdt: '1' });
    const [payerBefore, payeeBefore] = [await warm(reader, payer.token), await warm(reader, payee.token)];
    // Another asset's page of the same user is another page, even with the same credits and debits.
    await credit(app, payer.user.id, '10', 'MCC');
    const mcc = await statementOf(reader.api, payer.token, PAGE, 'mcc');
    expect(mcc).toMatchObject({ total: 1, list: [{ code: 'adjustment' }] });
    expect(mcc.list[0].id).not.toBe(payerBefore.list[0].id);

    const sent = { to: payee.user.uid, amount: '2', payPassword: PAY_PASSWORD };
    expect((await api.post('/api/fund/transfer', sent, { token: payer.token })).body.code).toBe(1);
    const payerAfter = await statementOf(reader.api, payer.token);
    expect(payerAfter.total).toBeGreaterThan(payerBefore.total);
    expect(payerAfter.list).toContainEqual(
      expect.objectContaining({ amount: '-2.000000', code: 'transfer', counterparty: expect.anything() }),
    );
    const payeeAfter = await statementOf(reader.api, payee.token);
    expect(payeeAfter.total).toBe(payeeBefore.total + 1);
    expect(payeeAfter.list[0]).toMatchObject({
      amount: '2.000000',
      balanceAfter: '3.000000',
      counterparty: { uid: payer.user.uid, nickname: 'T****r' },
    });

    await warm(reader, payee.token);
    await credit(app, payee.user.id, '5');
    const credited = await statementOf(reader.api, payee.token);
    expect(credited.total).toBe(payeeAfter.total + 1);
    expect(credited.list[0]).toMatchObject({
      amount: '5.000000',
      balanceAfter: '8.000000',
      code: 'adjustment',
    });

    await warm(reader, payee.token);
    const renamed = await api.post('/api/user/profile', { nickname: 'Zed New' }, { token: payer.token });
    expect(renamed.body.code).toBe(1);
    const named = await statementOf(reader.api, payee.token);
    expect(named.list.find((l: { code: string }) => l.code === 'transfer').counterparty).toMatchObject({
      uid: payer.user.uid,
      nickname: 'Z****w',
    });
  });

  it('answer pages by `before` as the numbered ones after a new line', async () => {
    const reader = readerOf();
    const { user, token } = await signUp(app);
    const other = await signUp(app);
    for (const amount of ['1', '2', '3', '4']) {
      await credit(app, user.id, amount);
      await credit(app, other.user.id, amount);
    }
    const first = await warm(reader, token, 'limit=2&page=1');
    await warm(reader, token, 'limit=2&page=2');
    await warm(reader, token, `limit=2&page=2&before=${first.list.at(-1).id}`);
    await credit(app, user.id, '5');
    await expectKeysetPagesOfFive(reader.api, '/api/fund/usdtDetail', token);
    // The cursor is part of what a page is: the page after the newest line is not page 1.
    const newest = await warm(reader, token, 'limit=2&page=1');
    const after = await statementOf(reader.api, token, `limit=2&page=1&before=${newest.list[0].id}`);
    expect(after.list[0]).toEqual(newest.list[1]);
  });
}

describe('statement pages kept by the server that answers', () => {
  keptPagesFollowEveryChange(() => ({ api: direct(app), services: app.services }));
});

describe.runIf(onPostgres)('statement pages kept by another server on one PostgreSQL', () => {
  let other: Awaited<ReturnType<TestApp['twin']>>;
  beforeAll(async () => {
    other = await app.twin();
  });
  afterAll(() => other.close());

  keptPagesFollowEveryChange(() => ({ api: direct(other), services: other.services }));
});
