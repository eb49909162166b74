import { type Network, normalizeAddress, parseAmount } from '@mcc/contract';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ChainReport, ChainUnavailable } from '../../chain/chain.ts';
import type { Chains, DepositChain } from '../../chain/chains.ts';
import type { Db } from '../../db/client.ts';
import { type ItemFailures, itemsWhere } from '../../jobs/item-failures.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import {
  judgeTransfer,
  judgeTransferAt,
  judgeTransfers,
  type Paid,
  type PaidTransfer,
} from './auto-recharge-verdict.ts';
import type { DepositAddresses } from './deposit-addresses.ts';
import type { DepositBook } from './deposit-book.ts';
import type { DepositCredit, DepositRule } from './deposit-credit.ts';
import { creditRecharge } from './recharge-credit.ts';
import { type RechargeRow, toRecharge } from './wallet.service.ts';
import { recharges } from './wallet.tables.ts';

/** A user's read of a waiting recharge asks the chain again at most this often (polls of many tabs, many servers). */
const RECHECK_AFTER_MS = 5_000;
/** Waiting recharges one pass of the job checks; the next pass (a minute later) takes the rest. */
const PASS_SIZE = 200;
/** While waiting, a transaction the node no longer (or not yet) shows may come back: a reorganisation. */
const WAIT_ON = new Set(['TX_NOT_FOUND', 'TX_NOT_MINED']);

/** The chain columns of a recharge row from a transfer as the chain showed it. */
const factsOf = (paid: Paid, required: number, at: Date) => ({
  amount: paid.amount,
  chainFrom: paid.from,
  chainTo: paid.to,
  chainToken: paid.token,
  chainBlock: paid.block,
  confirmations: paid.confirmations,
  requiredConfirmations: required,
  checkedAt: at,
});

/**
 * Automatic recharge: the user names a network and a transaction hash; the chain (through the network's
 * adapter) shows whether the transaction paid the configured token to the user's own deposit address,
 * and the recharge is credited without an operator once it has the network's confirmations. The
 * recharge row and its ledger credit commit together; the hash is unique across every recharge, so a
 * transaction credits at most once, however often and however many at once it is sent.
 */
