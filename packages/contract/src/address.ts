import { sha256 } from '@noble/hashes/sha2';
import { keccak_256 } from '@noble/hashes/sha3';
import type { Network } from './config.ts';

/**
 * Withdrawal addresses, checked the same way by the server (which refuses with ADDRESS_INVALID) and by
 * the web form as the user types. No zod and nothing Node-only: @noble/hashes is synchronous in both
 * (WebCrypto's digest is async, node:crypto is not in the browser).
 */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Mainnet TRON addresses are version byte 0x41 + 20 bytes, base58check encoded (34 characters, "T…"). */
const TRON_VERSION = 0x41;

function base58Decode(text: string): Uint8Array | undefined {
  let n = 0n;
  for (const ch of text) {
    const digit = BASE58.indexOf(ch);
    if (digit < 0) return undefined;
    n = n * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; n > 0n; n >>= 8n) bytes.unshift(Number(n & 0xffn));
  for (const ch of text) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

function isTronAddress(text: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return false;
  const bytes = base58Decode(text);
  if (bytes?.length !== 25 || bytes[0] !== TRON_VERSION) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return checksum.every((b, i) => b === bytes[21 + i]);
}

/** EIP-55: a hex letter is upper case when its nibble of keccak256(lower-case hex text) is 8 or more. */
export function toChecksumAddress(address: string): string {
  const body = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(body));
  let out = '0x';
  for (let i = 0; i < body.length; i++) {
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    out += nibble >= 8 ? body.charAt(i).toUpperCase() : body.charAt(i);
  }
  return out;
}

/**
 * The address in its canonical form when it is valid for the network, else undefined. TRC20:
 * base58check with TRON's version byte. ERC20/BEP20: 0x + 40 hex; mixed case must carry a correct
 * EIP-55 checksum (a typo in a checksummed address is caught); all-lower or all-upper has none to
 * check, as wallets and explorers accept. EVM addresses are stored checksummed.
 */
export function normalizeAddress(network: Network, text: string): string | undefined {
  const address = text.trim();
  if (network === 'TRC20') return isTronAddress(address) ? address : undefined;
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined;
  const body = address.slice(2);
  const checksummed = toChecksumAddress(address);
  const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixed && checksummed !== address) return undefined;
  return checksummed;
}
