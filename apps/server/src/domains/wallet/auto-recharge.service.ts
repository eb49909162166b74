import { type Network, normalizeAddress } from '@mcc/contract';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ChainUnavailable } from '../../chain/chain.ts';
import type { Chains, DepositChain } from '../../chain/chains.ts';
import type { Db } from '../../db/client.ts';
import { type ItemFailures, itemsWhere } from '../../jobs/item-failures.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { judgeTransfer, type Paid, type Verdict } from './auto-recharge-verdict.ts';
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
}) {
  const { db, clock, ledger, settings, chains, log, failures } = deps;

  /** The network's rule and chain; `enabled` is false when the operators switched it off. */
  async function setupOf(network: Network) {
    const config = await settings.get();
    const rule = config.autoRecharge.networks.find((n) => n.network === network);
    const chain = chains.get(network);
    if (!rule || !chain) return undefined;
    const token = normalizeAddress(network, rule.token) ?? rule.token;
    return { ...rule, token, chain, timeoutMs: config.autoRecharge.timeoutMinutes * 60_000 };
  }

  async function depositTargets(userId: number) {
    const config = await settings.get();
    return config.autoRecharge.networks.map((rule) => {
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
  }

  /** What the chain says of the hash for this user; a node that cannot answer is CHAIN_UNAVAILABLE. */
  async function verdictOf(
    chain: DepositChain,
    txHash: string,
    userId: number,
    rule: { token: string; confirmations: number },
  ): Promise<Verdict> {
    try {
      const report = await chain.adapter.inspect(txHash, rule.token);
      return judgeTransfer(report, { ...rule, to: chain.addressOf(userId) });
    } catch (e) {
      if (!(e instanceof ChainUnavailable)) throw e;
      log.warn(e.message);
      throw new AppError('CHAIN_UNAVAILABLE');
    }
  }

  async function submit(userId: number, input: { network: Network; txHash: string }) {
    const setup = await setupOf(input.network);
    if (!setup?.enabled) throw new AppError('AUTO_RECHARGE_UNAVAILABLE');
    // Spares the node a call for a known hash; the unique index decides when two arrive at once.
    const [used] = await db
      .select({ id: recharges.id })
      .from(recharges)
      .where(eq(recharges.txHash, input.txHash));
    if (used) throw new AppError('TX_HASH_USED');
    const verdict = await verdictOf(setup.chain, input.txHash, userId, setup);
    if ('refused' in verdict) throw new AppError(verdict.refused);
    const { paid } = verdict;
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(recharges)
        .values({
          userId,
          kind: 'auto',
          network: input.network,
          txHash: input.txHash,
          state: paid.confirmed ? 'approved' : 'confirming',
          ...factsOf(paid, setup.confirmations, now),
          createdAt: now,
          reviewedAt: paid.confirmed ? now : null,
        })
        .onConflictDoNothing({ target: recharges.txHash })
        .returning();
      if (!row) throw new AppError('TX_HASH_USED');
      if (paid.confirmed) await creditRecharge(tx, ledger, row);
      return toRecharge(row);
    });
  }

  /**
   * Asks the chain again about a waiting recharge and applies the answer under the row's lock: credited
   * once deep enough, refused when the transaction turned out failed or not paying the user, refused
   * with CONFIRMATION_TIMEOUT when it waited too long; else the new depth is kept. A node that cannot
   * answer changes nothing (the next check tries again). Two servers checking at once credit once: the
   * second finds the row no longer waiting. Answers false when the node could not be asked.
   */
  async function recheck(row: RechargeRow): Promise<boolean> {
    const setup = await setupOf(row.network);
    if (!setup) return false;
    let verdict: Verdict;
    try {
      verdict = await verdictOf(setup.chain, row.txHash, row.userId, setup);
    } catch (e) {
      if (e instanceof AppError && e.key === 'CHAIN_UNAVAILABLE') return false;
      throw e;
    }
    const now = clock.now();
    const late = now.getTime() - row.createdAt.getTime() > setup.timeoutMs;
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(recharges)
        .where(and(eq(recharges.id, row.id), eq(recharges.state, 'confirming')))
        .for('update');
      if (!current) return;
      const settle = (state: 'approved' | 'rejected', reason: string, facts: object) =>
        tx
          .update(recharges)
          .set({ state, reason, reviewedAt: now, checkedAt: now, ...facts })
          .where(eq(recharges.id, row.id))
          .returning();
      if ('refused' in verdict) {
        if (!WAIT_ON.has(verdict.refused)) await settle('rejected', verdict.refused, {});
        else if (late) await settle('rejected', 'CONFIRMATION_TIMEOUT', { confirmations: 0 });
        else
          await tx
            .update(recharges)
            .set({ checkedAt: now, confirmations: 0 })
            .where(eq(recharges.id, row.id));
        return;
      }
      const facts = factsOf(verdict.paid, setup.confirmations, now);
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
