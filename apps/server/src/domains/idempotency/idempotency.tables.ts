import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * The first answer to a money-moving POST per (user, Idempotency-Key), kept 24 h. `pending` while the
 * first request runs; `done` with the answer once it succeeded. Failed requests leave no row.
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
    state: text('state', { enum: ['pending', 'done'] }).notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
