import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DailyRun } from '@mcc/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, fromPglite, type Job, PgBoss } from 'pg-boss';
import { type Database, pgTimeouts } from '../db/client.ts';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/faults.ts';
import { childLogger, withLogFields } from '../lib/log-context.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { DailyTasks } from './daily-tasks.ts';

/** The queue whose jobs run every daily task for the current business day. */
export const DAILY_QUEUE = 'daily-tasks';

/**
 * Every 10 minutes: a run with nothing due costs a few queries, and a day's work starts within
 * 10 minutes of the UTC+8 midnight cut-off. `start()` also queues a run at once, so the days missed
 * while the server was down are caught up as soon as it is back.
 */
export const DAILY_CRON = '*/10 * * * *';

/** The queue whose jobs apply the market's due plan points, every minute (cron's finest step). */
export const PRICE_QUEUE = 'market-prices';
export const MINUTE_CRON = '* * * * *';

/** What the price job runs: apply every due plan point exactly once (see `MarketService.applyDue`). */
export interface DuePrices {
  applyDue(): Promise<{ applied: number }>;
}

/** The queue whose jobs close the NFT orders left unpaid past their deadline (every minute). */
export const ORDER_EXPIRY_QUEUE = 'nft-order-expiry';

/** What the expiry job runs: close every late order, each exactly once (see `NftService.expireDue`). */
export interface LateOrders {
  expireDue(): Promise<{ expired: number }>;
}

/** The queue whose jobs settle the auctions past their end (every minute). */
export const AUCTION_QUEUE = 'nft-auction-settle';

/** What the settlement job runs: settle every ended auction, each exactly once (see `NftAuctions.settleDue`). */
export interface EndedAuctions {
  settleDue(): Promise<{ settled: number }>;
}

/** The queue whose jobs check the automatic recharges still waiting for confirmations (every minute). */
export const RECHARGE_QUEUE = 'auto-recharge-confirm';

/** What the confirmation job runs: ask the chain about every waiting recharge (see `AutoRecharge.recheckDue`). */
export interface WaitingRecharges {
  recheckDue(): Promise<{ checked: number }>;
}

/** The queue whose jobs roll the dashboard's closed hours up into `stats_hourly` (every minute). */
export const ROLLUP_QUEUE = 'dashboard-rollup';

/** What the rollup job runs: every closed hour not rolled up yet (see `AdminTrends.rollUp`). */
export interface ClosedHours {
  rollUp(): Promise<{ hours: number }>;
}

/** The queue whose job reconciles chain deposits with the ledger, once a day (see `DepositReconcile`). */
export const RECONCILE_QUEUE = 'deposit-reconcile';
/** 03:30 in Asia/Shanghai: after the business day's cut-off and the accruals, in the quiet hours. */
export const RECONCILE_CRON = '30 3 * * *';

/** What the reconciliation job runs: one run over every network set up, waited for. */
export interface DepositReconciliation {
  runDaily(): Promise<{ differences: number }>;
}

/**
 * The queue whose job signs the closed business day's ledger digest and then verifies the chain
 * (issue 37): hourly at :05 (Asia/Shanghai), so the digest is signed five minutes after the day's end,
 * or at the next hour if the ledger was too busy then; a pass after the day is signed reads one row.
 */
export const LEDGER_SEAL_QUEUE = 'ledger-seal';
export const LEDGER_SEAL_CRON = '5 * * * *';

/** What the seal job runs: sign the closed day if it is not, and verify the chain when it signed. */
export interface LedgerSeal {
  sealClosedDay(): Promise<{ signed: number; failed: number }>;
}

/** pg-boss on the app's own database: the embedded engine through its adapter, PostgreSQL through a small pool. */
function bossOptions(database: Database): ConstructorOptions {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('the embedded database has no PGlite client');
    return { db: fromPglite(database.pglite), backend: 'pglite' };
  }
  const connectionString = database.pool?.options.connectionString;
  if (!connectionString) throw new Error('the PostgreSQL pool has no connection string');
  // The queue's polling and cron passes need few connections; the app's pool keeps the rest. The
  // same time-outs as the app's, so a silent database fails the queue's passes instead of hanging them.
  const timeouts = database.options ? pgTimeouts(database.options) : {};
  return { connectionString, max: 3, application_name: 'mcc-jobs', ...timeouts };
}

/**
 * The background job runner (pg-boss 12): a cron schedule that queues a daily-tasks job, and a worker
 * that runs it. Nothing starts until `start()` (the server calls it after listening), so tests and the
 * command line build the app without a queue; `stop()` is safe to call whether or not it started.
 * Jobs are delivered at least once; the tasks' idempotency makes a second delivery harmless.
 */
