import { type HmacSha256, toHex } from '@mcc/contract';

/**
 * The browser's SHA-256 and HMAC-SHA256 (WebCrypto) in the shapes the contract's fair draw takes, so
 * the verify page recomputes a draw with the very functions the server drew it with (fair-draw.ts).
 * `crypto.subtle` exists only in a secure context (https, localhost): undefined elsewhere.
 */
export const subtleCrypto = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

const utf8 = (text: string) => new TextEncoder().encode(text);

/** HMAC-SHA256 with `subtle`; the key is UTF-8 text, as node's createHmac(…, string) reads it. */
export function webHmac(subtle: SubtleCrypto): HmacSha256 {
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

/** Lowercase hex of SHA-256(text): how a server seed's commitment is published. */
export async function sha256Hex(subtle: SubtleCrypto, text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle.digest('SHA-256', utf8(text))));
}
