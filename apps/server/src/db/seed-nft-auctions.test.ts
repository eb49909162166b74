import type { Auction } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../domains/ledger/ledger.verify.ts';
import { type Api, openTestApp, type TestApp } from '../test/harness.ts';
import { signUp } from '../test/users.ts';
import { seedDemo } from './seed.ts';

const HOUR = 3_600_000;

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
  // The test apps leave the NFT demo out (see the harness); this is the seed a real start makes.
  await seedDemo({ db: app.database.db, ...app.services }, { now: app.clock.now() });
});
afterAll(() => app.dispose());

async function hall(): Promise<{ total: number; list: Auction[] }> {
  const { token } = await signUp(app);
  return (await api.get('/api/auction/index?tab=live&limit=50', { token })).body.data;
}

describe('demo auctions', () => {
  it('the hall opens with two platform auctions running, one of them bid on, and one starting soon', async () => {
    const { total, list } = await hall();
    expect(total).toBe(3);
    expect(list.map((a) => a.status).sort()).toEqual(['live', 'live', 'upcoming']);
    expect(list.every((a) => a.seller === null)).toBe(true);
    const bidOn = list.filter((a) => a.bids > 0);
    expect(bidOn).toHaveLength(1);
    expect(bidOn[0]).toMatchObject({ bids: 1, leadingBid: '850.000000', reserveMet: false });
    expect(bidOn[0]?.leader).not.toBeNull();
    expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });

  it('adds none at a start while one is open', async () => {
    await seedDemo({ db: app.database.db, ...app.services }, { now: app.clock.now() });
    expect((await hall()).total).toBe(3);
  });

  // Moves the clock: last in the file.
  it('a start days later, when they have all ended, opens the hall again from that day', async () => {
    app.clock.advance(3 * 24 * HOUR);
    await app.services.auctions.settleDue();
    expect((await hall()).total).toBe(0);
    const now = app.clock.now();
    await seedDemo({ db: app.database.db, ...app.services }, { now });
    const { list } = await hall();
    expect(list.map((a) => a.status).sort()).toEqual(['live', 'live', 'upcoming']);
    for (const a of list) expect(Date.parse(a.endsAt)).toBeGreaterThan(now.getTime() + HOUR);
    expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });
});
