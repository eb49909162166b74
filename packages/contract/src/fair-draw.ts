/**
 * Provably fair draws for blind boxes. Before a user opens anything the server commits to a random
 * server seed by publishing its SHA-256; the user picks (or keeps a generated) client seed. Draw number
 * `nonce` of that pair is HMAC-SHA256(key = server seed, message = `clientSeed:nonce`); its bytes become
 * an integer below the pool's total weight without modulo bias, and that integer picks the entry whose
 * weight range holds it. Rotating the pair reveals the server seed, so anyone can recompute every draw
 * made with it: the server with node:crypto, the verify page with WebCrypto, both through this module.
 */

import { toHex } from './bytes.ts';

// Callers (the verify page, its tests) have always taken the hex helper from here.
export { toHex };

/** An HMAC-SHA256 of `message` under `key` (both UTF-8 text), however the runtime computes it. */
export type HmacSha256 = (key: string, message: string) => Promise<Uint8Array>;

/** One entry of the pool a draw was made from: what it yields and its weight at that moment. */
export interface DrawEntry {
  seriesId: number;
  weight: number;
}

/** The HMAC message of draw `nonce` (round 0), and of its further rounds if every chunk was rejected. */
export const drawMessage = (clientSeed: string, nonce: number, round = 0) =>
  round === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${round}`;

const TWO_32 = 2 ** 32;

/**
 * An integer in [0, n) from a digest, without modulo bias: the digest is read as big-endian 32-bit
 * chunks, and the first chunk below the largest multiple of `n` that fits in 32 bits is taken modulo
 * `n`. Undefined when every chunk falls above it (then the next round's digest is read).
 */
export function uniformFromDigest(digest: Uint8Array, n: number): number | undefined {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`cannot draw below ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  for (let at = 0; at + 4 <= digest.byteLength; at += 4) {
    const chunk = view.getUint32(at);
    if (chunk < limit) return chunk % n;
  }
  return undefined;
}

/** The integer in [0, n) of draw `nonce` of a seed pair. */
export async function fairInteger(
  hmac: HmacSha256,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  n: number,
): Promise<number> {
  for (let round = 0; ; round++) {
    const digest = await hmac(seeds.serverSeed, drawMessage(seeds.clientSeed, seeds.nonce, round));
    const value = uniformFromDigest(digest, n);
    if (value !== undefined) return value;
  }
}

/** The index of the entry whose weight range holds `value` (entries in pool order, weights > 0). */
export function pickWeighted(entries: readonly DrawEntry[], value: number): number {
  let upTo = 0;
  for (const [index, entry] of entries.entries()) {
    upTo += entry.weight;
    if (value < upTo) return index;
  }
  throw new RangeError(`${value} is beyond the pool's total weight ${upTo}`);
}

/** The pool's total weight. */
export const totalWeight = (entries: readonly DrawEntry[]) => entries.reduce((sum, e) => sum + e.weight, 0);

/** Draw `nonce` of a seed pair from a pool: the index of the entry it yields. */
export async function fairDraw(
  hmac: HmacSha256,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  entries: readonly DrawEntry[],
): Promise<number> {
  return pickWeighted(entries, await fairInteger(hmac, seeds, totalWeight(entries)));
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * HMAC-SHA256 through WebCrypto (`crypto.subtle`: browsers in a secure context, and Node), the key read
 * as UTF-8 text as node's createHmac(…, string) reads it. The verify page draws with it; tests check it
 * against node:crypto.
 */
export function subtleHmac(subtle: SubtleCrypto): HmacSha256 {
  // A draw that needs further rounds signs again under the same key: import it once.
  const keys = new Map<string, Promise<CryptoKey>>();
  return async (key, message) => {
    let imported = keys.get(key);
    if (!imported) {
      imported = subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      keys.set(key, imported);
    }
    return new Uint8Array(await subtle.sign('HMAC', await imported, utf8(message)));
  };
}

/** Lowercase hex of SHA-256(text) through WebCrypto: how a server seed's commitment is published. */
export async function subtleSha256Hex(subtle: SubtleCrypto, text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle.digest('SHA-256', utf8(text))));
}
