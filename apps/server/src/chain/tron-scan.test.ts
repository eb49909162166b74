import { tronAddressFromHex } from '@mcc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_BLOCK,
  LAST_BLOCK,
  PAYOUT_HEX,
  REORGED_OFFSET,
  recordedTronChains,
  SENDER_HEX,
  TX_IDS,
} from '../test/chain/tron-blocks.ts';
import { startTronNode, type TronNode } from '../test/chain/tron-node.ts';
import { ChainUnavailable, RangeRefused } from './chain.ts';
import { TRON_SCAN_BLOCKS, tronScanReader } from './tron-scan.ts';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PAYOUT = tronAddressFromHex(PAYOUT_HEX);
const accounts = {
  a: '7e2f1d0c9b8a69584736251403f2e1d0c9b8a796',
  b: '00000000000000000000000000000000000000ff',
  c: '41c2b3a49586776859403a2b1c0d9e8f7a6b5c4d',
};
const [a, b, c] = [accounts.a, accounts.b, accounts.c].map(tronAddressFromHex);
const chains = recordedTronChains(accounts);
const hashAt = (chain: typeof chains.main, height: number) => chain.get(height)?.block.blockID;
const REORGED = FIRST_BLOCK + REORGED_OFFSET;

let node: TronNode;
beforeAll(async () => {
  node = await startTronNode(chains.main, FIRST_BLOCK + 20);
});
afterAll(() => node.close());

describe('the TRC20 scan reader against recorded TRON answers', () => {
  it('reads every USDT transfer of the blocks: its transaction, place, block and block id', async () => {
    node.show(chains.main, FIRST_BLOCK + 20);
    const reader = tronScanReader(node.url, 'key-1', 2_000);
    const seen = node.calls.length;
    expect(await reader.head()).toBe(FIRST_BLOCK + 20);
    expect(await reader.decimals(USDT)).toBe(6);
    const at = (height: number) => ({ block: height, blockHash: hashAt(chains.main, height) });
    expect(await reader.transfers(USDT, FIRST_BLOCK, FIRST_BLOCK + 20)).toEqual([
      // Two transfers of one payout: each its own place in the transaction.
      {
        token: USDT,
        from: PAYOUT,
        to: a,
        value: 10_000_000n,
        txHash: TX_IDS.payout,
        logIndex: 0,
        ...at(FIRST_BLOCK + 1),
      },
      {
        token: USDT,
        from: PAYOUT,
        to: b,
        value: 2_500_000n,
        txHash: TX_IDS.payout,
        logIndex: 1,
        ...at(FIRST_BLOCK + 1),
      },
      // Another token's transfer and the reverted call are left out; the transfer of nothing keeps its place.
      {
        token: USDT,
        from: PAYOUT,
        to: c,
        value: 1_000_000n,
        txHash: TX_IDS.withNothingFirst,
        logIndex: 1,
        ...at(FIRST_BLOCK + 4),
      },
      {
        token: USDT,
        from: tronAddressFromHex(SENDER_HEX),
        to: c,
        value: 20_000_000n,
        txHash: TX_IDS.reorged,
        logIndex: 0,
        ...at(REORGED),
      },
    ]);
    expect(node.calls.slice(seen).every((call) => call.key === 'key-1')).toBe(true);
    // A block id is TRON's: 64 lower-case hex digits, the height in its first eight bytes.
    expect(hashAt(chains.main, REORGED)).toMatch(
      new RegExp(`^${REORGED.toString(16).padStart(16, '0')}[0-9a-f]{48}$`),
    );
  });

  it('gives the blocks asked in their order, leaving out those past the head, reading headers only', async () => {
    node.show(chains.main, FIRST_BLOCK + 20);
    const reader = tronScanReader(node.url, undefined, 2_000);
    const seen = node.calls.length;
    expect(await reader.blocks([REORGED, FIRST_BLOCK + 3, FIRST_BLOCK + 21, FIRST_BLOCK + 20])).toEqual([
      { number: REORGED, hash: hashAt(chains.main, REORGED) },
      { number: FIRST_BLOCK + 3, hash: hashAt(chains.main, FIRST_BLOCK + 3) },
      { number: FIRST_BLOCK + 20, hash: hashAt(chains.main, FIRST_BLOCK + 20) },
    ]);
    expect(node.calls.slice(seen).map((call) => call.path)).toEqual(Array(4).fill('/wallet/getblock'));
  });

  it('after a reorganisation, shows the new block at the height and no longer its deposit', async () => {
    node.show(chains.reorged, FIRST_BLOCK + 32);
    const reader = tronScanReader(node.url, undefined, 2_000);
    const [before, replaced] = await reader.blocks([REORGED - 1, REORGED]);
    expect(before?.hash).toBe(hashAt(chains.main, REORGED - 1));
    expect(replaced?.hash).not.toBe(hashAt(chains.main, REORGED));
    expect(replaced?.hash).toBe(hashAt(chains.reorged, REORGED));
    expect(await reader.transfers(USDT, FIRST_BLOCK + 5, FIRST_BLOCK + 32)).toEqual([]);
    expect((await reader.transfers(USDT, FIRST_BLOCK, REORGED)).map((t) => t.txHash)).toEqual([
      TX_IDS.payout,
      TX_IDS.payout,
      TX_IDS.withNothingFirst,
    ]);
  });

  it(`reads ${TRON_SCAN_BLOCKS} blocks a call and refuses more without asking the node`, async () => {
    node.show(chains.main, LAST_BLOCK);
    const reader = tronScanReader(node.url, undefined, 5_000);
    const widest = await reader.transfers(USDT, FIRST_BLOCK, FIRST_BLOCK + TRON_SCAN_BLOCKS - 1);
    expect(widest).toHaveLength(4);
    const seen = node.calls.length;
    await expect(reader.transfers(USDT, FIRST_BLOCK, FIRST_BLOCK + TRON_SCAN_BLOCKS)).rejects.toBeInstanceOf(
      RangeRefused,
    );
    expect(node.calls.length).toBe(seen);
    expect(await reader.transfers(USDT, FIRST_BLOCK + 5, FIRST_BLOCK + 4)).toEqual([]);
  });
});