export function createJobRunner(deps: {
  database: Database;
  daily: DailyTasks;
  prices: DuePrices;
  orders: LateOrders;
  auctions: EndedAuctions;
  recharges: WaitingRecharges;
  stats: ClosedHours;
  reconcile: DepositReconciliation;
  seal: LedgerSeal;
  log: FastifyBaseLogger;
  /** Where each run's end is counted and timed (`mcc_job_*`). */
  metrics: Pick<Metrics, 'jobRan'>;
}) {
  const { database, daily, prices, orders, auctions, recharges, stats, reconcile, seal, log, metrics } = deps;
  let boss: PgBoss | undefined;

  /**
   * A queue's handler as a job run: every line logged while it runs, the tasks' own included, carries
   * the queue and the job's id; its end is counted and timed, and a failure logged (code and message
   * only, as above) before pg-boss retries it.
   */
  const asJobRun =
    (queue: string, run: () => Promise<unknown>) =>
    async ([job]: Job<object>[]): Promise<unknown> => {
      const fields = { queue, jobId: job?.id ?? '' };
      const jobLog = childLogger(log, fields);
      const started = performance.now();
      const elapsedMs = () => performance.now() - started;
      try {
        const output = await withLogFields(fields, run);
        metrics.jobRan(queue, 'completed', elapsedMs() / 1000);
        jobLog.debug(`job ${queue} done in ${Math.round(elapsedMs())} ms`);
        return output;
      } catch (err) {
        metrics.jobRan(queue, 'failed', elapsedMs() / 1000);
        jobLog.error(
          `job ${queue} failed after ${Math.round(elapsedMs())} ms: ${describeDatabaseError(err)}`,
        );
        throw err;
      }
    };

  /** The daily tasks for today as the app's clock says. */
  const handle = async (): Promise<DailyRun> => daily.run(daily.today());

  /** Set while `start()` waits to try again; `stop()` ends that wait (and the tries) at once. */
  let retryWait: AbortController | undefined;
  let starting: Promise<void> | undefined;

  /**
   * Starts the schedule and the worker, and (unless `catchUp` is false: tests that queue their own
   * jobs) queues a run at once, so the days missed while the server was down are paid now.
   * The server is already answering when this runs, so losing the database half-way must not take it
   * down: the half-started queue is stopped and the whole start tried again, 1 s later, then 2, 4 …
   * up to 30 s, until it succeeds or `stop()` is called. Any other error is thrown.
   */
  function start(opts: { catchUp?: boolean } = {}): Promise<void> {
    if (boss) return Promise.resolve();
    starting ??= startWhenReachable(opts).finally(() => {
      starting = undefined;
    });
    return starting;
  }

  async function startWhenReachable(opts: { catchUp?: boolean }) {
    const wait = new AbortController();
    retryWait = wait;
    for (let delayMs = 1_000; !wait.signal.aborted; delayMs = Math.min(delayMs * 2, 30_000)) {
      const b = new PgBoss(bossOptions(database));
      // pg-boss retries by itself once the database is back. Only the code and message are logged:
      // the error object can hold the pg client, whose fields include the connection's cancel key.
      b.on('error', (err) => log.error(`job queue error: ${describeDatabaseError(err)}`));
      try {
        await setUp(b, opts);
        if (wait.signal.aborted) await b.stop({ graceful: false });
        else boss = b;
        return;
      } catch (err) {
        await b.stop({ graceful: false }).catch(() => {});
        if (!isDatabaseUnavailable(err)) throw err;
        log.warn(`job queue not started: ${describeDatabaseError(err)}; trying again in ${delayMs / 1000} s`);
        await sleep(delayMs, undefined, { signal: wait.signal }).catch(() => {});
      }
    }
  }

  async function setUp(b: PgBoss, opts: { catchUp?: boolean }) {
    await b.start();
    // An exclusive queue holds at most one job waiting or running: a cron tick while a long catch-up
    // runs adds nothing. A run may take long after an outage (every missed day of every order), so
    // the job may run for hours, but a worker that died mid-run stops its heartbeat and the job is
    // retried a minute later, instead of blocking the queue until it expires.
    await b.createQueue(DAILY_QUEUE, {
      policy: 'exclusive',
      expireInSeconds: 3 * 3600,
      heartbeatSeconds: 60,
      retryLimit: 2,
      retryDelay: 60,
    });
    await b.schedule(DAILY_QUEUE, DAILY_CRON, null, { tz: 'Asia/Shanghai' });
    // A queued run starts within a second; an idle poll is one cheap query.
    await b.work(DAILY_QUEUE, { pollingIntervalSeconds: 1 }, asJobRun(DAILY_QUEUE, handle));
    // The every-minute queues, each exclusive so ticks never pile up behind a slow pass:
    // - due plan points: applied at most a minute late, keeping their scheduled time in the history; two
    //   servers' workers may both run one, and the unique plan point key leaves one price row per point;
    // - late orders: users see theirs closed at once (their reads close them); the job returns the copies
    //   of orders nobody looks at, at most a minute late; two servers' passes skip each other's rows;
    // - ended auctions: settled at most a minute after their end; a second server's pass finds them
    //   settled under the row lock and leaves them;
    // - waiting recharges: confirmed (or timed out) while nobody watches; the row lock credits once;
    // - the dashboard's closed hours: rolled up a few minutes after each hour ends (a pass with nothing
    //   closed reads one row); two passes take turns on an advisory lock and recompute hours whole.
    // An item that fails (an auction whose winner's account is frozen) is kept with a back-off and the
    // pass goes on with the others (item-failures.ts); a thrown pass is the database's, retried whole.
    const minutely: [string, () => Promise<unknown>][] = [
      [PRICE_QUEUE, () => prices.applyDue()],
      [ORDER_EXPIRY_QUEUE, () => orders.expireDue()],
      [AUCTION_QUEUE, () => auctions.settleDue()],
      [RECHARGE_QUEUE, () => recharges.recheckDue()],
      [ROLLUP_QUEUE, () => stats.rollUp()],
    ];
    for (const [queue, run] of minutely) {
      await b.createQueue(queue, { policy: 'exclusive', expireInSeconds: 300, retryLimit: 1 });
      await b.schedule(queue, MINUTE_CRON);
      await b.work(queue, { pollingIntervalSeconds: 1 }, asJobRun(queue, run));
    }
    // The reconciliation reads a day of every network's blocks from its node: minutes, so it may run
    // long, and a second tick never queues behind a running one. A run that finds differences is done
    // (they are listed for the operators); only a database fault fails the job.
    await b.createQueue(RECONCILE_QUEUE, { policy: 'exclusive', expireInSeconds: 3 * 3600, retryLimit: 1 });
    await b.schedule(RECONCILE_QUEUE, RECONCILE_CRON, null, { tz: 'Asia/Shanghai' });
    await b.work(
      RECONCILE_QUEUE,
      { pollingIntervalSeconds: 10 },
      asJobRun(RECONCILE_QUEUE, () => reconcile.runDaily()),
    );
    // Signing reads every account once under a brief lock of the journal; the verification after it
    // reads the whole chain: minutes on a large ledger.
    await b.createQueue(LEDGER_SEAL_QUEUE, { policy: 'exclusive', expireInSeconds: 3 * 3600, retryLimit: 1 });
    await b.schedule(LEDGER_SEAL_QUEUE, LEDGER_SEAL_CRON, null, { tz: 'Asia/Shanghai' });
    await b.work(
      LEDGER_SEAL_QUEUE,
      { pollingIntervalSeconds: 10 },
      asJobRun(LEDGER_SEAL_QUEUE, () => seal.sealClosedDay()),
    );
    if (opts.catchUp !== false) {
      await b.send(DAILY_QUEUE, {});
      await b.send(LEDGER_SEAL_QUEUE, {});
      for (const [queue] of minutely) await b.send(queue, {});
    }
  }

  /** Stops the worker (a running job gets a few seconds to finish its chunk) and the schedule's timers. */
  async function stop() {
    retryWait?.abort();
    await starting?.catch(() => {});
    const b = boss;
    boss = undefined;
    await b?.stop({ graceful: true, timeout: 8_000 });
  }

  /**
   * Queues a daily-tasks job now and waits until the worker has run it: the path the cron takes,
   * on demand. Answers the job's output, or throws with its error when it failed.
   */
  async function runQueued(timeoutMs = 60_000): Promise<DailyRun> {
    if (!boss) throw new Error('the job runner is not started');
    const b = boss;
    // A job already waiting or running (a cron tick) takes the place of ours: wait for that one. It may
    // finish between the refused send and the look-up, and then the queue takes ours: send again.
    const waiting = async () =>
      (await b.findJobs(DAILY_QUEUE)).find((j) => ['created', 'retry', 'active'].includes(j.state))?.id;
    const deadline = Date.now() + timeoutMs;
    let id: string | null | undefined;
    while (!id && Date.now() <= deadline) id = (await b.send(DAILY_QUEUE, {})) ?? (await waiting());
    if (!id) throw new Error('no daily-tasks job could be queued');
    for (;;) {
      const [job] = await b.findJobs<object>(DAILY_QUEUE, { id });
      if (job?.state === 'completed') return job.output as DailyRun;
      if (job?.state === 'failed' || job?.state === 'retry') {
        throw new Error(`daily-tasks job ${id} failed: ${JSON.stringify(job.output)}`);
      }
      if (Date.now() > deadline) throw new Error(`daily-tasks job ${id} did not finish in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return { start, stop, runQueued };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
