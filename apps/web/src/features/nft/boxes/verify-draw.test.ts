import { createHash, createHmac, webcrypto } from 'node:crypto';
import { fairDraw, fairInteger, type HmacSha256 } from '@mcc/contract';
import { describe, expect, it } from 'vitest';
import { parseNonce, parsePool, poolText, verifyDraw } from './verify-draw.ts';

// jsdom's window has no SubtleCrypto; node's is the same WebCrypto API a browser has.
const subtle = webcrypto.subtle as SubtleCrypto;
const nodeHmac: HmacSha256 = async (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const serverSeed = '9f2c4be1d0a7e35c6b8f1a2d3e4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d2c';
const pool = [
  { seriesId: 11, weight: 60 },
  { seriesId: 12, weight: 30 },
  { seriesId: 13, weight: 10 },
];

describe('the verify page recomputes a draw step by step', () => {
  it('shows the HMAC, the integer, the ranges and the pick the server drew', async () => {
    const seeds = { serverSeed, clientSeed: 'lucky-7', nonce: 4 };
    const drawn = await fairDraw(nodeHmac, seeds, pool);
    const steps = await verifyDraw(subtle, {
      ...seeds,
      serverSeedHash: sha(serverSeed).toUpperCase(),
      pool,
      recorded: { pick: drawn, seriesId: pool[drawn]?.seriesId },
    });
    expect(steps.rounds[0]).toEqual({
      message: 'lucky-7:4',
      hmac: createHmac('sha256', serverSeed).update('lucky-7:4').digest('hex'),
    });
    expect(steps.total).toBe(100);
    expect(steps.integer).toBe(await fairInteger(nodeHmac, seeds, 100));
    expect(steps.ranges.map((r) => [r.from, r.to])).toEqual([
      [0, 60],
      [60, 90],
      [90, 100],
    ]);
    expect(steps.pick).toBe(drawn);
    const range = steps.ranges[drawn];
    expect(steps.integer >= (range?.from ?? -1) && steps.integer < (range?.to ?? -1)).toBe(true);
    expect(steps).toMatchObject({ computedHash: sha(serverSeed), hashMatches: true, pickMatches: true });
    expect(steps.verdict).toBe('matches');
  });

  it('says "does not match" for another pick, another series or a seed that is not the committed one', async () => {
    const input = { serverSeed, clientSeed: 'c', nonce: 0, pool };
    const { pick } = await verifyDraw(subtle, input);
    const other = (pick + 1) % pool.length;
    expect((await verifyDraw(subtle, { ...input, recorded: { pick: other } })).verdict).toBe('mismatch');
    expect((await verifyDraw(subtle, { ...input, recorded: { seriesId: 99 } })).verdict).toBe('mismatch');
    const wrongSeed = await verifyDraw(subtle, { ...input, serverSeedHash: sha('another seed') });
    expect(wrongSeed).toMatchObject({ hashMatches: false, verdict: 'mismatch' });
    expect((await verifyDraw(subtle, input)).verdict).toBe('computed');
  });

  it('shows every round when a whole digest was rejected (no modulo bias)', async () => {
    // A total just above 2^31: about half of all 32-bit chunks are rejected, a whole digest once in 256.
    const heavy = [
      { seriesId: 1, weight: 2 ** 31 },
      { seriesId: 2, weight: 1 },
    ];
    let found = false;
    for (let nonce = 0; nonce < 3000 && !found; nonce++) {
      const steps = await verifyDraw(subtle, { serverSeed, clientSeed: 'c', nonce, pool: heavy });
      if (steps.rounds.length < 2) continue;
      found = true;
      expect(steps.rounds.slice(0, 2).map((r) => r.message)).toEqual([`c:${nonce}`, `c:${nonce}:1`]);
      expect(steps.pick).toBe(await fairDraw(nodeHmac, { serverSeed, clientSeed: 'c', nonce }, heavy));
    }
    expect(found).toBe(true);
  });
});

describe('typed pools', () => {
  it('reads JSON as recorded, bare weights, and rows', () => {
    expect(parsePool(poolText(pool))).toEqual({ pool });
    expect(parsePool('[5, 3]')).toEqual({
      pool: [
        { seriesId: 1, weight: 5 },
        { seriesId: 2, weight: 3 },
      ],
    });
    expect(parsePool('11 60\n12: 30\n\n13,10\n')).toEqual({ pool });
    expect(parsePool('7\n9')).toEqual({
      pool: [
        { seriesId: 1, weight: 7 },
        { seriesId: 2, weight: 9 },
      ],
    });
  });

  it('refuses what no draw could have used', () => {
    expect(parsePool('  ')).toEqual({ problem: 'poolEmpty' });
    expect(parsePool('[]')).toEqual({ problem: 'poolEmpty' });
    expect(parsePool('[{"seriesId":1}]')).toEqual({ problem: 'poolInvalid' });
    expect(parsePool('[1, 0]')).toEqual({ problem: 'poolInvalid' });
    expect(parsePool('[1, 2.5]')).toEqual({ problem: 'poolInvalid' });
    expect(parsePool('{"a":1}')).toEqual({ problem: 'poolInvalid' });
    expect(parsePool('[1,')).toEqual({ problem: 'poolInvalid' });
    expect(parsePool('1 2 3')).toEqual({ problem: 'poolInvalid' });
    expect(parsePool('-1')).toEqual({ problem: 'poolInvalid' });
    expect(parsePool(`[${2 ** 32}, 1]`)).toEqual({ problem: 'poolTooHeavy' });
  });

  it('reads a nonce as a whole number from 0', () => {
    expect(parseNonce(' 12 ')).toBe(12);
    expect(parseNonce('0')).toBe(0);
    expect(parseNonce('')).toBeUndefined();
    expect(parseNonce('-1')).toBeUndefined();
    expect(parseNonce('1.5')).toBeUndefined();
  });
});
