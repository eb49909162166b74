import { z } from 'zod';
import { paged, rowId } from './common.ts';
import { consoleListQuery, exportQuery, searchText } from './list-query.ts';

/**
 * The jobs that walk many items (auctions, orders, recharges, accounts) and carry on past one that
 * fails: its failure is kept, with a back-off before the next attempt, until it succeeds. The item is
 * the row id of what the job walks: an auction, an NFT order, a recharge, a stake order, a coin-mix
 * wallet (ledger account).
 */
export const BATCH_JOBS = [
  'auction-settlement',
  'order-expiry',
  'recharge-confirmation',
  'pledge-accrual',
  'coin-mix-accrual',
] as const;
export const batchJob = z.enum(BATCH_JOBS);
export type BatchJob = z.infer<typeof batchJob>;

/**
 * `GET /admin-api/jobs/failures`: the items that failed and wait for their next attempt, oldest first.
 * `errorKey` is the error's stable key (`ACCOUNT_FROZEN`) or the database's code; `message` says the
 * same in words (English, as in the logs).
 */
export const jobFailure = z.object({
  job: batchJob,
  itemId: z.number().int(),
  errorKey: z.string(),
  message: z.string(),
  /** Failures in a row. */
  attempts: z.number().int(),
  firstFailedAt: z.string(),
  lastFailedAt: z.string(),
  /** The first pass of the job at or after this time tries the item again. */
  nextAttemptAt: z.string(),
});
export type JobFailure = z.infer<typeof jobFailure>;
/**
 * Oldest first by default. `q`: an item id or an error key (exactly). The date range is
 * `lastFailedAt`.
 */
export const jobFailureQuery = consoleListQuery(
  { job: batchJob.optional(), q: searchText },
  { sort: ['firstFailedAt', 'lastFailedAt', 'attempts'], limit: 10 },
);
export const jobFailureExportQuery = exportQuery(jobFailureQuery);
export const jobFailures = paged(jobFailure);

/** `POST /admin-api/jobs/failures/retry`: the job's next pass tries the item, its back-off or not. */
export const jobFailureRetryBody = z.strictObject({ job: batchJob, itemId: rowId() });
