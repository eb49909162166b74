import type { DailyTaskName } from '@mcc/contract';
import { defineDomain } from '../lib/domain.ts';
import { dailyTasksRoutes } from './daily-tasks.routes.ts';
import { createDailyTasks, type DailyTasks } from './daily-tasks.ts';
import { itemFailuresRoutes } from './item-failures.routes.ts';
import { createItemFailures, type ItemFailures } from './item-failures.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

declare module '../lib/domain.ts' {
  interface Services {
    jobFailures: ItemFailures;
    daily: DailyTasks;
    jobs: JobRunner;
  }
}

/** Background work: the daily accruals, the periodic jobs, and the items a job could not do. */
export const jobsDomain = defineDomain({
  name: 'jobs',
  services: {
    jobFailures: (c) => createItemFailures({ db: c.db, clock: c.clock, audit: c.audit, log: c.log }),
    daily: (c) =>
      createDailyTasks({
        db: c.db,
        clock: c.clock,
        audit: c.audit,
        log: c.log,
        // Named as the contract lists them: the console words each task's name.
        tasks: [c.pledgeAccrual, c.coinMixAccrual] satisfies { name: DailyTaskName }[],
      }),
    // Started by server.ts only; stopped before the database closes, whether or not it started.
    jobs: (c) => {
      const runner = createJobRunner({
        database: c.database,
        daily: c.daily,
        prices: c.market,
        orders: c.nft,
        auctions: c.auctions,
        recharges: c.autoRecharge,
        stats: c.trends,
        reconcile: c.depositReconcile,
        seal: {
          sealClosedDay: async () => {
            const { signed } = await c.ledgerDigests.signClosedDay();
            if (!signed) return { signed: 0, failed: 0 };
            return { signed: 1, ...(await c.ledgerVerifications.runDaily()) };
          },
        },
        log: c.log,
        metrics: c.metrics,
      });
      c.onClose(() => runner.stop());
      return runner;
    },
  },
  routes: (c) => [dailyTasksRoutes(c.daily), itemFailuresRoutes(c.jobFailures)],
});
