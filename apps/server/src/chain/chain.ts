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

/** A block as the scanner keeps it: its height and hash (lower-case hex without 0x; TRON's block id). */
export interface BlockRef {
  number: number;
  hash: string;
}

/** One `Transfer` event of a token read from a block: the transfer, and where it is on the chain. */
export interface ScannedTransfer extends TokenTransfer {
  /** 64 lower-case hex digits without 0x. */
  txHash: string;
  /**
   * Its place (0, 1 …) among the same token's `Transfer` events of its transaction, in log order: what
   * keys a deposit (`recharges.log_index`), unchanged when a reorganisation moves the transaction to
   * another block (the block's own log index would change).
   */
  logIndex: number;
  block: number;
  blockHash: string;
}

/** The node refused a range of blocks as too wide (too many logs, or past its limit): ask a smaller one. */
export class RangeRefused extends Error {
  constructor(network: Network, from: number, to: number, cause: unknown) {
    super(
      `${network} node refused blocks ${from}–${to}: ${cause instanceof Error ? cause.message.split('\n')[0] : cause}`,
    );
    this.name = 'RangeRefused';
  }
}

/**
 * A network's node read block by block, for the deposit scanner (EVM `eth_getLogs`; TRON's blocks and
 * their transactions' logs). Every call throws ChainUnavailable when the node cannot answer;
 * `transfers` throws RangeRefused for a range the node will not serve whole.
 */
export interface ChainScanReader {
  readonly network: Network;
  /** The newest block's number. */
  head(): Promise<number>;
  /** The blocks at these heights, in the order asked; a height past the head is left out. */
  blocks(numbers: number[]): Promise<BlockRef[]>;
  /** Every `Transfer` of `token` in blocks `from`..`to` (both included), in chain order. */
  transfers(token: string, from: number, to: number): Promise<ScannedTransfer[]>;
  /** The token's `decimals()` (asked once per token). */
  decimals(token: string): Promise<number>;
}

/**
 * What the reconciliation and the console's address list read afresh from a node, beside the scanner's
 * store: every token's transfers to given addresses (an unknown token shows there), and balances.
 */
export interface ChainAudit {
  readonly network: Network;
  /** Every `Transfer` of any token to one of `addresses` in blocks `from`..`to`, in chain order. */
  receivedBy(addresses: string[], from: number, to: number): Promise<ScannedTransfer[]>;
  /** Each address's balance of `token`, in the token's smallest unit, in the order asked. */
  balancesOf(token: string, addresses: string[]): Promise<bigint[]>;
  /** The token's `decimals()` (asked once per token): the chain's amounts become micro-USDT with it. */
  decimals(token: string): Promise<number>;
}
