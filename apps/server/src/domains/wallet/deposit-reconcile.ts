import { NETWORKS, type Network } from '@mcc/contract';
import { and, between, desc, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ChainUnavailable } from '../../chain/chain.ts';
import type { Chains } from '../../chain/chains.ts';
import { type Db, lockKey } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import {
  chainCursors,
  depositAddresses,
  depositDifferences,
  depositReconciliations,
} from './chain-scan.tables.ts';
import { compareDeposits } from './deposit-compare.ts';
import { recharges } from './wallet.tables.ts';

/**
 * The most blocks one run compares per network, about a day of each chain (Ethereum 12 s, BNB Chain and
 * TRON 3 s, rounded up): a first run, or one after days without, looks at the newest of them only.
 */
const MAX_SPAN: Record<Network, number> = { ERC20: 10_000, BEP20: 30_000, TRC20: 30_000 };
/** A run still `running` this long after its start died with its server: the next one marks it failed. */
const STALE_MS = 6 * 3_600_000;

/** One network's line of a run's summary (`deposit_reconciliations.summary`). */
export interface NetworkSummary {
  network: Network;
  from: number | null;
  to: number | null;
  addresses: number;
  transfers: number;
  differences: number;
  error: string | null;
}

type RunRow = typeof depositReconciliations.$inferSelect;

/**
 * The reconciliation of deposits (issue 36 item 3): per network set up, the blocks the scanner has
 * covered since the previous run (less the network's confirmations, so a deposit still confirming then
 * is looked at again; at most MAX_SPAN blocks) are read afresh from the node — every token's transfers
 * to the users' deposit addresses —, compared with the scanner's store and with what the ledger
 * credited for each recharge (through the ledger's service), and every difference is kept with its
 * cause. Nothing is fixed. A network whose node fails is noted in the run and the others go on; one
 * run at a time (a second start answers the running one).
 */
