import { describe, expect, it } from 'vitest';
import { normalizeAddress, toChecksumAddress, tronAddressFromHex } from './address.ts';

// Known-good vectors: the server tests' TRON address and EIP-55's own examples.
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EIP55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('withdrawal addresses (shared by server and web)', () => {
  it('accepts valid TRC20 base58check addresses as they are', () => {
    expect(normalizeAddress('TRC20', TRON)).toBe(TRON);
    expect(normalizeAddress('TRC20', ` ${USDT_CONTRACT} `)).toBe(USDT_CONTRACT);
  });

  it('refuses a TRC20 typo, a wrong length, a bad character, another version byte and an EVM address', () => {
    const typo = `${TRON.slice(0, -1)}${TRON.endsWith('E') ? 'F' : 'E'}`;
    for (const bad of [typo, 'T123', `${TRON}1`, TRON.replace('Q', '0'), `A${TRON.slice(1)}`, EIP55[0], ''])
      expect(normalizeAddress('TRC20', bad ?? ''), bad).toBeUndefined();
  });

  it('encodes a TRON account id as its address: the USDT contract, as explorers show both', () => {
    const id = 'a614f803b6fd780986a42c78ec9c7f77e6ded13c';
    expect(tronAddressFromHex(id)).toBe(USDT_CONTRACT);
    expect(tronAddressFromHex(`41${id}`)).toBe(USDT_CONTRACT);
    expect(tronAddressFromHex(`0x${id.toUpperCase()}`)).toBe(USDT_CONTRACT);
    expect(() => tronAddressFromHex('41abc')).toThrow();
  });

  it('computes EIP-55 checksums: the specification vectors', () => {
    for (const address of EIP55) expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it('accepts checksummed, all-lower and all-upper EVM addresses and answers them checksummed', () => {
    for (const network of ['ERC20', 'BEP20'] as const)
      for (const address of EIP55) {
        expect(normalizeAddress(network, address)).toBe(address);
        expect(normalizeAddress(network, address.toLowerCase())).toBe(address);
        expect(normalizeAddress(network, `0x${address.slice(2).toUpperCase()}`)).toBe(address);
      }
  });

  it('refuses a mixed-case EVM address with a wrong checksum, a short one and a TRON address', () => {
    const [first = ''] = EIP55;
    for (const bad of [first.replace('aAeb', 'aaEb'), `${first.slice(0, -1)}D`, '0x1234', `${first}00`, TRON])
      expect(normalizeAddress('ERC20', bad), bad).toBeUndefined();
  });
});
