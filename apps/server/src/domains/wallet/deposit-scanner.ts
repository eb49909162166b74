import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { NETWORKS, type Network, normalizeAddress, parseAmount } from '@mcc/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type ChainScanReader, RangeRefused, type ScannedTransfer } from '../../chain/chain.ts';
import type { Chains } from '../../chain/chains.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConfigService } from '../config/config.service.ts';
import { toMicro } from './auto-recharge-verdict.ts';
import { createChainStore, LeaseLost } from './chain-store.ts';
import type { DepositAddresses } from './deposit-addresses.ts';
import type { ChainDeposit, DepositBook } from './deposit-book.ts';

/** The widest range of blocks asked at once; halved each time the node refuses one, doubled back after each success. */
const MAX_RANGE = 2_000;
/** Blocks kept beyond the network's confirmations, to find where a reorganisation began. */
const KEEP_MARGIN = 24;
/** A network's first pass starts this many blocks below the head (a fresh install looks back, not to genesis). */
const FIRST_LOOKBACK = 5_000;

/** A block the node answered differently within one pass (a reorganisation under way): the next pass reads again. */
class ChainMoved extends Error {}

export interface PassReport {
  network: Network;
  /** Why nothing was read: not set up (node, key or switch), or another server holds the lease. */
  skipped?: 'not set up' | 'leased';
  head?: number;
  /** The blocks read, and the deposits among them. */
  read?: { from: number; to: number };
  recorded?: number;
  credited?: number;
  /** The common ancestor a reorganisation was walked back to. */
  rewoundTo?: number;
}

/**
 * The chain scanner: per network set up (node, key, switched on), passes that read the configured
 * token's `Transfer`s block range by block range from a stored cursor, record those to users' deposit
 * addresses, and settle the deposits deep enough. One server scans a network at a time (a lease in
 * `chain_cursors`); each range's deposits, block hashes and cursor move commit together, so a scanner
 * killed at any point repeats and misses nothing. A reorganisation (a kept block's hash no longer on
 * the chain) is walked back to the common ancestor, its deposits rewound, and read again.
 */
