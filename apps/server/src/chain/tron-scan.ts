import { type ChainScanReader, ChainUnavailable, RangeRefused, type ScannedTransfer } from './chain.ts';
import { succeeded, type TronInfo, transfersOf, tronApi } from './tron-api.ts';

/**
 * The most blocks one `transfers` call reads. TRON's API has no log filter over a range of blocks
 * (`eth_getLogs`): each block costs two calls, its transactions' infos and the block itself.
 */
export const TRON_SCAN_BLOCKS = 100;
/** Calls in flight at once, each block's two counting as one: kind to TronGrid's per-key rate. */
const IN_FLIGHT = 4;

interface TronBlock {
  blockID?: string;
  block_header?: { raw_data?: { number?: number } };
  /** Left out by the node for a block without any. */
  transactions?: { txID?: string }[];
}

/** `work` on each item, a few at a time, the answers in the items' order; the first failure stops the rest. */
async function inOrder<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const at = next++;
      try {
        answers[at] = await work(items[at] as T);
      } catch (e) {
        next = items.length;
        throw e;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, worker));
  return answers;
}

/** The same transactions, by id, whatever their order. */
const sameIds = (a: (string | undefined)[], b: (string | undefined)[]) => {
  const key = (ids: (string | undefined)[]) =>
    ids
      .map((id) => id?.toLowerCase() ?? '?')
      .sort()
      .join();
  return key(a) === key(b);
};

/**
 * TRC20 transfers read block by block through TRON's HTTP API (a full node's `/wallet/*`, or TronGrid
 * with its key): `/wallet/getblock` for a block's id (its header alone where no transaction is needed),
 * `/wallet/gettransactioninfobyblocknum` for its transactions' outcomes and logs. A transaction's info
 * does not name its block's id, so each block's infos are checked against the block's own transactions,
 * read at the same time: a block replaced between the two answers (a reorganisation, or a TronGrid
 * answer from a node behind the others) is unavailable, not read from two chains at once.
 */
export function tronScanReader(url: string, apiKey: string | undefined, timeoutMs: number): ChainScanReader {
  const api = tronApi(url, apiKey, timeoutMs);

  async function unavailableOnFailure<T>(read: () => Promise<T>) {
    try {
      return await read();
    } catch (e) {
      throw new ChainUnavailable('TRC20', e);
    }
  }

  /** The block at `height` (`{}` past the node's head: undefined), its id checked to be one. */
  async function blockAt(height: number, detail: boolean) {
    const block = await api.call<TronBlock>('/wallet/getblock', { id_or_num: String(height), detail });
    if (block.blockID === undefined) return undefined;
    if (!/^[0-9a-f]{64}$/i.test(block.blockID) || block.block_header?.raw_data?.number !== height) {
      throw new Error(`getblock ${height} answered another block`);
    }
    return { number: height, hash: block.blockID.toLowerCase(), transactions: block.transactions ?? [] };
  }

  async function transfersIn(token: string, height: number): Promise<ScannedTransfer[]> {
    const [block, infos] = await Promise.all([
      blockAt(height, true),
      api.call<TronInfo[]>('/wallet/gettransactioninfobyblocknum', { num: height }),
    ]);
    if (!block) throw new Error(`block ${height} is past the node's head`);
    if (!Array.isArray(infos)) throw new Error(`gettransactioninfobyblocknum ${height} answered no list`);
    if (
      !sameIds(
        block.transactions.map((tx) => tx.txID),
        infos.map((info) => info.id),
      ) ||
      infos.some((info) => info.blockNumber !== height)
    ) {
      throw new Error(`block ${height} changed while it was read`);
    }
    return infos.filter(succeeded).flatMap((info) =>
      transfersOf(info.log ?? [])
        .filter((transfer) => transfer.token === token)
        // The place among the token's transfers counts those of no value too: the pasted-hash path,
        // which sees all of them, numbers them alike.
        .map((transfer, logIndex) => ({
          ...transfer,
          txHash: (info.id ?? '').toLowerCase(),
          logIndex,
          block: height,
          blockHash: block.hash,
        }))
        .filter((transfer) => transfer.value > 0n),
    );
  }

  return {
    network: 'TRC20',
    head: () => unavailableOnFailure(() => api.head()),
    blocks: (numbers) =>
      unavailableOnFailure(async () => {
        const found = await inOrder(numbers, (height) => blockAt(height, false));
        return found.flatMap((block) => (block ? [{ number: block.number, hash: block.hash }] : []));
      }),
    async transfers(token, from, to) {
      if (to - from + 1 > TRON_SCAN_BLOCKS) {
        throw new RangeRefused('TRC20', from, to, `TRON is read block by block, ${TRON_SCAN_BLOCKS} at most`);
      }
      const heights = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
      return unavailableOnFailure(async () => (await inOrder(heights, (n) => transfersIn(token, n))).flat());
    },
    decimals: (token) => unavailableOnFailure(() => api.decimals(token)),
  };
}
