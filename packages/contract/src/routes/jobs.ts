import { csvExport, routes } from './define.ts';

const failureList = {
  method: 'GET',
  path: '/admin-api/jobs/failures',
  auth: 'operator',
  permission: 'finance.review',
  query: 'jobFailureQuery',
  answer: 'jobFailures',
} as const;

/**
 * The batch jobs in the console. Finance's permission throughout: running the daily tasks pays money
 * (by rules nobody can change from here), and a failing item is money not yet moved (a sale not
 * settled, a yield not paid), which finance answers for.
 */
const jobs = routes('admin: finance', {
  /** Runs the daily tasks now: after an outage, or to see a day paid without waiting for the cron. */
  runDaily: {
    method: 'POST',
    path: '/admin-api/pledge/accrual',
    auth: 'operator',
    permission: 'finance.review',
    body: 'dailyRunBody',
    answer: 'dailyRun',
  },
  /** The batch jobs' failing items. */
  failures: failureList,
  failuresExport: csvExport(failureList, 'jobFailureExportQuery'),
  /** Has the job's next pass try an item now, without waiting out its back-off. */
  retryFailure: {
    method: 'POST',
    path: '/admin-api/jobs/failures/retry',
    auth: 'operator',
    permission: 'finance.review',
    body: 'jobFailureRetryBody',
    answer: 'jobFailure',
  },
});

export const api = {};
export const adminApi = { jobs };
