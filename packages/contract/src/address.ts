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

function base58Encode(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let out = '';
  for (; n > 0n; n /= 58n) out = BASE58.charAt(Number(n % 58n)) + out;
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/**
 * The TRON address (`T…`) of a 20-byte account id given as 40 hex digits, as TRON's logs and EVM-style
 * derivations give it (with or without the 0x41 version byte or a 0x prefix).
 */
export function tronAddressFromHex(hex: string): string {
  const body = hex.replace(/^0x/, '').replace(/^41(?=[0-9a-fA-F]{40}$)/, '');
  if (!/^[0-9a-fA-F]{40}$/.test(body)) throw new Error(`not a 20-byte account id: ${hex}`);
  const payload = new Uint8Array(21);
  payload[0] = TRON_VERSION;
  for (let i = 0; i < 20; i++) payload[i + 1] = Number.parseInt(body.slice(i * 2, i * 2 + 2), 16);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  const full = new Uint8Array(25);
  full.set(payload);
  full.set(checksum, 21);
  return base58Encode(full);
}

function isTronAddress(text: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return false;
  const bytes = base58Decode(text);
  if (bytes?.length !== 25 || bytes[0] !== TRON_VERSION) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return checksum.every((b, i) => b === bytes[21 + i]);
}

/** A TRON address's 20-byte account id as 40 hex digits (without the 0x41 byte): what an ABI word holds. */
export function tronAddressToHex(address: string): string {
  if (!isTronAddress(address)) throw new Error(`not a TRON address: ${address}`);
  const bytes = base58Decode(address) as Uint8Array;
  return Array.from(bytes.subarray(1, 21), (b) => b.toString(16).padStart(2, '0')).join('');
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
