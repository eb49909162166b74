import type { Network } from '@mcc/contract';
import {
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';
import { type ChainAdapter, type ChainReport, ChainUnavailable } from './chain.ts';

/**
 * ERC20 and BEP20 through a node's JSON-RPC (viem): the receipt's `Transfer` logs, the head block for
 * the depth, the token's `decimals()` (asked once per token). No retries here: a recharge that cannot
 * be checked answers CHAIN_UNAVAILABLE at once, and the user (or the job) asks again.
 */
export function evmAdapter(network: Network, url: string, timeoutMs: number): ChainAdapter {
  const client = createPublicClient({ transport: http(url, { timeout: timeoutMs, retryCount: 0 }) });
  const decimals = new Map<string, Promise<number>>();

  function decimalsOf(token: `0x${string}`) {
    let known = decimals.get(token);
    if (!known) {
      known = client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' });
      // A failed read is not remembered: the next check asks again.
      known.catch(() => decimals.delete(token));
      decimals.set(token, known);
    }
    return known;
  }

  async function receiptOf(hash: `0x${string}`) {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (e) {
      if (e instanceof TransactionReceiptNotFoundError) return null;
      throw e;
    }
  }

  async function isKnown(hash: `0x${string}`) {
    try {
      await client.getTransaction({ hash });
      return true;
    } catch (e) {
      if (e instanceof TransactionNotFoundError) return false;
      throw e;
    }
  }

  async function inspect(txHash: string, token: string): Promise<ChainReport> {
    const hash = `0x${txHash}` as const;
    try {
      const receipt = await receiptOf(hash);
      if (!receipt) return { kind: (await isKnown(hash)) ? 'unmined' : 'unknown' };
      const [head, tokenDecimals] = await Promise.all([
        client.getBlockNumber({ cacheTime: 0 }),
        decimalsOf(getAddress(token)),
      ]);
      const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).map(
        (log) => ({
          token: getAddress(log.address),
          from: getAddress(log.args.from),
          to: getAddress(log.args.to),
          value: log.args.value,
        }),
      );
      return {
        kind: 'mined',
        success: receipt.status === 'success',
        block: Number(receipt.blockNumber),
        confirmations: Math.max(0, Number(head - receipt.blockNumber) + 1),
        transfers,
        decimals: tokenDecimals,
      };
    } catch (e) {
      throw new ChainUnavailable(network, e);
    }
  }

  return { network, inspect };
}
