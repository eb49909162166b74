import { createHash } from 'node:crypto';
import type { Network } from '@mcc/contract';
import { getAddress, isAddress } from 'viem';

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

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

function isTronAddress(text: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return false;
  const bytes = base58Decode(text);
  if (bytes?.length !== 25 || bytes[0] !== TRON_VERSION) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.equals(bytes.subarray(21));
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
  const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixed && !isAddress(address, { strict: true })) return undefined;
  return getAddress(address.toLowerCase());
}