export function createAutoRecharge(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  settings: ConfigService;
  chains: Chains;
  log: FastifyBaseLogger;
  failures: Pick<ItemFailures, 'begin'>;
  addresses: Pick<DepositAddresses, 'remember'>;
  book: Pick<DepositBook, 'record'>;
  credit: DepositCredit;
}) {
  const { db, clock, ledger, settings, chains, log, failures, addresses, book, credit } = deps;

  /** The network's rule and chain; `enabled` is false when the operators switched it off. */
  async function setupOf(network: Network) {
    const config = await settings.get();
    const rule = config.autoRecharge.networks.find((n) => n.network === network);
    const chain = chains.get(network);
    if (!rule || !chain) return undefined;
    const token = normalizeAddress(network, rule.token) ?? rule.token;
    const deposits: DepositRule = {
      network,
      confirmations: rule.confirmations,
      minimum: parseAmount(rule.minimum, 6) ?? 0n,
      carry: config.autoRecharge.carryBelowMinimum,
    };
    return { ...rule, token, chain, deposits, timeoutMs: config.autoRecharge.timeoutMinutes * 60_000 };
  }

  /** Each network's deposit address of the user, kept as derived: the scanner watches the addresses kept. */
  async function depositTargets(userId: number) {
    const config = await settings.get();
    const targets = config.autoRecharge.networks.map((rule) => {
      const chain = rule.enabled ? chains.get(rule.network) : undefined;
      return {
        network: rule.network,
        available: chain !== undefined,
        address: chain?.addressOf(userId) ?? '',
        token: normalizeAddress(rule.network, rule.token) ?? rule.token,
        confirmations: rule.confirmations,
        minimum: rule.minimum,
      };
    });
    await Promise.all(
      targets.flatMap((t) => (t.available ? [addresses.remember(t.network, userId, t.address)] : [])),
    );
    return targets;
  }

  type Setup = NonNullable<Awaited<ReturnType<typeof setupOf>>>;

  /** What the node says of a hash; a node that cannot answer is CHAIN_UNAVAILABLE. */
  async function reportOf(chain: DepositChain, txHash: string, token: string): Promise<ChainReport> {
    try {
      return await chain.adapter.inspect(txHash, token);
    } catch (e) {
      if (!(e instanceof ChainUnavailable)) throw e;
      log.warn(e.message);
      throw new AppError('CHAIN_UNAVAILABLE');
    }
  }

  /** The hash of a block, or null when the node cannot say (the scanner fills it in when it reads the block). */
  async function blockHashOf(chain: DepositChain, block: number) {
    try {
      const [found] = await chain.reader.blocks([block]);
      return found?.hash ?? null;
    } catch (e) {
      if (!(e instanceof ChainUnavailable)) throw e;
      return null;
    }
  }

  /** The user's rows of a hash, its first transfer first. */
  const rowsOf = (userId: number, txHash: string) =>
    db
      .select()
      .from(recharges)
      .where(and(eq(recharges.txHash, txHash), eq(recharges.userId, userId)))
      .orderBy(asc(recharges.logIndex));

  const depositOf = (userId: number, txHash: string, paid: PaidTransfer, blockHash: string | null) => ({
    userId,
    txHash,
    logIndex: paid.logIndex,
    amount: paid.amount,
    from: paid.from,
    to: paid.to,
    token: paid.token,
    block: paid.block,
    blockHash,
    confirmations: paid.confirmations,
  });

  /**
   * The pasted hash: each transfer of the token to the user's address becomes a row, the same rows the
   * scanner records (keyed by the transfer), so whichever path sees a transfer first, it is recorded
   * and credited once; those deep enough are credited at once. Answers the user's first row of the hash,
   * also when the scanner recorded it first (pasting it again is no mistake). A hash a manual recharge
   * (or an automatic one from before the scanner) holds whole is TX_HASH_USED.
   */
  async function submit(userId: number, input: { network: Network; txHash: string }) {
    const setup = await setupOf(input.network);
    if (!setup?.enabled) throw new AppError('AUTO_RECHARGE_UNAVAILABLE');
    const known = await db.select().from(recharges).where(eq(recharges.txHash, input.txHash));
    if (known.some((r) => r.logIndex === null)) throw new AppError('TX_HASH_USED');
    const mine = (await rowsOf(userId, input.txHash))[0];
    // Spares the node a call when nothing of the user's rows can change.
    if (mine && !known.some((r) => r.userId === userId && r.state === 'confirming')) return toRecharge(mine);
    const report = await reportOf(setup.chain, input.txHash, setup.token);
    const verdict = judgeTransfers(report, { ...setup, to: setup.chain.addressOf(userId) });
    if ('refused' in verdict) throw new AppError(verdict.refused);
    const block = verdict.paid[0]?.block ?? 0;
    const blockHash = await blockHashOf(setup.chain, block);
    await db.transaction(async (tx) => {
      const deposits = verdict.paid.map((p) => depositOf(userId, input.txHash, p, blockHash));
      await book.record(tx, input.network, deposits, setup.confirmations);
      for (const row of await tx
        .select()
        .from(recharges)
        .where(and(eq(recharges.txHash, input.txHash), eq(recharges.userId, userId))))
        await credit.settleIn(tx, row, setup.deposits, deepEnough(setup));
    });
    const [first] = await rowsOf(userId, input.txHash);
    if (!first) throw new Error(`the rows of ${input.txHash} vanished`);
    return toRecharge(first);
  }

  /** A chain row deep enough by the depth the node last showed for it. */
  const deepEnough = (setup: Setup) => (row: RechargeRow) =>
    row.chainBlock !== null && (row.confirmations ?? 0) >= setup.confirmations;

  /**
   * Asks the chain again about a waiting recharge and applies the answer under the row's lock: credited
   * once deep enough, refused when the transaction turned out failed or not paying the user, refused
   * with CONFIRMATION_TIMEOUT when it waited too long in a block (TX_DROPPED for a transfer in none);
   * else the new depth is kept. A chain row (one transfer, its `logIndex`) is judged by that transfer
   * and credited as the scanner credits it; one from before the scanner (the whole transaction), by the
   * sum of its transfers to the user. A node that cannot answer changes nothing (the next check tries
   * again). Two servers checking at once credit once: the second finds the row no longer waiting.
   * Answers false when the node could not be asked.
   */
  async function recheck(row: RechargeRow): Promise<boolean> {
    const setup = await setupOf(row.network);
    if (!setup) return false;
    let report: ChainReport;
    try {
      report = await reportOf(setup.chain, row.txHash, setup.token);
    } catch (e) {
      if (e instanceof AppError && e.key === 'CHAIN_UNAVAILABLE') return false;
      throw e;
    }
    const expected = { ...setup, to: setup.chain.addressOf(row.userId) };
    const verdict =
      row.logIndex === null
        ? judgeTransfer(report, expected)
        : judgeTransferAt(report, expected, row.logIndex);
    const now = clock.now();
    const late = now.getTime() - row.createdAt.getTime() > setup.timeoutMs;
    await db.transaction(async (tx) => {
      const waiting = and(eq(recharges.id, row.id), eq(recharges.state, 'confirming'));
      const [current] = await tx.select().from(recharges).where(waiting).for('update');
      if (!current) return;
      const settle = (state: 'approved' | 'rejected', reason: string, facts: object) =>
        tx
          .update(recharges)
          .set({ state, reason, reviewedAt: now, checkedAt: now, ...facts })
          .where(eq(recharges.id, row.id))
          .returning();
      if ('refused' in verdict) {
        const gone =
          current.logIndex !== null && current.chainBlock === null ? 'TX_DROPPED' : 'CONFIRMATION_TIMEOUT';
        if (!WAIT_ON.has(verdict.refused)) await settle('rejected', verdict.refused, {});
        else if (late) await settle('rejected', gone, { confirmations: 0 });
        else
          await tx
            .update(recharges)
            .set({ checkedAt: now, confirmations: 0 })
            .where(eq(recharges.id, row.id));
        return;
      }
      const facts = factsOf(verdict.paid, setup.confirmations, now);
      if (current.logIndex !== null) {
        // The amount is the transfer's, recorded once; a block other than the one recorded has a hash to read.
        const { amount: _, ...moved } = facts;
        const blockHash = verdict.paid.block === current.chainBlock ? current.chainBlockHash : null;
        await tx
          .update(recharges)
          .set({ ...moved, chainBlockHash: blockHash })
          .where(waiting);
        if (verdict.paid.confirmed) await credit.settleIn(tx, current, setup.deposits, deepEnough(setup));
        else if (late) await settle('rejected', 'CONFIRMATION_TIMEOUT', {});
        return;
      }
      if (verdict.paid.confirmed) {
        const [credited] = await settle('approved', '', facts);
        if (credited) await creditRecharge(tx, ledger, credited);
      } else if (late) await settle('rejected', 'CONFIRMATION_TIMEOUT', facts);
      else await tx.update(recharges).set(facts).where(eq(recharges.id, row.id));
    });
    return true;
  }

  /**
   * One of the user's recharges. A waiting one is checked on chain first when its last check is older
   * than a few seconds: the page's poll is what moves it on while the user watches. The claim on the
   * check is a conditional update, so many polls (and servers) make one call to the node.
   */
  async function detail(userId: number, id: number) {
    const mine = and(eq(recharges.id, id), eq(recharges.userId, userId));
    const [row] = await db.select().from(recharges).where(mine);
    if (!row) throw new AppError('RECHARGE_NOT_FOUND');
    if (row.state !== 'confirming') return toRecharge(row);
    const now = clock.now();
    const [claimed] = await db
      .update(recharges)
      .set({ checkedAt: now })
      .where(
        and(
          mine,
          eq(recharges.state, 'confirming'),
          lt(recharges.checkedAt, new Date(now.getTime() - RECHECK_AFTER_MS)),
        ),
      )
      .returning();
    if (claimed) await recheck(claimed);
    const [after] = await db.select().from(recharges).where(mine);
    return toRecharge(after ?? row);
  }

  /**
   * The job's pass: every waiting recharge checked once (oldest first), one at a time. A network whose
   * node does not answer is left for the next pass after its first failure, so a dead node costs one
   * time-out a pass, not one per recharge. A recharge whose check throws is kept as a failure and
   * left out until its back-off has passed; the others are checked all the same.
   */
  async function recheckDue(): Promise<{ checked: number }> {
    const pass = await failures.begin('recharge-confirmation');
    const waiting = await db
      .select()
      .from(recharges)
      .where(and(eq(recharges.state, 'confirming'), itemsWhere(recharges.id, { skip: pass.waiting })))
      .orderBy(asc(recharges.id))
      .limit(PASS_SIZE);
    const down = new Set<Network>();
    const checked = await pass.each(
      waiting,
      async (row) => {
        if (down.has(row.network)) return false;
        const asked = await recheck(row);
        if (!asked) down.add(row.network);
        return asked;
      },
      // A full page may leave due recharges out: their failures stay.
      { complete: waiting.length < PASS_SIZE },
    );
    return { checked: checked.filter(Boolean).length };
  }

  /** Each network's switch beside what the environment sets up (the console's chain card). */
  async function chainStatus() {
    const config = await settings.get();
    return config.autoRecharge.networks.map((rule) => ({
      network: rule.network,
      enabled: rule.enabled,
      ...chains.status(rule.network),
    }));
  }

  return { depositTargets, submit, detail, recheckDue, chainStatus };
}

export type AutoRecharge = ReturnType<typeof createAutoRecharge>;
