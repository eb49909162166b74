/**
 * Bytes as the contract's proofs write them (fair draws, the liabilities tree): lowercase hex on the
 * wire, fixed-width big-endian integers inside hashes. Zod-free and runtime-free, so the web app's verify
 * pages load it cheaply and the server writes the very same bytes.
 */

const HEX_OF_BYTE = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Lowercase hex of bytes (seed hashes, digests, nonces are shown this way). */
export function toHex(bytes: Uint8Array): string {
  // A table and one concatenation: a tree's proofs write hundreds of thousands of hashes.
  let hex = '';
  for (const b of bytes) hex += HEX_OF_BYTE[b];
  return hex;
}

/** The value of a lowercase hex digit's char code, or -1. */
function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 97 && code <= 102) return code - 87; // a-f
  return -1;
}

/**
 * The bytes of lowercase hex; undefined for anything else (odd length, capitals, `0x`), so a value
 * read from the wire is refused rather than read two ways.
 */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (hex.length % 2 !== 0) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let at = 0; at < bytes.length; at++) {
    const high = nibble(hex.charCodeAt(2 * at));
    const low = nibble(hex.charCodeAt(2 * at + 1));
    if (high < 0 || low < 0) return undefined;
    bytes[at] = high * 16 + low;
  }
  return bytes;
}

/** The largest integer 16 bytes hold: 2^128 − 1. */
export const UINT128_MAX = (1n << 128n) - 1n;

const LOW_64 = (1n << 64n) - 1n;

/**
 * Writes `value` (0 … 2^128 − 1) as 16 bytes, big-endian, at `offset` of `target`: how an amount of
 * micro-units is hashed. A value outside that range is a RangeError, never wrapped.
 */
export function writeUint128(target: Uint8Array, offset: number, value: bigint): void {
  if (value < 0n || value > UINT128_MAX) throw new RangeError(`${value} does not fit in 16 unsigned bytes`);
  const view = new DataView(target.buffer, target.byteOffset + offset, 16);
  view.setBigUint64(0, value >> 64n);
  view.setBigUint64(8, value & LOW_64);
}