describe('a TRON node that cannot answer', () => {
  const unavailable = (read: Promise<unknown>) => expect(read).rejects.toBeInstanceOf(ChainUnavailable);

  it('is unavailable when it errs, answers an error, or keeps silent', async () => {
    node.show(chains.main, FIRST_BLOCK + 20);
    for (const fault of ['http', 'caught'] as const) {
      node.fault = fault;
      try {
        const reader = tronScanReader(node.url, undefined, 2_000);
        await unavailable(reader.head());
        await unavailable(reader.blocks([FIRST_BLOCK]));
        await unavailable(reader.transfers(USDT, FIRST_BLOCK, FIRST_BLOCK + 2));
        await unavailable(reader.decimals(USDT));
      } finally {
        node.fault = 'none';
      }
    }
    node.fault = 'silent';
    try {
      const started = Date.now();
      await unavailable(
        tronScanReader(node.url, undefined, 300).transfers(USDT, FIRST_BLOCK, FIRST_BLOCK + 2),
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      node.fault = 'none';
    }
  });

  it('is unavailable for a block past its head, and for a block that changed between its two answers', async () => {
    const reader = tronScanReader(node.url, undefined, 2_000);
    node.show(chains.main, FIRST_BLOCK + 20);
    await unavailable(reader.transfers(USDT, FIRST_BLOCK + 15, FIRST_BLOCK + 25));
    // The block read from the first chain, its transactions' infos from the second.
    node.show(chains.main, FIRST_BLOCK + 20, chains.reorged);
    await unavailable(reader.transfers(USDT, REORGED, REORGED));
    // An empty block replaced by another empty one cannot be told apart, nor need it be: neither pays anyone.
    expect(await reader.transfers(USDT, REORGED + 1, REORGED + 2)).toEqual([]);
  });
});
