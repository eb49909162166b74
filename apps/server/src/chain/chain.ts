import type { Network } from '@mcc/contract';

/** One ERC-20/TRC-20 `Transfer` event of a transaction; addresses in the network's canonical form. */
export interface TokenTransfer {
  token: string;
  from: string;
  to: string;
  /** In the token's smallest unit. */
  value: bigint;
}

/**
 * What a node says of a transaction now: unknown to it, known but not in a block, or in a block (its
 * outcome, depth and token transfers, and the decimals of the token asked about).
 */
export type ChainReport =
  | { kind: 'unknown' }
  | { kind: 'unmined' }
  | {
      kind: 'mined';
      success: boolean;
      block: number;
      /** 1 when the block is the newest; each later block adds one. */
      confirmations: number;
      transfers: TokenTransfer[];
      decimals: number;
    };

/** A network's node, behind one interface whatever the chain (EVM JSON-RPC, TRON's HTTP API). */
export interface ChainAdapter {
  readonly network: Network;
  /** `txHash`: 64 lower-case hex digits without 0x. Throws ChainUnavailable when the node cannot answer. */
  inspect(txHash: string, token: string): Promise<ChainReport>;
}

/** The node did not answer (refused, timed out, answered nonsense): nothing can be concluded. */
export class ChainUnavailable extends Error {
  constructor(network: Network, cause: unknown) {
    super(`${network} node unavailable: ${cause instanceof Error ? cause.message.split('\n')[0] : cause}`);
    this.name = 'ChainUnavailable';
  }
}
