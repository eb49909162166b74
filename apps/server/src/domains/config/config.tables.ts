import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator-editable settings by group; a missing row means the group's defaults. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
