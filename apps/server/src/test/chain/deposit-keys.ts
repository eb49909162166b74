import { HDKey } from 'viem/accounts';

/**
 * Deposit keys for tests: a fixed seed's root (the operators' wallet, private) and the account-level
 * extended keys of each chain's BIP-44 path, whose public halves (`publicExtendedKey`) the server gets.
 */
export function testDepositKeys(seedByte = 7) {
  const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(seedByte));
  return { root, evm: root.derive("m/44'/60'/0'/0"), tron: root.derive("m/44'/195'/0'/0") };
}
