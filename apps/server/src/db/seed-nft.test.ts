import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../domains/ledger/ledger.verify.ts';
import { type Api, openTestApp, type TestApp } from '../test/harness.ts';
import { signUp } from '../test/users.ts';
import { artworkPng } from './demo-artwork.ts';
import { seedDemo } from './seed.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await openTestApp());
  // The test apps leave the NFT demo out (see the harness); this is the seed a real start makes.
  await seedDemo({ db: app.database.db, ...app.services });
});
afterAll(() => app.dispose());

describe('demo NFT series', () => {
  it('eight series with pictures of their own: on sale, one sold out, one starting soon', async () => {
    const { token } = await signUp(app);
    const all = await api.get('/api/nft/series?limit=50', { token });
    const list: {
      id: number;
      status: string;
      image: string;
      remaining: number;
      sold: number;
      supply: number;
    }[] = all.body.data.list;
    expect(list.length).toBeGreaterThanOrEqual(8);
    const states = list.map((s) => s.status);
    expect(states.filter((s) => s === 'on_sale').length).toBeGreaterThanOrEqual(5);
    expect(states).toContain('upcoming');
    const soldOut = list.find((s) => s.status === 'sold_out');
    expect(soldOut).toMatchObject({ remaining: 0 });
    expect(soldOut?.sold).toBe(soldOut?.supply);
    // Every picture is a PNG stored with the uploads, each one different.
    expect(new Set(list.map((s) => s.image)).size).toBe(list.length);
    for (const s of list) {
      const file = path.join(app.dataDir, s.image);
      expect(fs.readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    }
    // Its collectors put three copies back on sale, cheapest first, each with a fee held.
    const listings = await api.get(`/api/nft/listings?seriesId=${soldOut?.id}`, { token });
    const prices: string[] = listings.body.data.list.map((l: { price: string }) => l.price);
    expect(prices).toHaveLength(3);
    expect(prices.map(Number)).toEqual([...prices.map(Number)].sort((a, b) => a - b));
    expect((await verifyLedger(app.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });

  it('a blind box over the demo series and two recipes, their stock set aside', async () => {
    const { token } = await signUp(app);
    const boxes = await api.get('/api/nft/boxes', { token });
    expect(boxes.body.data.total).toBe(1);
    const [box] = boxes.body.data.list;
    expect(box).toMatchObject({ status: 'open', left: 152, price: '39.000000' });
    expect(box.pool.map((e: { odds: string }) => e.odds)).toEqual(['70.00', '20.00', '8.00', '2.00']);
    const recipes = await api.get('/api/nft/recipes', { token });
    expect(recipes.body.data.list.map((r: { output: { rarity: string } }) => r.output.rarity)).toEqual([
      'epic',
      'legendary',
    ]);
  });

  it('seeds them once', async () => {
    await seedDemo({ db: app.database.db, ...app.services });
    const { token } = await signUp(app);
    expect((await api.get('/api/nft/series?limit=50', { token })).body.data.total).toBe(8);
    expect((await api.get('/api/nft/boxes', { token })).body.data.total).toBe(1);
  });

  it('draws the same picture every time, as a valid PNG header', () => {
    const art = {
      motif: 'orb',
      palette: [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
    } as const;
    const a = artworkPng(art, 32);
    expect(a.equals(artworkPng(art, 32))).toBe(true);
    expect(a.readUInt32BE(16)).toBe(32);
    expect(a.subarray(12, 16).toString()).toBe('IHDR');
  });
});
