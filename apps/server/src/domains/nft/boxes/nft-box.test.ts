import { createHash } from 'node:crypto';
import { type BoxDraw, type BoxInput, fairDraw, subtleHmac } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  bearer,
  client,
  dbKind,
  expectError,
  lastIdOf,
  expectOk as ok,
  openTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { boxBody, createSeries, SYSTEM_ACTOR } from '../../../test/nft.ts';
import { PAY_PASSWORD, signUp, signUpMany } from '../../../test/users.ts';
import { verifyLedger } from '../../ledger/ledger.verify.ts';
import { nftSeries } from '../core/nft.tables.ts';
import { nftBoxDraws } from '../core/nft-box.tables.ts';

let app: TestApp;
let api: Api;
let operations: string;
beforeAll(async () => {
  let tokens: Record<'operations', string>;
  ({ app, api, tokens } = await openTestApp('operations'));
  operations = tokens.operations;
});
afterAll(() => app.dispose());

/** The verify page's way of computing the HMAC: WebCrypto, not the server's node:crypto. */
const webHmac = subtleHmac(crypto.subtle);

/** A box of two fresh series (3 : 1 by weight, `stock` copies each) at 2 USDT, open an hour ago. */
async function makeBox(patch: Partial<BoxInput> = {}, stock = 5) {
  const [a, b] = [await createSeries(app, { supply: 50 }), await createSeries(app, { supply: 50 })];
  const pool = [
    { seriesId: a.id, weight: 3, stock },
    { seriesId: b.id, weight: 1, stock },
  ];
  const box = await app.services.boxes.admin.createBox(boxBody(app, pool, patch), SYSTEM_ACTOR);
  return { box, series: [a, b] };
}

const open = (token: string, boxId: number, count: number, payPassword = PAY_PASSWORD, via = api) =>
  via.post('/api/nft/box/open', { boxId, count, payPassword }, { token });
const usdtOf = async (token: string) =>
  (await api.get('/api/fund/usdt', { token })).body.data.available as string;
const seriesRow = async (id: number) => {
  const [row] = await app.database.db.select().from(nftSeries).where(eq(nftSeries.id, id));
  return row;
};