export function createDepositScanner(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: ConfigService;
  chains: Chains;
  addresses: DepositAddresses;
  book: DepositBook;
  intervalMs: number;
  /** Tests: another reader than the network's (one that fails on cue). */
  readerOf?: (network: Network) => ChainScanReader | undefined;
}) {
  const { db, clock, log, settings, chains, addresses, book, intervalMs } = deps;
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const store = createChainStore({ db, clock, owner });
  const ranges = new Map<Network, number>();

  async function setupOf(network: Network) {
    const config = await settings.get();
    const rule = config.autoRecharge.networks.find((n) => n.network === network);
    const chain = chains.get(network);
    if (!rule?.enabled || !chain) return undefined;
    const reader = deps.readerOf?.(network) ?? chain.reader;
    return {
      chain,
      reader,
      token: normalizeAddress(network, rule.token) ?? rule.token,
      keep: rule.confirmations + KEEP_MARGIN,
      timeoutMs: config.autoRecharge.timeoutMinutes * 60_000,
      rule: {
        network,
        confirmations: rule.confirmations,
        minimum: parseAmount(rule.minimum, 6) ?? 0n,
        carry: config.autoRecharge.carryBelowMinimum,
      },
    };
  }
  type Setup = NonNullable<Awaited<ReturnType<typeof setupOf>>>;

  /**
   * Walks a reorganisation back: the newest kept block whose hash the node still shows is the common
   * ancestor; above it, kept blocks are forgotten, deposits rewound, and the cursor moved back (one
   * transaction, under the lease). Answers the ancestor, or undefined when the chain did not change.
   */
  async function rewindIfReorganised(network: Network, reader: ChainScanReader, next: number, head: number) {
    const kept = await store.keptBlocks(network);
    const newest = kept[0];
    if (!newest) return undefined;
    // A node behind the blocks kept (one of a provider's, lagging) is waited for, not taken for a reorganisation.
    if (newest.number > head)
      throw new ChainMoved(`${network}: the node's head ${head} is below block ${newest.number} read`);
    const [now] = await reader.blocks([newest.number]);
    if (now?.hash === newest.hash) return undefined;
    const onChain = new Map((await reader.blocks(kept.map((b) => b.number))).map((b) => [b.number, b.hash]));
    const agreeing = kept.find((b) => onChain.get(b.number) === b.hash);
    const oldest = kept[kept.length - 1] as { number: number };
    if (!agreeing)
      log.error({ network, oldest: oldest.number }, 'reorganisation deeper than the blocks kept');
    const ancestor = agreeing?.number ?? oldest.number - 1;
    await db.transaction(async (tx) => {
      await book.rewind(tx, network, ancestor);
      await store.forgetAbove(tx, network, ancestor);
      await store.moveCursor(tx, network, next, Math.min(next, ancestor + 1));
    });
    log.warn(
      { network, ancestor, was: newest.number },
      'chain reorganisation: walked back to the common ancestor',
    );
    return ancestor;
  }

  /** The deposits among a range's transfers: those to a user's address, in micro-USDT (dust below one left out). */
  async function depositsOf(network: Network, transfers: ScannedTransfer[], head: number, decimals: number) {
    const owners = await addresses.usersOf(
      network,
      transfers.map((t) => t.to),
    );
    return transfers.flatMap((t): ChainDeposit[] => {
      const userId = owners.get(t.to);
      const amount = toMicro(t.value, decimals);
      if (userId === undefined || amount <= 0n) return [];
      return [
        {
          userId,
          txHash: t.txHash,
          logIndex: t.logIndex,
          amount,
          from: t.from,
          to: t.to,
          token: t.token,
          block: t.block,
          blockHash: t.blockHash,
          confirmations: Math.max(0, head - t.block + 1),
        },
      ];
    });
  }

  /**
   * Reads blocks `from`..`to` (the range shrunk while the node refuses it) and commits what it found:
   * the deposits, the hashes of the blocks near the head and of the range's last block, the cursor
   * moved past it. Answers the last block read and the deposits recorded.
   */
  async function readRange(setup: Setup, from: number, head: number, decimals: number) {
    const { reader, token, keep, rule } = setup;
    const network = rule.network;
    for (;;) {
      const size = ranges.get(network) ?? MAX_RANGE;
      const to = Math.min(from + size - 1, head);
      const heights = new Set([to]);
      for (let n = Math.max(from, head - keep + 1); n <= to; n++) heights.add(n);
      // The kept blocks are read before the logs and after: a block replaced in between (one without a
      // deposit by one with) would otherwise be kept by its new hash with its deposit never read.
      const before = await reader.blocks([...heights]);
      let transfers: ScannedTransfer[];
      try {
        transfers = await reader.transfers(token, from, to);
      } catch (e) {
        if (!(e instanceof RangeRefused) || size === 1) throw e;
        ranges.set(network, Math.max(1, Math.floor(size / 2)));
        continue;
      }
      const blocks = await reader.blocks([...heights]);
      const hashes = new Map(blocks.map((b) => [b.number, b.hash]));
      if (blocks.length !== heights.size)
        throw new ChainMoved(`${network}: blocks up to ${to} are no longer all there`);
      if (before.some((b) => hashes.get(b.number) !== b.hash))
        throw new ChainMoved(`${network}: blocks up to ${to} changed while they were read`);
      // Near the head, a log must come from the block read beside it: else the chain moved in between.
      const moved = transfers.find((t) => hashes.has(t.block) && hashes.get(t.block) !== t.blockHash);
      if (moved) throw new ChainMoved(`${network}: block ${moved.block} changed while it was read`);
      const deposits = await depositsOf(network, transfers, head, decimals);
      await db.transaction(async (tx) => {
        await book.record(tx, network, deposits, rule.confirmations);
        await store.keepBlocks(tx, network, blocks);
        await store.moveCursor(tx, network, from, to + 1, head);
      });
      ranges.set(network, Math.min(MAX_RANGE, size * 2));
      return { to, recorded: deposits.length };
    }
  }

  /** One pass over a network: backfill, lease, reorganisation check, the ranges up to the head, settling. */
  async function passOnce(network: Network): Promise<PassReport> {
    const setup = await setupOf(network);
    if (!setup) return { network, skipped: 'not set up' };
    const { reader, token, rule } = setup;
    await addresses
      .backfill(network, setup.chain)
      .catch((err) => log.error({ err, network }, 'deposit address backfill failed'));
    const head = await reader.head();
    const cursor = await store.takeLease(network, token, head, Math.max(0, head - FIRST_LOOKBACK));
    if (!cursor) return { network, skipped: 'leased' };
    const report: PassReport = { network, head, recorded: 0 };
    try {
      let next = cursor.nextBlock;
      const ancestor = await rewindIfReorganised(network, reader, next, head);
      if (ancestor !== undefined) {
        report.rewoundTo = ancestor;
        next = Math.min(next, ancestor + 1);
      }
      const start = next;
      if (next <= head) {
        const decimals = await reader.decimals(token);
        while (next <= head) {
          const range = await readRange(setup, next, head, decimals);
          report.recorded = (report.recorded ?? 0) + range.recorded;
          next = range.to + 1;
        }
        report.read = { from: start, to: head };
      }
      await store.prune(network, head - 2 * setup.keep);
    } catch (e) {
      if (!(e instanceof LeaseLost || e instanceof ChainMoved)) throw e;
      log.info({ network, reason: e.message }, 'scan pass stopped; the next pass goes on');
    }
    await book.refresh(network, head, rule.confirmations);
    const kept = new Map((await store.keptBlocks(network)).map((b) => [b.number, b.hash]));
    // A deposit's block is trusted when the scanner keeps the same hash at its height, or lies deeper than it keeps.
    const trusted = (row: { chainBlock: number | null; chainBlockHash: string | null }) =>
      row.chainBlock !== null &&
      (kept.has(row.chainBlock)
        ? kept.get(row.chainBlock) === row.chainBlockHash
        : row.chainBlock <= head - setup.keep);
    report.credited = await book.settleDue(network, head, rule, trusted);
    await book.drop(network, setup.timeoutMs);
    return report;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  /** Every network's pass at once; one network's failure is logged and stops neither the others nor the loop. */
  async function passAll() {
    await Promise.all(
      NETWORKS.map((network) =>
        passOnce(network).catch((err) => log.error({ err, network }, 'chain scan pass failed')),
      ),
    );
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = passAll().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delayMs);
  }

  /** Starts the passes (one at once, then every `intervalMs` after the last ended). */
  function start() {
    if (!stopped) return;
    stopped = false;
    schedule(0);
  }

  /** Stops the passes, waiting for one under way. */
  async function stop() {
    stopped = true;
    clearTimeout(timer);
    await running;
  }

  return { start, stop, passOnce };
}

export type DepositScanner = ReturnType<typeof createDepositScanner>;
