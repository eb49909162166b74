import { type Network, toChecksumAddress, tronAddressFromHex } from '@mcc/contract';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { HDKey } from 'viem/accounts';

/**
 * Each user's own deposit address on a network: child `userId` (non-hardened) of the network's extended
 * public key. A transfer to it can only be that user's, so nobody can claim another's deposit by
 * pasting its hash first; the operators sweep the addresses with the private key, which the server
 * never holds. EVM and TRON accounts are both keccak-256 of the uncompressed public key, last 20 bytes.
 */
export function depositAddressOf(network: Network, xpub: HDKey, userId: number): string {
  const child = xpub.deriveChild(userId);
  if (!child.publicKey) throw new Error('an extended public key derives public keys');
  const uncompressed = secp256k1.ProjectivePoint.fromHex(child.publicKey).toRawBytes(false);
  const account = Buffer.from(keccak_256(uncompressed.subarray(1)).subarray(12)).toString('hex');
  return network === 'TRC20' ? tronAddressFromHex(account) : toChecksumAddress(`0x${account}`);
}

export const parseXpub = (text: string) => HDKey.fromExtendedKey(text);
