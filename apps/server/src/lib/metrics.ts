import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/** Seconds: a call answered from memory takes a millisecond; past 10 s it has timed out somewhere. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a free connection is handed over in microseconds; a wait at the pool's limit lasts longer. */
const ACQUIRE_BUCKETS = [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];
/** Seconds: the minute jobs take milliseconds, a daily accrual or a reconciliation minutes. */
const JOB_BUCKETS = [0.01, 0.1, 1, 10, 60, 600, 3600];

/** The process's own figures (CPU, memory, event loop, GC): once per process, however many apps it builds. */
let processRegistry: Registry | undefined;

/** A ledger movement, as the journal names them: a transfer, a hold, and a hold posted or voided. */
export type MovementKind = 'transfer' | 'hold' | 'post' | 'void';

/**
 * The ledger's movements counted by kind and code. Counting one must cost the ledger's hot path
 * nothing it would notice: the ledger asks once per kind and code for the function that counts it
 * (made on first use, kept), and runs it after the commit; the figures reach Prometheus's counter only
 * when it is scraped.
 */
function movementTally() {
  const counted = new Map<MovementKind, Map<string, { n: number; count: () => void }>>();
  return {
    /** The function that counts one movement of `kind` and `code`. */
    counter(kind: MovementKind, code: string): () => void {
      const byCode = counted.get(kind) ?? new Map<string, { n: number; count: () => void }>();
      if (byCode.size === 0) counted.set(kind, byCode);
      const tally = byCode.get(code);
      if (tally) return tally.count;
      const made = { n: 0, count: () => void made.n++ };
      byCode.set(code, made);
      return made.count;
    },
    each(report: (kind: MovementKind, code: string, n: number) => void) {
      for (const [kind, byCode] of counted) for (const [code, { n }] of byCode) report(kind, code, n);
    },
  };
}

/**
 * The time each request for a connection of `pool` waits until it has one (drizzle's queries and
 * transactions all go through `connect`): observed by wrapping the pool's own method, so the database
 * client knows nothing of metrics.
 */
function timeAcquire(pool: pg.Pool, observe: (seconds: number) => void) {
  type Done = (err: Error | undefined, client?: pg.PoolClient, release?: (e?: unknown) => void) => void;
  const connect = pool.connect.bind(pool) as unknown as (cb?: Done) => Promise<pg.PoolClient> | undefined;
  const timed = (cb?: Done) => {
    const started = performance.now();
    const waited = () => observe((performance.now() - started) / 1000);
    if (cb)
      return connect((err, client, release) => {
        waited();
        cb(err, client, release);
      });
    return connect()?.finally(waited);
  };
  pool.connect = timed as unknown as pg.Pool['connect'];
}

/**
 * One app's figures for Prometheus (`GET /metrics`, plugins/metrics.ts): HTTP requests by route
 * pattern, refusals by error key, the database pool, job runs, open streams, ledger movements, and
 * the process's. Each app has its own registry (tests build many in one process).
 */
export function createMetrics(database: Database) {
  const registry = new Registry();
  const registers = [registry];
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  const perProcess = processRegistry;

  const requests = new Counter({
    name: 'mcc_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const latency = new Histogram({
    name: 'mcc_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: 'mcc_http_refusals_total',
    help: "Answers with the envelope's code 0, by route pattern and error key (the 5xx ones included)",
    labelNames: ['route', 'error'],
    registers,
  });

  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'mcc_db_pool_connections',
      help: "The request pool's connections: busy (lent out) and idle",
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'mcc_db_pool_max',
      help: 'The most connections the request pool opens (DATABASE_POOL_SIZE)',
      registers,
      collect() {
        this.set(pool.options.max);
      },
    });
    new Gauge({
      name: 'mcc_db_pool_waiting',
      help: 'Queries waiting for a free connection of the request pool',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
    const acquire = new Histogram({
      name: 'mcc_db_pool_acquire_seconds',
      help: 'Time a query or transaction waited for a connection of the request pool',
      buckets: ACQUIRE_BUCKETS,
      registers,
    });
    timeAcquire(pool, (seconds) => acquire.observe(seconds));
  }

  const jobRuns = new Counter({
    name: 'mcc_job_runs_total',
    help: 'Job runs by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'],
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'mcc_job_duration_seconds',
    help: 'How long a job ran, by queue',
    labelNames: ['queue'],
    buckets: JOB_BUCKETS,
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: 'mcc_job_last_success_timestamp_seconds',
    help: 'When a job of the queue last completed on this server (Unix seconds)',
    labelNames: ['queue'],
    registers,
  });

  const streamSizes = new Map<string, () => number>();
  new Gauge({
    name: 'mcc_streams_open',
    help: 'Server-sent event streams open on this server, by kind',
    labelNames: ['kind'],
    registers,
    collect() {
      for (const [kind, size] of streamSizes) this.set({ kind }, size());
    },
  });

  const movements = movementTally();
  new Counter({
    name: 'mcc_ledger_movements_total',
    help: 'Ledger movements committed by this server, by kind (transfer, hold, post, void) and transfer code',
    labelNames: ['kind', 'code'],
    registers,
    collect() {
      this.reset();
      movements.each((kind, code, n) => this.inc({ kind, code }, n));
    },
  });

  return {
    contentType: registry.contentType,
    /** Everything, in Prometheus's text format. */
    async text() {
      const [own, processWide] = await Promise.all([registry.metrics(), perProcess.metrics()]);
      return `${own}\n${processWide}`;
    },
    /** One answered request: `route` is the matched pattern (never the URL), `refusal` its error key. */
    request(method: string, route: string, status: number, seconds: number, refusal: string | undefined) {
      requests.inc({ method, route, status });
      latency.observe({ method, route }, seconds);
      if (refusal) refusals.inc({ route, error: refusal });
    },
    /** One job run's end. */
    jobRan(queue: string, outcome: 'completed' | 'failed', seconds: number) {
      jobRuns.inc({ queue, outcome });
      jobSeconds.observe({ queue }, seconds);
      if (outcome === 'completed') jobLastSuccess.set({ queue }, Math.floor(Date.now() / 1000));
    },
    /** Counts a kind of stream: `size` is read at each scrape. */
    streams(kind: string, size: () => number) {
      streamSizes.set(kind, size);
    },
    /** The function that counts one committed ledger movement of `kind` and `code` (see `movementTally`). */
    movement: movements.counter,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
