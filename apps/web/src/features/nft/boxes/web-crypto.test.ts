import { createHash, createHmac, webcrypto } from 'node:crypto';
import { fairDraw, type HmacSha256, subtleHmac, subtleSha256Hex, toHex } from '@mcc/contract';
import { describe, expect, it } from 'vitest';

// jsdom's window has no SubtleCrypto; node's is the same WebCrypto API a browser has.
const subtle = webcrypto.subtle as SubtleCrypto;
const nodeHmac: HmacSha256 = async (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('WebCrypto adapters of the fair draw', () => {
  it('gives RFC 4231 test case 2', async () => {
    const digest = await subtleHmac(subtle)('Jefe', 'what do ya want for nothing?');
    expect(toHex(digest)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('hashes a seed as the server commits to it', async () => {
    expect(await subtleSha256Hex(subtle, 'abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const seed = 'f'.repeat(64);
    expect(await subtleSha256Hex(subtle, seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('draws what node:crypto draws, nonce after nonce, with non-ASCII keys too', async () => {
    const hmac = subtleHmac(subtle);
    const pool = [
      { seriesId: 1, weight: 7 },
      { seriesId: 2, weight: 1_000_000 },
      { seriesId: 3, weight: 3 },
    ];
    for (let nonce = 0; nonce < 40; nonce++) {
      const seeds = { serverSeed: `种子-${nonce % 3}`, clientSeed: 'a1b2c3', nonce };
      expect(await fairDraw(hmac, seeds, pool)).toBe(await fairDraw(nodeHmac, seeds, pool));
      expect(toHex(await hmac(seeds.serverSeed, `x:${nonce}`))).toBe(
        toHex(await nodeHmac(seeds.serverSeed, `x:${nonce}`)),
      );
    }
  });
});