export function createDepositReconcile(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<Ledger, 'referenceTotals'>;
  settings: Pick<ConfigService, 'get'>;
  chains: Chains;
  audit: AuditService;
  log: FastifyBaseLogger;
}) {
  const { db, clock, ledger, settings, chains, audit, log } = deps;
  const working = new Set<Promise<unknown>>();

  /** Where the last finished run that compared the network stopped. */
  async function previousEnd(network: Network): Promise<number | undefined> {
    const done = await db
      .select({ summary: depositReconciliations.summary })
      .from(depositReconciliations)
      .where(eq(depositReconciliations.state, 'done'))
      .orderBy(desc(depositReconciliations.id))
      .limit(30);
    for (const run of done) {
      const line = (run.summary as NetworkSummary[]).find((s) => s.network === network);
      if (line?.to != null && line.error === null) return line.to;
    }
    return undefined;
  }

  async function compareNetwork(
    runId: number,
    network: Network,
    confirmations: number,
  ): Promise<NetworkSummary | undefined> {
    const chain = chains.get(network);
    if (!chain) return undefined;
    const none = { network, from: null, to: null, addresses: 0, transfers: 0, differences: 0 };
    const [cursor] = await db.select().from(chainCursors).where(eq(chainCursors.network, network));
    if (!cursor) return { ...none, error: 'not_scanned' };
    const to = cursor.nextBlock - 1;
    const before = await previousEnd(network);
    const start = before === undefined ? 0 : before + 1 - confirmations;
    const from = Math.max(0, start, to - MAX_SPAN[network] + 1);
    if (from > to) return { ...none, error: null };

    const owners = new Map(
      (
        await db
          .select({ address: depositAddresses.address, userId: depositAddresses.userId })
          .from(depositAddresses)
          .where(eq(depositAddresses.network, network))
      ).map((a) => [a.address, a.userId]),
    );
    const [decimals, transfers] = await Promise.all([
      chain.audit.decimals(cursor.token),
      chain.audit.receivedBy([...owners.keys()], from, to),
    ]);
    const hashes = [...new Set(transfers.map((t) => t.txHash))];
    const store = await db
      .select()
      .from(recharges)
      .where(
        and(
          eq(recharges.network, network),
          or(
            and(isNotNull(recharges.logIndex), between(recharges.chainBlock, from, to)),
            hashes.length > 0 ? inArray(recharges.txHash, hashes) : undefined,
          ),
        ),
      );
    const credits = await ledger.referenceTotals(
      db,
      'recharge',
      store.map((r) => String(r.id)),
    );
    const found = compareDeposits({
      token: cursor.token,
      decimals,
      owners,
      chain: transfers,
      store,
      credits,
    });
    if (found.length > 0)
      await db.insert(depositDifferences).values(found.map((d) => ({ ...d, runId, network })));
    return {
      network,
      from,
      to,
      addresses: owners.size,
      transfers: transfers.length,
      differences: found.length,
      error: null,
    };
  }

  async function work(run: RunRow): Promise<RunRow> {
    const summary: NetworkSummary[] = [];
    try {
      const rules = (await settings.get()).autoRecharge.networks;
      for (const network of NETWORKS) {
        const confirmations = rules.find((r) => r.network === network)?.confirmations ?? 0;
        try {
          const line = await compareNetwork(run.id, network, confirmations);
          if (line) summary.push(line);
        } catch (e) {
          if (!(e instanceof ChainUnavailable)) throw e;
          log.warn(e.message);
          summary.push({
            network,
            from: null,
            to: null,
            addresses: 0,
            transfers: 0,
            differences: 0,
            error: e.message,
          });
        }
      }
      const [done] = await db
        .update(depositReconciliations)
        .set({
          state: 'done',
          summary,
          differences: summary.reduce((n, s) => n + s.differences, 0),
          finishedAt: clock.now(),
        })
        .where(eq(depositReconciliations.id, run.id))
        .returning();
      return done ?? run;
    } catch (e) {
      log.error({ err: e, run: run.id }, 'deposit reconciliation failed');
      const [failed] = await db
        .update(depositReconciliations)
        .set({ state: 'failed', summary, finishedAt: clock.now() })
        .where(eq(depositReconciliations.id, run.id))
        .returning();
      return failed ?? run;
    }
  }

  /**
   * Starts a run (the button's, audited, or the job's: `by` null), or answers the one running. `done`
   * settles when the run has finished (the job waits for it; the console reads the list again).
   */
  async function start(by: AuditActor | null): Promise<{ run: RunRow; done: Promise<RunRow> }> {
    const now = clock.now();
    const { run, fresh } = await db.transaction(async (tx) => {
      await lockKey(tx, 'deposit-reconcile');
      const t = depositReconciliations;
      await tx
        .update(t)
        .set({ state: 'failed', finishedAt: now })
        .where(and(eq(t.state, 'running'), lt(t.startedAt, new Date(now.getTime() - STALE_MS))));
      const [running] = await tx.select().from(t).where(eq(t.state, 'running')).limit(1);
      if (running) return { run: running, fresh: false };
      const [row] = await tx
        .insert(t)
        .values({ state: 'running', operatorId: by?.operator?.id ?? null, startedAt: now })
        .returning();
      if (!row) throw new Error('no reconciliation row');
      if (by)
        await audit.record(tx, {
          ...by,
          action: 'deposit.reconcile',
          targetType: 'deposit_reconciliation',
          targetId: row.id,
          before: null,
          after: { state: 'running' },
        });
      return { run: row, fresh: true };
    });
    if (!fresh) return { run, done: waitFor(run.id) };
    const done = work(run);
    working.add(done);
    void done.finally(() => working.delete(done));
    return { run, done };
  }

  /** Another server's (or an earlier press's) run: read until it is no longer running. */
  async function waitFor(id: number): Promise<RunRow> {
    for (;;) {
      const [row] = await db.select().from(depositReconciliations).where(eq(depositReconciliations.id, id));
      if (row?.state !== 'running') return row as RunRow;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  /** The daily job's run, waited for: its differences, as a count the job's log shows. */
  async function runDaily(): Promise<{ differences: number }> {
    const { done } = await start(null);
    return { differences: (await done).differences };
  }

  return {
    start,
    runDaily,
    /** Waits for runs this server started (the app closing, a test's end). */
    settled: () => Promise.allSettled([...working]),
  };
}

export type DepositReconcile = ReturnType<typeof createDepositReconcile>;
