import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from '../admin/admin.tables.ts';
import { users } from '../auth/auth.tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Text per language (`{ "zh-Hans": …, "en": … }`); zh-Hans is always there, the others may be missing. */
export type Localized = Partial<Record<string, string>>;

/**
 * Announcements: a title and sanitised HTML per language, shown to users from `publishAt` on, newest
 * first. `hidden` takes one off the user side without deleting it; `deletedAt` is the soft delete.
 */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    important: boolean('important').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    publishAt: at('publish_at').notNull(),
    /** The operator who wrote it; null for demo data and the command line. */
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    // The user side reads "visible, newest first".
    index('notices_visible_idx')
      .on(t.publishAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null and ${t.hidden} = false`),
  ],
);

/** Which important notices a user has already been shown (the popup shows each once per user). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);

/** Pictures for the NFT home's carousel, in `sort` order (lowest first). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `/uploads/<sha256>.<ext>` or an http(s) URL. */
    image: text('image').notNull(),
    /** Where a tap goes: an in-app path, an http(s) URL, or nothing. */
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('banners_sort_idx').on(t.sort, t.id)],
);
