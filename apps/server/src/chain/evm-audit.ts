import type { Network } from '@mcc/contract';
import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  parseAbiItem,
  parseEventLogs,
} from 'viem';
import { type ChainAudit, ChainUnavailable, type ScannedTransfer } from './chain.ts';

/** Recipients one `eth_getLogs` names (an OR of its third topic): nodes accept a few hundred. */
const ADDRESS_CHUNK = 100;
/** Blocks one `eth_getLogs` spans: public nodes refuse wider ranges (and the answer stays small). */
const BLOCK_SPAN = 2_000;
/** Calls in flight at once (receipts, balances): a node's rate limit, not the server's. */
const PARALLEL = 8;

const TRANSFER_EVENT = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** `fn` over `items`, at most PARALLEL at a time, the answers in the order of the items. */
async function inTurns<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const part of chunks(items, PARALLEL)) out.push(...(await Promise.all(part.map(fn))));
  return out;
}

/**
 * What an EVM node shows afresh, for the reconciliation and the console's address list (viem over
 * JSON-RPC): the `Transfer` logs of ANY contract whose recipient is one of the addresses (a token the
 * platform does not take shows too), and `balanceOf` of each address. A transfer's `logIndex` is its
 * place among the same token's transfers of its transaction (the scanner's key), read from the receipt.
 */
export function evmAudit(network: Network, url: string, timeoutMs: number): ChainAudit {
  const client = createPublicClient({ transport: http(url, { timeout: timeoutMs, retryCount: 1 }) });
  const decimalsOf = new Map<string, Promise<number>>();

  /** Each of the transaction's transfers by its log index in the block → its place among its token's. */
  async function placesIn(hash: Hash) {
    const receipt = await client.getTransactionReceipt({ hash });
    const seen = new Map<string, number>();
    const places = new Map<number, number>();
    for (const log of parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })) {
      const token = log.address.toLowerCase();
      const place = seen.get(token) ?? 0;
      seen.set(token, place + 1);
      places.set(log.logIndex, place);
    }
    return places;
  }

  async function receivedBy(addresses: string[], from: number, to: number): Promise<ScannedTransfer[]> {
    if (addresses.length === 0 || from > to) return [];
    try {
      const ranges: { start: number; end: number }[] = [];
      for (let start = from; start <= to; start += BLOCK_SPAN)
        ranges.push({ start, end: Math.min(to, start + BLOCK_SPAN - 1) });
      const asks = ranges.flatMap((range) =>
        chunks(addresses as Address[], ADDRESS_CHUNK).map((recipients) => ({ range, recipients })),
      );
      const logs = (
        await inTurns(asks, ({ range, recipients }) =>
          client.getLogs({
            event: TRANSFER_EVENT,
            args: { to: recipients },
            fromBlock: BigInt(range.start),
            toBlock: BigInt(range.end),
          }),
        )
      ).flat();
      const hashes = [...new Set(logs.map((l) => l.transactionHash))];
      const places = new Map(
        (await inTurns(hashes, async (h) => [h, await placesIn(h)] as const)).map(([h, p]) => [h, p]),
      );
      return logs
        .filter((l) => l.args.from && l.args.to && l.args.value !== undefined)
        .sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex)
        .map((l) => ({
          token: getAddress(l.address),
          from: getAddress(l.args.from as Address),
          to: getAddress(l.args.to as Address),
          value: l.args.value as bigint,
          txHash: l.transactionHash.slice(2),
          logIndex: places.get(l.transactionHash)?.get(l.logIndex) ?? 0,
          block: Number(l.blockNumber),
          blockHash: l.blockHash.slice(2),
        }));
    } catch (e) {
      throw new ChainUnavailable(network, e);
    }
  }

  async function balancesOf(token: string, addresses: string[]): Promise<bigint[]> {
    try {
      return await inTurns(addresses, (owner) =>
        client.readContract({
          address: getAddress(token),
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [getAddress(owner)],
        }),
      );
    } catch (e) {
      throw new ChainUnavailable(network, e);
    }
  }

  function decimals(token: string): Promise<number> {
    let known = decimalsOf.get(token);
    if (!known) {
      known = client
        .readContract({ address: getAddress(token), abi: erc20Abi, functionName: 'decimals' })
        .catch((e) => {
          decimalsOf.delete(token);
          throw new ChainUnavailable(network, e);
        });
      decimalsOf.set(token, known);
    }
    return known;
  }

  return { network, receivedBy, balancesOf, decimals };
}
