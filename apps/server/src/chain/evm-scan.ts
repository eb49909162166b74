import type { Network } from '@mcc/contract';
import {
  BaseError,
  createPublicClient,
  erc20Abi,
  formatLog,
  getAddress,
  type Hex,
  http,
  numberToHex,
  parseEventLogs,
  RpcError,
  type RpcLog,
  toEventSelector,
} from 'viem';
import {
  type BlockRef,
  type ChainScanReader,
  ChainUnavailable,
  RangeRefused,
  type ScannedTransfer,
} from './chain.ts';

const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');

/**
 * What nodes answer to a range of `eth_getLogs` too wide for them: geth, Erigon, Infura, Alchemy,
 * BNB Chain's and QuickNode's public nodes each word it their way ("query returned more than 10000
 * results", "exceed maximum block range: 5000", "Log response size exceeded", "block range is too wide").
 */
const RANGE_TOO_WIDE = /range|more than|too (many|large|wide|big)|exceed|response size|limit/i;

/** Whether the node answered the call with an error saying the range is too wide (not a dead node). */
function refusesRange(e: unknown) {
  if (!(e instanceof BaseError)) return false;
  const rpc = e.walk((inner) => inner instanceof RpcError);
  if (!(rpc instanceof RpcError)) return false;
  return rpc.code === -32005 || RANGE_TOO_WIDE.test(`${rpc.shortMessage} ${rpc.details}`);
}

const bare = (hash: Hex) => hash.slice(2).toLowerCase();

/**
 * The deposit scanner's reader for ERC20 and BEP20 (viem over JSON-RPC): the head, block hashes, and a
 * token's `Transfer` logs over a range of blocks by one `eth_getLogs` (address and first topic), so a
 * range costs one call whatever the number of users. No retries here: the scanner tries again.
 */
export function evmScanReader(network: Network, url: string, timeoutMs: number): ChainScanReader {
  const client = createPublicClient({
    transport: http(url, { timeout: timeoutMs, retryCount: 0, batch: true }),
  });
  const decimals = new Map<string, Promise<number>>();

  async function asked<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      throw new ChainUnavailable(network, e);
    }
  }

  const head = () => asked(async () => Number(await client.getBlockNumber({ cacheTime: 0 })));

  function blocks(numbers: number[]): Promise<BlockRef[]> {
    return asked(async () => {
      // One HTTP request for all (the transport batches calls made together); a height past the head is null.
      const found = await Promise.all(
        numbers.map((n) =>
          client.request({ method: 'eth_getBlockByNumber', params: [numberToHex(n), false] }),
        ),
      );
      return found.flatMap((block, i) =>
        block?.hash ? [{ number: numbers[i] as number, hash: bare(block.hash) }] : [],
      );
    });
  }

  async function transfers(token: string, from: number, to: number): Promise<ScannedTransfer[]> {
    let logs: RpcLog[];
    try {
      logs = await client.request({
        method: 'eth_getLogs',
        params: [
          {
            address: getAddress(token),
            topics: [TRANSFER_TOPIC],
            fromBlock: numberToHex(from),
            toBlock: numberToHex(to),
          },
        ],
      });
    } catch (e) {
      if (refusesRange(e)) throw new RangeRefused(network, from, to, e);
      throw new ChainUnavailable(network, e);
    }
    const parsed = parseEventLogs({
      abi: erc20Abi,
      eventName: 'Transfer',
      logs: logs.map((log) => formatLog(log)),
      strict: true,
    });
    const ordered = parsed.sort(
      (a, b) => Number(a.blockNumber - b.blockNumber) || (a.logIndex ?? 0) - (b.logIndex ?? 0),
    );
    // A transfer's place among the token's Transfer logs of its transaction, zero-value ones included:
    // the paste path counts the receipt's logs the same way.
    const places = new Map<string, number>();
    return ordered.flatMap((log) => {
      const txHash = bare(log.transactionHash);
      const logIndex = places.get(txHash) ?? 0;
      places.set(txHash, logIndex + 1);
      if (log.args.value === 0n) return [];
      return [
        {
          token: getAddress(log.address),
          from: getAddress(log.args.from),
          to: getAddress(log.args.to),
          value: log.args.value,
          txHash,
          logIndex,
          block: Number(log.blockNumber),
          blockHash: bare(log.blockHash),
        },
      ];
    });
  }

  function decimalsOf(token: string) {
    let known = decimals.get(token);
    if (!known) {
      known = asked(() =>
        client.readContract({ address: getAddress(token), abi: erc20Abi, functionName: 'decimals' }),
      );
      // A failed read is not remembered: the next pass asks again.
      known.catch(() => decimals.delete(token));
      decimals.set(token, known);
    }
    return known;
  }

  return { network, head, blocks, transfers, decimals: decimalsOf };
}
