import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * The referral tree as a closure table: one row per (ancestor, descendant) pair at any depth, so that
 * "members at depth k" and "team size" are index range scans at any tree size. A trigger on `users`
 * (migration 0005) writes a new user's rows from the inviter's; nothing else writes here.
 */
export const teamPaths = pgTable(
  'team_paths',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => users.id),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => users.id),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.depth, t.descendantId] }),
    index('team_paths_descendant_idx').on(t.descendantId, t.depth),
    check('team_paths_depth_positive', sql`${t.depth} > 0`),
  ],
);
