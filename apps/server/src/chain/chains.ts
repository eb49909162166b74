import { NETWORKS, type Network } from '@mcc/contract';
import type { Config } from '../config/env.ts';
import type { ChainAdapter, ChainAudit, ChainScanReader } from './chain.ts';
import { depositAddressOf, parseXpub } from './deposit-address.ts';
import { evmAdapter } from './evm.ts';
import { evmAudit } from './evm-audit.ts';
import { evmScanReader } from './evm-scan.ts';
import { tronAdapter } from './tron.ts';
import { tronApi } from './tron-api.ts';
import { tronAudit } from './tron-audit.ts';
import { tronScanReader } from './tron-scan.ts';

/**
 * A network set up for automatic recharge: its node asked of one transaction (`adapter`, the pasted
 * hash) and read block by block (`reader`, the deposit scanner), and each user's deposit address on it.
 */
export interface DepositChain {
  adapter: ChainAdapter;
  reader: ChainScanReader;
  /** Read afresh for the reconciliation and the console's deposit addresses (any token, balances). */
  audit: ChainAudit;
  addressOf(userId: number): string;
}

/**
 * What the server's environment sets up, per network: a node (`rpc`) and a deposit key (`xpub`), and
 * the names of the variables that set each (for the console to tell an operator).
 */
export interface Chains {
  get(network: Network): DepositChain | undefined;
  status(network: Network): { rpc: boolean; xpub: boolean; variables: { rpc: string; xpub: string } };
}

const NODE_URL = {
  ERC20: 'CHAIN_ERC20_RPC_URL',
  BEP20: 'CHAIN_BEP20_RPC_URL',
  TRC20: 'CHAIN_TRC20_API_URL',
} as const satisfies Record<Network, keyof Config>;
const XPUB = {
  ERC20: 'CHAIN_ERC20_XPUB',
  BEP20: 'CHAIN_BEP20_XPUB',
  TRC20: 'CHAIN_TRC20_XPUB',
} as const satisfies Record<Network, keyof Config>;

/** TRON's adapter, scan reader and audit on one node (the audit reads block ids with the reader). */
function tronNode(url: string, apiKey: string | undefined, timeout: number) {
  const reader = tronScanReader(url, apiKey, timeout);
  return {
    adapter: tronAdapter(url, apiKey, timeout),
    reader,
    audit: tronAudit(tronApi(url, apiKey, timeout), reader.blocks),
  };
}

/** The networks the environment sets up whole (node and key); the others are not offered. */
export function chainsFromConfig(config: Config): Chains {
  const set = new Map<Network, DepositChain>();
  for (const network of NETWORKS) {
    const url = config[NODE_URL[network]];
    const xpub = config[XPUB[network]];
    if (!url || !xpub) continue;
    const timeout = config.CHAIN_TIMEOUT_MS;
    const node =
      network === 'TRC20'
        ? tronNode(url, config.CHAIN_TRC20_API_KEY, timeout)
        : {
            adapter: evmAdapter(network, url, timeout),
            reader: evmScanReader(network, url, timeout),
            audit: evmAudit(network, url, timeout),
          };
    const key = parseXpub(xpub);
    set.set(network, { ...node, addressOf: (userId) => depositAddressOf(network, key, userId) });
  }
  return {
    get: (network) => set.get(network),
    status: (network) => ({
      rpc: Boolean(config[NODE_URL[network]]),
      xpub: Boolean(config[XPUB[network]]),
      variables: { rpc: NODE_URL[network], xpub: XPUB[network] },
    }),
  };
}
