import { z } from 'zod';
import { MAX_ID } from './common.ts';

/*
 * Bulk decisions in the console (issue 35): many rows decided in one call, each in its own
 * transaction and audited as the single decision is; one refused or failing row never stops or undoes
 * the others, and the answer says what came of each.
 */

/** The most rows one bulk call decides. */
export const BULK_MAX = 100;

const ids = z
  .array(z.number({ error: 'ID_INVALID' }).int({ error: 'ID_INVALID' }).min(1).max(MAX_ID), {
    error: 'BULK_IDS_INVALID',
  })
  .min(1, { error: 'BULK_IDS_INVALID' })
  .max(BULK_MAX, { error: 'BULK_TOO_MANY' })
  .refine((list) => new Set(list).size === list.length, { error: 'BULK_IDS_INVALID' });

export const bulkIdsBody = z.strictObject({ ids });
/** Refusing many: one reason for all of them, which each user sees. */
export const bulkReasonBody = z.strictObject({
  ids,
  reason: z.string({ error: 'REASON_REQUIRED' }).trim().min(1, { error: 'REASON_REQUIRED' }).max(200),
});
/** Publishing (`hidden: false`) or unpublishing (`hidden: true`) many notices. */
export const bulkVisibilityBody = z.strictObject({ ids, hidden: z.boolean() });

/** What came of one row: done, or refused with the error key and its text in the caller's language. */
export const bulkItem = z.union([
  z.object({ id: z.number().int(), ok: z.literal(true) }),
  z.object({ id: z.number().int(), ok: z.literal(false), error: z.string(), msg: z.string() }),
]);
export type BulkItem = z.infer<typeof bulkItem>;

/** Every row's outcome, in the order asked, and how many were done and refused. */
export const bulkResult = z.object({
  results: z.array(bulkItem),
  done: z.number().int(),
  failed: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResult>;
