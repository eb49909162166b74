import { type Network, normalizeAddress } from '@mcc/contract';
import { errorText } from '../../lib/error-text.ts';
import type { FieldRule } from './money-context.ts';

/**
 * A chain address as the server checks it (the contract's `normalizeAddress`: TRC20 base58check, EVM
 * EIP-55 checksum), as the user types: a typo is flagged before anything is sent. The one field rule of
 * the money forms not read from their schema: `withdrawBody` and `addAddressBody` check the address's
 * length only (this is stricter, with the same key), and the server checks the network's format. Once
 * the schemas check it too, `money.rules('address')` shows it and this goes.
 */
export function addressRule(network: Network | undefined): FieldRule {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const text = typeof value === 'string' ? value : '';
      if (!network || normalizeAddress(network, text) === undefined)
        throw new Error(errorText('ADDRESS_INVALID'));
    },
  };
}