describe('blind boxes', () => {
  it('making a box sets its stock aside from the series; the odds come from the weights', async () => {
    const { box, series } = await makeBox();
    for (const s of series) expect(await seriesRow(s.id)).toMatchObject({ reserved: 5, sold: 0 });
    const user = await signUp(app);
    const seen = ok(await api.get(`/api/nft/box?id=${box.id}`, { token: user.token }), 'box');
    expect(seen).toMatchObject({ status: 'open', left: 10, canOpen: 10, price: '2.000000', asset: 'USDT' });
    expect(seen.pool.map((e: { odds: string }) => e.odds)).toEqual(['75.00', '25.00']);
    // More than a series has left is refused, and sets nothing aside.
    const [c] = [await createSeries(app, { supply: 3 })];
    const refused = await api.post(
      '/admin-api/nft/boxes',
      boxBody(app, [{ seriesId: c.id, weight: 1, stock: 4 }]),
      { headers: bearer(operations) },
    );
    expectError(refused, 'BOX_STOCK_TOO_HIGH');
    expect(refused.body.data.left).toBe(3);
    expect(await seriesRow(c.id)).toMatchObject({ reserved: 0 });
  });

  it('an open pays, draws and mints in one go, nonce after nonce of the user’s seed pair', async () => {
    const { box, series } = await makeBox();
    const user = await signUp(app, { usdt: '100' });
    const before = ok(await api.get('/api/nft/seed', { token: user.token }), 'seed');
    expect(before.nonce).toBe(0);
    const opened = ok(await open(user.token, box.id, 5), 'open five');
    expect(opened.draws.map((d: BoxDraw) => d.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(opened.seed).toMatchObject({ nonce: 5, serverSeedHash: before.serverSeedHash });
    expect(await usdtOf(user.token)).toBe('90.000000');
    const held = ok(await api.get('/api/coupon/index?limit=50', { token: user.token }), 'held copies');
    expect(held.total).toBe(5);
    expect(held.list.every((c: { acquiredVia: string }) => c.acquiredVia === 'box')).toBe(true);
    // Each copy came out of its series' reservation.
    const rows = await Promise.all(series.map((s) => seriesRow(s.id)));
    expect(rows.reduce((sum, r) => sum + (r?.sold ?? 0), 0)).toBe(5);
    expect(rows.reduce((sum, r) => sum + (r?.reserved ?? 0), 0)).toBe(5);
    const after = ok(await api.get(`/api/nft/box?id=${box.id}`, { token: user.token }), 'box after');
    expect(after).toMatchObject({ left: 5, opened: 5 });
  });

  it('every draw recomputes from the revealed server seed, in the browser’s way', async () => {
    const { box } = await makeBox();
    const user = await signUp(app, { usdt: '100' });
    ok(await open(user.token, box.id, 10), 'open ten');
    const hidden = ok(
      await api.get(`/api/nft/draws?boxId=${box.id}&limit=50`, { token: user.token }),
      'draws',
    );
    expect(hidden.list.every((d: BoxDraw) => d.serverSeed === null)).toBe(true);

    const rotated = ok(
      await api.post('/api/nft/seed/rotate', { clientSeed: 'my-own-seed' }, { token: user.token }),
      'rotate',
    );
    const { serverSeed, serverSeedHash } = rotated.revealed;
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(serverSeedHash);
    expect(rotated.revealed.nonce).toBe(10);
    expect(rotated.current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(rotated.current.serverSeedHash).not.toBe(serverSeedHash);

    const draws: BoxDraw[] = ok(
      await api.get(`/api/nft/draws?boxId=${box.id}&limit=50`, { token: user.token }),
      'draws revealed',
    ).list;
    expect(draws).toHaveLength(10);
    for (const d of draws) {
      expect(d.serverSeed).toBe(serverSeed);
      const pick = await fairDraw(webHmac, { serverSeed, clientSeed: d.clientSeed, nonce: d.nonce }, d.pool);
      expect(pick).toBe(d.pick);
      expect(d.pool[pick]?.seriesId).toBe(d.seriesId);
    }
    // One draw alone, as the verify page asks for it.
    const one = ok(await api.get(`/api/nft/draw?id=${draws[0]?.id}`, { token: user.token }), 'draw');
    expect(one).toMatchObject({ id: draws[0]?.id, serverSeed });
    expectError(
      await api.get(`/api/nft/draw?id=${draws[0]?.id}`, { token: (await signUp(app)).token }),
      'DRAW_NOT_FOUND',
    );
  });

  it('refuses what the box cannot take now, and a refusal changes nothing', async () => {
    const later = await makeBox({ opensAt: new Date(app.clock.now().getTime() + 3_600_000).toISOString() });
    const limited = await makeBox({ perUserLimit: 2 });
    const small = await makeBox({}, 1);
    const user = await signUp(app, { usdt: '5' });
    expectError(await open(user.token, later.box.id, 1), 'BOX_NOT_OPEN');
    ok(await open(user.token, limited.box.id, 1), 'one of two');
    const overLimit = await open(user.token, limited.box.id, 5);
    expectError(overLimit, 'BOX_LIMIT');
    expect(overLimit.body.data.left).toBe(1);
    expectError(await open(user.token, small.box.id, 5), 'BOX_NOT_ENOUGH_LEFT');
    expectError(await open(user.token, small.box.id, 1, '000000'), 'PAY_PASSWORD_WRONG_LEFT');
    const three = await api.post(
      '/api/nft/box/open',
      { boxId: small.box.id, count: 3, payPassword: PAY_PASSWORD },
      { token: user.token },
    );
    expectError(three, 'VALIDATION');
    expect(three.body.data.fields[0]).toMatchObject({ field: 'count', error: 'BOX_COUNT_INVALID' });
    // Too little USDT refuses the whole open: nothing drawn, minted or moved on.
    const poor = await signUp(app, { usdt: '1' });
    expectError(await open(poor.token, small.box.id, 1), 'INSUFFICIENT_BALANCE');
    expect(ok(await api.get(`/api/nft/box?id=${small.box.id}`, { token: poor.token }), 'box').left).toBe(2);
    expect(ok(await api.get('/api/nft/seed', { token: poor.token }), 'seed').nonce).toBe(0);

    // Closed by an operator: no more opens, the stock goes back to the series.
    const closed = ok(
      await api.post(`/admin-api/nft/boxes/${small.box.id}/close`, {}, { headers: bearer(operations) }),
      'close',
    );
    expect(closed).toMatchObject({ closed: true, status: 'ended', left: 0 });
    expectError(await open(poor.token, small.box.id, 1), 'BOX_ENDED');
    for (const s of small.series) expect((await seriesRow(s.id))?.reserved).toBe(0);
  });

  it('a user with no money sending opens at the rate limit never makes another opener or a wallet read wait (two servers on PostgreSQL)', async () => {
    const { box } = await makeBox({}, 25);
    const broke = await signUp(app);
    const buyer = await signUp(app, { usdt: '100' });
    const twin = dbKind === 'postgres' ? await app.twin() : undefined;
    try {
      const apis = [api, twin ? client(twin) : api];
      // Each has paid (or tried to) before: their payment passwords are known, as in a running app.
      for (const via of apis) {
        expectError(await open(broke.token, box.id, 10, PAY_PASSWORD, via), 'INSUFFICIENT_BALANCE');
        ok(await open(buyer.token, box.id, 1, PAY_PASSWORD, via), 'first open');
      }
      const copiesMade = () => lastIdOf(app, 'nft_copies_id_seq');
      const copiesBefore = await copiesMade();
      // The default rate limit is 600 calls a minute, and nothing makes them wait for each other: twenty
      // opens of ten draws always in flight, over both servers, while the other user opens and reads.
      const refusals = new Set<string>();
      let sent = 0;
      let hammering = true;
      const hammer = Array.from({ length: 20 }, async () => {
        while (hammering && sent < 600) {
          const via = apis[sent++ % 2];
          refusals.add((await open(broke.token, box.id, 10, PAY_PASSWORD, via)).body.data.error);
        }
      });
      const timed = async (call: () => Promise<{ body: { code: number } }>) => {
        const started = performance.now();
        expect((await call()).body.code).toBe(1);
        return performance.now() - started;
      };
      const opens: number[] = [];
      const reads: number[] = [];
      for (let i = 0; i < 5; i++) {
        opens.push(await timed(() => open(buyer.token, box.id, 1, PAY_PASSWORD, apis[i % 2])));
        reads.push(
          await timed(() => (apis[(i + 1) % 2] as Api).get('/api/fund/usdt', { token: buyer.token })),
        );
      }
      hammering = false;
      await Promise.all(hammer);
      expect(refusals).toEqual(new Set(['INSUFFICIENT_BALANCE']));
      // Refused before the box was locked: not one copy was minted for them, even to be rolled back
      // (a sequence does not roll back), only the other user's five.
      expect({ sent, minted: (await copiesMade()) - copiesBefore }).toEqual({ sent, minted: 5 });
      const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? 0;
      expect({ open: median(opens) < 500, read: median(reads) < 200, opens, reads }).toMatchObject({
        open: true,
        read: true,
      });
      expect(await usdtOf(buyer.token)).toBe('86.000000');
    } finally {
      await twin?.close();
    }
  });

  it('64 opens at once for the last 10 copies (two servers on PostgreSQL): exactly 10, the rest not charged', async () => {
    const { box, series } = await makeBox({}, 5);
    const crowd = await signUpMany(app, 64, { usdt: '2' });
    const twin = dbKind === 'postgres' ? await app.twin() : undefined;
    try {
      const apis = [api, twin ? client(twin) : api];
      const answers = await Promise.all(
        crowd.map((u, i) => open(u.token, box.id, 1, PAY_PASSWORD, apis[i % 2])),
      );
      const won = answers.filter((a) => a.body.code === 1);
      expect(won).toHaveLength(10);
      for (const a of answers) if (a.body.code !== 1) expect(a.body.data.error).toBe('BOX_SOLD_OUT');
      const balances = await Promise.all(crowd.map((u) => usdtOf(u.token)));
      expect(balances.filter((b) => b === '0.000000')).toHaveLength(10);
      expect(balances.filter((b) => b === '2.000000')).toHaveLength(54);
      const draws = await app.database.db.select().from(nftBoxDraws).where(eq(nftBoxDraws.boxId, box.id));
      expect(draws).toHaveLength(10);
      for (const s of series) expect(await seriesRow(s.id)).toMatchObject({ sold: 5, reserved: 0 });
    } finally {
      await twin?.close();
    }
    expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });
});
