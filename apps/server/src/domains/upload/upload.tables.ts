import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * Who uploaded which stored file. Files are kept once per content (`<sha256>.<ext>`), so one file may
 * have several uploaders; a recharge proof must be one of the user's own.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    /** The file's name under `/uploads/`. */
    name: text('name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.userId] })],
);
