import { createHmac } from 'node:crypto';

/**
 * RFC 6238 (TOTP) written for the tests alone, so they check the server's codes with an implementation
 * it does not share: Base32 (RFC 4648), HMAC-SHA1 of the 30-second step, dynamic truncation (RFC 4226).
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Bytes(text: string): Buffer {
  let bits = '';
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(ch);
    if (value < 0) throw new Error(`not Base32: ${ch}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => Number.parseInt(b, 2)));
}

/** The code of the step `at` falls in, for a Base32 secret. */
export function rfc6238(secret: string, at: Date, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, '0');
}
