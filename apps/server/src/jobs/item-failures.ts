import {
  type adminApi,
  BATCH_JOBS,
  type BatchJob,
  type JobFailure,
  type Language,
  type QueryOf,
} from '@mcc/contract';
import { and, type Column, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { describeDatabaseError, errorCodeOf, isDatabaseUnavailable } from '../db/faults.ts';
import type { AuditActor, AuditService } from '../domains/admin/audit.service.ts';
import type { Clock } from '../lib/clock.ts';
import { type ConsoleList, eqIf, idIn, inRange, listPage, type SortKey } from '../lib/console-list.ts';
import { AppError } from '../lib/errors.ts';
import { isMessageKey, translate } from '../lib/messages.ts';
import { FAILURE_COLUMNS } from './item-failure-columns.ts';
import { jobItemFailures } from './item-failures.tables.ts';

const failures = jobItemFailures;
type FailureRow = typeof jobItemFailures.$inferSelect;
type FailureQuery = Omit<QueryOf<typeof adminApi.jobs.failures>, 'page' | 'limit'>;

const FAILURE_KEYS: Record<FailureQuery['sort'], SortKey> = {
  firstFailedAt: { expr: failures.firstFailedAt, type: 'timestamptz' },
  lastFailedAt: { expr: failures.lastFailedAt, type: 'timestamptz' },
  attempts: { expr: failures.attempts, type: 'integer' },
};
/** A failing item's one number in the list (its key is the job and the item): job's place × 2³² + item. */
const failureId = (r: Pick<FailureRow, 'job' | 'itemId'>) => BATCH_JOBS.indexOf(r.job) * 2 ** 32 + r.itemId;
const FAILURE_ID = sql`(array_position(${sql.param([...BATCH_JOBS])}::text[], ${failures.job})::bigint - 1) * 4294967296 + ${failures.itemId}`;

/** Which rows a chunk takes: the due ones but `skip`, or only the row `only` (a failed chunk taken apart). */
export type ItemFilter = { skip: number[] } | { only: number };

/** `filter` as a condition on the rows' id column: one array parameter, however many are skipped. */
export function itemsWhere(id: Column, filter: ItemFilter): SQL | undefined {
  if ('only' in filter) return eq(id, filter.only);
  return filter.skip.length > 0 ? sql`${id} <> ALL(${sql.param(filter.skip)}::int[])` : undefined;
}

/** A job that works in chunks, each chunk one transaction. */
export interface Chunked<Row extends { id: number }, Result> {
  /** The next chunk of due rows that `filter` lets through, locked in `tx`; none when nothing is left. */
  take(tx: Tx, filter: ItemFilter): Promise<Row[]>;
  /** The work of `rows`, in the same transaction: all of it commits, or none. */
  work(tx: Tx, rows: Row[]): Promise<Result>;
}

/** The back-off after `attempts` failures in a row: 1, 2, 4 … minutes, at most an hour. */
const backOff = (attempts: SQL) => sql`least(power(2, ${attempts} - 1), 60) * interval '1 minute'`;

/**
 * What is kept of an error: its stable key (or the database's code), one line of words in English (as
 * logged), and an expected error's parameters, to show it to an operator in their own language.
 */
function describeError(err: unknown) {
  if (err instanceof AppError)
    return { errorKey: err.key, message: translate(err.key, 'en', err.params), params: err.params };
  return {
    errorKey: errorCodeOf(err) ?? 'ERROR',
    message: describeDatabaseError(err).slice(0, 500),
    params: {},
  };
}

/** A failure as the console shows it: an expected error in `lang`; a fault in the database's own words. */
const toFailure = (r: FailureRow, lang: Language): JobFailure => ({
  job: r.job,
  itemId: r.itemId,
  errorKey: r.errorKey,
  message: isMessageKey(r.errorKey) ? translate(r.errorKey, lang, r.params) : r.message,
  attempts: r.attempts,
  firstFailedAt: r.firstFailedAt.toISOString(),
  lastFailedAt: r.lastFailedAt.toISOString(),
  nextAttemptAt: r.nextAttemptAt.toISOString(),
});

/**
 * Failures of single items in the jobs that walk many (docs/decisions.md, "Batch jobs"): an item that
 * throws is rolled back alone, its failure kept (`job_item_failures`) and logged, and the job goes on
 * with the others. The job tries the item again once its back-off has passed, not before; a success
 * deletes the failure, as does a pass that no longer finds the item due (a user's read, an operator,
 * another server did it). Operators see the failures in the console and may have one retried now.
 *
 * Lost connections are not an item's fault: they are thrown, and the whole pass is retried.
 */
export function createItemFailures(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  log: FastifyBaseLogger;
}) {
  const { db, clock, audit, log } = deps;

  async function record(job: BatchJob, itemId: number, err: unknown) {
    const now = clock.now();
    const error = describeError(err);
    const [row] = await db
      .insert(failures)
      .values({
        job,
        itemId,
        ...error,
        attempts: 1,
        firstFailedAt: now,
        lastFailedAt: now,
        nextAttemptAt: sql`${now}::timestamptz + ${backOff(sql`1`)}`,
      })
      .onConflictDoUpdate({
        target: [failures.job, failures.itemId],
        set: {
          ...error,
          attempts: sql`${failures.attempts} + 1`,
          lastFailedAt: now,
          nextAttemptAt: sql`${now}::timestamptz + ${backOff(sql`${failures.attempts} + 1`)}`,
        },
      })
      .returning();
    log.warn(
      { job, item: itemId, error: error.errorKey, attempts: row?.attempts, next: row?.nextAttemptAt },
      `job item failed: ${error.message}`,
    );
  }

  /**
   * Starts a pass of `job`: reads its failures once, so items waiting out their back-off are left out
   * (`waiting`, and by `each` and `drain`), and a success costs nothing unless the item had failed.
   */
  async function begin(job: BatchJob) {
    const startedAt = clock.now();
    const known = await db
      .select({ itemId: failures.itemId, nextAttemptAt: failures.nextAttemptAt })
      .from(failures)
      .where(eq(failures.job, job));
    const waiting = known.filter((f) => f.nextAttemptAt > startedAt).map((f) => f.itemId);
    const waitingSet = new Set(waiting);
    const failing = new Set(known.map((f) => f.itemId));
    /** Items this pass ran, and those of them that succeeded. */
    const met = new Set<number>();
    const succeeded = new Set<number>();

    /** Runs one item's work; a failure is recorded and answered as `{ ok: false }`. */
    async function attempt<T>(itemId: number, work: () => Promise<T>) {
      met.add(itemId);
      try {
        const value = await work();
        succeeded.add(itemId);
        return { ok: true as const, value };
      } catch (e) {
        if (isDatabaseUnavailable(e)) throw e;
        await record(job, itemId, e);
        failing.add(itemId);
        return { ok: false as const };
      }
    }

    /**
     * Deletes the failures this pass ended: items that succeeded, and, when the pass met every due item
     * (`complete`), those due again that it did not meet. A failure recorded after the pass began (by
     * another server) is left.
     */
    async function end(complete: boolean) {
      const over = [...failing].filter(
        (id) => succeeded.has(id) || (complete && !waitingSet.has(id) && !met.has(id)),
      );
      if (over.length === 0) return;
      await db
        .delete(failures)
        .where(
          and(eq(failures.job, job), inArray(failures.itemId, over), lte(failures.lastFailedAt, startedAt)),
        );
      for (const id of over) failing.delete(id);
    }

    /**
     * Runs `work` for each item not waiting, one after another (each its own transaction, in `work`);
     * answers the results of those that succeeded. `complete`: false when `items` is only the first
     * part of what is due, so an item not among them may still be due.
     */
    async function each<Item extends { id: number }, T>(
      items: Item[],
      work: (item: Item) => Promise<T>,
      opts: { complete: boolean } = { complete: true },
    ): Promise<T[]> {
      const results: T[] = [];
      for (const item of items) {
        if (waitingSet.has(item.id)) continue;
        const outcome = await attempt(item.id, () => work(item));
        if (outcome.ok) results.push(outcome.value);
      }
      await end(opts.complete);
      return results;
    }

    /**
     * Runs the chunks of `chunked` until none is left; answers each committed transaction's result.
     * Chunks keep the job fast (one round trip pays hundreds of rows); only when a chunk fails are its
     * rows taken apart, each again in its own transaction, so the row that cannot be done holds up
     * none of the others, and is kept out of the chunks after.
     */
    async function drain<Row extends { id: number }, Result>(
      chunked: Chunked<Row, Result>,
    ): Promise<Result[]> {
      const results: Result[] = [];
      const skip = [...waiting];
      for (;;) {
        let rows: Row[] = [];
        try {
          const chunk = await db.transaction(async (tx) => {
            rows = await chunked.take(tx, { skip });
            return rows.length > 0 ? { result: await chunked.work(tx, rows) } : undefined;
          });
          if (!chunk) break;
          results.push(chunk.result);
          for (const { id } of rows) {
            met.add(id);
            succeeded.add(id);
          }
        } catch (e) {
          if (rows.length === 0 || isDatabaseUnavailable(e)) throw e;
          for (const { id } of rows) {
            const alone = await attempt(id, () =>
              db.transaction(async (tx) => {
                const again = await chunked.take(tx, { only: id });
                // No longer due (another server, a user's read): nothing to do, nothing failed.
                return again.length > 0 ? { result: await chunked.work(tx, again) } : undefined;
              }),
            );
            if (!alone.ok) skip.push(id);
            else if (alone.value) results.push(alone.value.result);
          }
        }
      }
      await end(true);
      return results;
    }

    return {
      /** Items waiting out their back-off: a job that lists only part of what is due leaves them out. */
      waiting,
      each,
      drain,
      /** How many items of the job are failing, once the pass has ended. */
      failingCount: () => failing.size,
    };
  }

  /** The console's list: every failing item, the oldest failure first; `q` an item id or an error key. */
  const failureList: ConsoleList<FailureQuery, FailureRow, JobFailure> = {
    plan: (q) => {
      const id = q.q === undefined ? undefined : idIn(q.q);
      return {
        where: and(
          eqIf(failures.job, q.job),
          q.q === undefined
            ? undefined
            : or(id === undefined ? undefined : eq(failures.itemId, id), eq(failures.errorKey, q.q)),
          inRange(failures.lastFailedAt, q),
        ),
        key: FAILURE_KEYS[q.sort],
        id: FAILURE_ID,
        order: q.order ?? 'asc',
      };
    },
    async read(parts) {
      const rows = await db
        .select({ raw: failures, sortKey: parts.sortKey })
        .from(failures)
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset);
      return rows.map((r) => ({ ...r, id: failureId(r.raw) }));
    },
    count: (where) => db.$count(failures, where),
    present: async (rows, lang) => rows.map((r) => toFailure(r, lang)),
  };
  const list = (query: QueryOf<typeof adminApi.jobs.failures>, lang: Language) =>
    listPage(failureList, query, lang);
  const failureExport = { name: 'job-failures', list: failureList, columns: FAILURE_COLUMNS };

  /** An operator has the job's next pass try the item now (after fixing its cause), audited. */
  async function retryNow(
    job: BatchJob,
    itemId: number,
    by: AuditActor,
    lang: Language,
  ): Promise<JobFailure> {
    const now = clock.now();
    const item = and(eq(failures.job, job), eq(failures.itemId, itemId));
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(failures).where(item).for('update');
      if (!before) throw new AppError('JOB_FAILURE_NOT_FOUND');
      const [after] = await tx.update(failures).set({ nextAttemptAt: now }).where(item).returning();
      if (!after) throw new Error(`job failure ${job}:${itemId} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'job.failure.retry',
        targetType: 'job_item_failure',
        targetId: `${job}:${itemId}`,
        before: { nextAttemptAt: before.nextAttemptAt },
        after: { nextAttemptAt: now },
      });
      return toFailure(after, lang);
    });
  }

  return { begin, list, failureExport, retryNow };
}

export type ItemFailures = ReturnType<typeof createItemFailures>;
export type ItemPass = Awaited<ReturnType<ItemFailures['begin']>>;
