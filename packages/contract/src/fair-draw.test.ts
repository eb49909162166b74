import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type DrawEntry,
  drawMessage,
  fairDraw,
  fairInteger,
  type HmacSha256,
  pickWeighted,
  subtleHmac,
  toHex,
  uniformFromDigest,
} from './fair-draw.ts';

const nodeHmac: HmacSha256 = async (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** The browser's way (the verify page): WebCrypto. */
const webHmac = subtleHmac(crypto.subtle);

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

/**
 * Vectors worked out apart from this code (Python's hmac module): the digest of each message, its
 * first 32-bit chunk, and the integers below 100, 1000 and 7 the rule gives.
 */
const VECTORS = [
  {
    seeds: { serverSeed: 'server-seed-1', clientSeed: 'client', nonce: 0 },
    digest: '1f3dc1fd85189584a40e2784d3c8e05a05d1ef802e3faa2a387b9e33d857fcf5',
    below: { 100: 53, 1000: 53, 7: 2 },
  },
  {
    seeds: { serverSeed: 'server-seed-1', clientSeed: 'client', nonce: 1 },
    digest: 'ebb53a065566558c89019490c5afa36a03c3bc9c76bc57e9752c784d90873d3d',
    below: { 100: 30, 1000: 630, 7: 2 },
  },
  {
    seeds: { serverSeed: '0f'.repeat(32), clientSeed: 'abc', nonce: 7 },
    digest: '4d907f263a106cea9edb0726360f0c2fcc8131e4ba46e51ba8dc77826d549ef9',
    below: { 100: 66, 1000: 366, 7: 1 },
  },
] as const;

describe('the provably fair draw', () => {
  it.each(VECTORS)(
    'gives the hand-checked digest and integers for $seeds.clientSeed:$seeds.nonce',
    async (v) => {
      expect(drawMessage(v.seeds.clientSeed, v.seeds.nonce)).toBe(`${v.seeds.clientSeed}:${v.seeds.nonce}`);
      for (const hmac of [nodeHmac, webHmac]) {
        expect(toHex(await hmac(v.seeds.serverSeed, drawMessage(v.seeds.clientSeed, v.seeds.nonce)))).toBe(
          v.digest,
        );
        for (const [n, value] of Object.entries(v.below))
          expect(await fairInteger(hmac, v.seeds, Number(n))).toBe(value);
      }
    },
  );

  it('maps an integer onto the weights in pool order', () => {
    const pool: DrawEntry[] = [
      { seriesId: 11, weight: 60 },
      { seriesId: 12, weight: 25 },
      { seriesId: 13, weight: 15 },
    ];
    expect([0, 53, 59, 60, 84, 85, 99].map((v) => pickWeighted(pool, v))).toEqual([0, 0, 0, 1, 1, 2, 2]);
    expect(() => pickWeighted(pool, 100)).toThrow(RangeError);
  });

  it('draws the vectors’ entries from a pool', async () => {
    const pool: DrawEntry[] = [
      { seriesId: 11, weight: 600 },
      { seriesId: 12, weight: 300 },
      { seriesId: 13, weight: 100 },
    ];
    // Total weight 1000: the integers 53, 630 and 366 above.
    expect(await Promise.all(VECTORS.map((v) => fairDraw(nodeHmac, v.seeds, pool)))).toEqual([0, 1, 0]);
  });

  it('has no modulo bias: a chunk at or above the largest multiple of n is skipped', () => {
    // 2^32 mod 3 = 1, so 0xffffffff is the one value refused below 3; the next chunk, 7, gives 1.
    expect(uniformFromDigest(fromHex(`ffffffff00000007${'00'.repeat(24)}`), 3)).toBe(1);
    expect(uniformFromDigest(fromHex('ff'.repeat(32)), 3)).toBeUndefined();
    expect(uniformFromDigest(fromHex('ff'.repeat(32)), 1)).toBe(0);
  });

  it('reads the next round’s digest when every chunk of one is refused', async () => {
    const asked: string[] = [];
    const stub: HmacSha256 = async (_key, message) => {
      asked.push(message);
      return asked.length === 1 ? fromHex('ff'.repeat(32)) : fromHex(`00000005${'00'.repeat(28)}`);
    };
    expect(await fairInteger(stub, { serverSeed: 's', clientSeed: 'c', nonce: 5 }, 3)).toBe(2);
    expect(asked).toEqual(['c:5', 'c:5:1']);
  });

  it('follows the weights over 100,000 draws (chi-square, p > 0.001)', async () => {
    const weights = [50, 30, 15, 4, 1];
    const pool = weights.map((weight, i) => ({ seriesId: i + 1, weight }));
    // Fixed seeds: the same 100,000 draws every run, so the test cannot fail by chance one run in a thousand.
    const seeds = { serverSeed: 'c3'.repeat(32), clientSeed: 'chi-square' };
    const draws = 100_000;
    const seen = weights.map(() => 0);
    for (let nonce = 0; nonce < draws; nonce++) {
      const pick = await fairDraw(nodeHmac, { ...seeds, nonce }, pool);
      seen[pick] = (seen[pick] ?? 0) + 1;
    }
    const total = weights.reduce((a, b) => a + b, 0);
    const chiSquare = weights.reduce((sum, w, i) => {
      const expected = (draws * w) / total;
      return sum + ((seen[i] ?? 0) - expected) ** 2 / expected;
    }, 0);
    // The 0.001 critical value of chi-square with 4 degrees of freedom.
    expect(chiSquare).toBeLessThan(18.467);
  });
});
