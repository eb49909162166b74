import type { DailyRun } from '@mcc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuditActor, AuditService } from '../domains/admin/audit.service.ts';
import { businessDay } from '../lib/business-day.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';

/**
 * Work done once per business day (UTC+8), such as an accrual. `run(day)` must be idempotent and cheap
 * when nothing is due: the job runs it every few minutes, an operator may run it again, and two
 * servers may run it at the same moment. It answers what it did as named counts.
 */
export interface DailyTask {
  readonly name: string;
  run(day: string): Promise<object>;
}

/** A task's answer as numbers only (the counts an operator sees); anything else is left out. */
function countsOf(result: object): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result).filter((e): e is [string, number] => Number.isInteger(e[1])),
  );
}

/**
 * The daily tasks, in order, and the two ways to run them: the job's `run` (today, from the clock),
 * and an operator's `runNow` (any day up to today, audited).
 */
export function createDailyTasks(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  log: FastifyBaseLogger;
  tasks: DailyTask[];
}) {
  const { db, clock, audit, log, tasks } = deps;
  const today = () => businessDay(clock.now());

  /**
   * Runs every task for `day`. A failing task does not stop the ones after it (the coin-mix accrual
   * need not wait for a pledge fault); the first failure is thrown once all have run, so the job is
   * retried and the operator sees it.
   */
  async function run(day: string): Promise<DailyRun> {
    const done: DailyRun['tasks'] = [];
    let failure: unknown;
    for (const task of tasks) {
      const started = performance.now();
      try {
        const counts = countsOf(await task.run(day));
        done.push({ name: task.name, counts });
        // A run that found nothing to do (every start re-runs today) is not news.
        const level = Object.values(counts).some((n) => n > 0) ? 'info' : 'debug';
        log[level](
          { task: task.name, day, counts, ms: Math.round(performance.now() - started) },
          'daily task',
        );
      } catch (e) {
        log.error({ err: e, task: task.name, day }, 'daily task failed');
        failure ??= e;
      }
    }
    if (failure !== undefined) throw failure;
    return { day, tasks: done };
  }

  /** An operator's run for `day` (default today; never a day still to come), written to the audit log. */
  async function runNow(day: string | undefined, by: AuditActor): Promise<DailyRun> {
    const now = today();
    const target = day ?? now;
    if (target > now) throw new AppError('DAY_IN_FUTURE', { today: now });
    let result: DailyRun | undefined;
    try {
      result = await run(target);
      return result;
    } finally {
      // Recorded after the run, with what it paid, or with its failure: each chunk it committed is
      // already money moved, so even a failed run leaves its trace.
      await audit.record(db, {
        ...by,
        action: 'daily.run',
        targetType: 'day',
        targetId: target,
        before: null,
        after: result ?? { failed: true },
      });
    }
  }

  return { tasks, today, run, runNow };
}

export type DailyTasks = ReturnType<typeof createDailyTasks>;
