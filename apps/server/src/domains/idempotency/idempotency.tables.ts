import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * The first answer to a money-moving POST per (user, Idempotency-Key), kept 24 h. `pending` while the
 * first request runs; `committed` once money it moved committed (written in the same transaction);
 * `done` with the answer once it succeeded. Failed requests that moved nothing leave no row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['pending', 'committed', 'done'] }).notNull(),
    /** The answer's bytes exactly as first sent (text: JSONB would reorder its keys). */
    response: text('response'),
    /** The request holding the key: a random token per claim, so a request that lost it cannot commit. */
    claim: text('claim').notNull().default(''),
    /** When the holder claimed the key: after the lease a pending key may be claimed again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // The answer's statement lets its users' day-old keys go (idempotency.plugin.ts): without this it
    // read every key the user holds, a day of submits, on every answer.
    index('idempotency_keys_user_created_idx').on(t.userId, t.createdAt),
  ],
);
