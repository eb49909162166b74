import { BATCH_JOBS } from '@mcc/contract';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The items a batch job could not do, one row per job and item while it keeps failing (item-failures.ts):
 * the last error, how many attempts in a row failed, and when the job may try it again. A success
 * deletes the row.
 */
export const jobItemFailures = pgTable(
  'job_item_failures',
  {
    job: text('job', { enum: BATCH_JOBS }).notNull(),
    itemId: integer('item_id').notNull(),
    errorKey: text('error_key').notNull(),
    /** In English, as in the log; an error with a key is shown in the operator's language from `params`. */
    message: text('message').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    attempts: integer('attempts').notNull(),
    firstFailedAt: at('first_failed_at').notNull(),
    lastFailedAt: at('last_failed_at').notNull(),
    nextAttemptAt: at('next_attempt_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.itemId] })],
);
