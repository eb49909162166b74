import {
  type AdminNotice,
  type adminApi,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type NoticeCreateInput,
  type NoticeDetail,
  type NoticeItem,
  type NoticeUpdateInput,
  type QueryOf,
} from '@mcc/contract';
import { and, count, desc, eq, gt, gte, isNull, lte, notExists, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { inRange, listPage, localizedContains, type SortKey, tableList } from '../../lib/console-list.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, pageOf } from '../../lib/paging.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import { type Localized, noticeReads, notices } from './notice.tables.ts';
import { NOTICE_COLUMNS } from './notice-columns.ts';
import { hasContent, sanitizeNoticeHtml, summaryOf } from './sanitize.ts';

type AdminNoticeQuery = Omit<QueryOf<typeof adminApi.notices.list>, 'page' | 'limit'>;
type NoticeState = NonNullable<AdminNoticeQuery['status']>;
const NOTICE_KEYS: Record<AdminNoticeQuery['sort'], SortKey> = {
  publishAt: { expr: notices.publishAt, type: 'timestamptz' },
  createdAt: { expr: notices.createdAt, type: 'timestamptz' },
};

type Row = typeof notices.$inferSelect;
type Texts = { 'zh-Hans': string } & Partial<Record<Language, string>>;

/** The language a notice is shown in: the one asked for when the notice has it, else zh-Hans. */
export function shownLanguage(row: Pick<Row, 'title' | 'content'>, lang: Language): Language {
  return row.title[lang]?.trim() && row.content[lang]?.trim() ? lang : DEFAULT_LANGUAGE;
}

/** Per-language text with the languages in a fixed order and without empty entries. */
function texts(value: Localized): Texts {
  const out: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const text = value[lang];
    if (typeof text === 'string' && text !== '') out[lang] = text;
  }
  return { ...out, 'zh-Hans': out['zh-Hans'] ?? '' };
}

/**
 * What an operator sent, made safe to store: empty languages dropped, HTML sanitised, zh-Hans
 * required (and not only markup that the sanitiser removed), each language with both title and content.
 */
function cleanTexts(title: Localized, content: Localized): { title: Texts; content: Texts } {
  const t: Partial<Record<Language, string>> = {};
  const c: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const titleText = title[lang]?.trim();
    const html = sanitizeNoticeHtml(content[lang] ?? '');
    if (titleText) t[lang] = titleText;
    if (hasContent(html)) c[lang] = html;
  }
  if (!t['zh-Hans']) throw new AppError('NOTICE_TITLE_REQUIRED');
  if (!c['zh-Hans']) throw new AppError('NOTICE_CONTENT_REQUIRED');
  for (const lang of LANGUAGES) {
    if (Boolean(t[lang]) !== Boolean(c[lang])) throw new AppError('NOTICE_LANGUAGE_INCOMPLETE');
  }
  return { title: texts(t), content: texts(c) };
}

/** The operator's view; content is sanitised again on the way out. */
function toAdmin(row: Row, now: Date): AdminNotice {
  const content = texts(row.content);
  for (const lang of LANGUAGES) {
    const html = content[lang];
    if (html !== undefined) content[lang] = sanitizeNoticeHtml(html);
  }
  return {
    id: row.id,
    title: texts(row.title),
    content,
    important: row.important,
    hidden: row.hidden,
    publishAt: row.publishAt.toISOString(),
    visible: !row.hidden && row.publishAt <= now,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a notice: everything an operator can change. */
const auditView = (row: Row) => ({
  title: texts(row.title),
  content: texts(row.content),
  important: row.important,
  hidden: row.hidden,
  publishAt: row.publishAt.toISOString(),
});

export function createNoticeService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  /** Published (publish time reached), not hidden, not deleted. */
  const visible = (now: Date): SQL =>
    and(isNull(notices.deletedAt), eq(notices.hidden, false), lte(notices.publishAt, now)) as SQL;
  /** A notice's state in the console: hidden by an operator, scheduled ahead, or visible. */
  const inState = (state: NoticeState, now: Date): SQL | undefined =>
    state === 'hidden'
      ? eq(notices.hidden, true)
      : and(
          eq(notices.hidden, false),
          state === 'visible' ? lte(notices.publishAt, now) : gt(notices.publishAt, now),
        );
  const newestFirst = [desc(notices.publishAt), desc(notices.id)];

  /** A page of the notices `where` picks, newest first, and how many it picks in all. */
  async function findPage(where: SQL, page: number, limit: number) {
    const [rows, [{ total = 0 } = {}]] = await Promise.all([
      db
        .select()
        .from(notices)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.select({ total: count() }).from(notices).where(where),
    ]);
    return { rows, total };
  }

  function toItem(row: Row, lang: Language): NoticeItem {
    const shown = shownLanguage(row, lang);
    return {
      id: row.id,
      title: row.title[shown] ?? '',
      summary: summaryOf(sanitizeNoticeHtml(row.content[shown] ?? '')),
      important: row.important,
      publishAt: row.publishAt.toISOString(),
      lang: shown,
    };
  }

  function toDetail(row: Row, lang: Language): NoticeDetail {
    const shown = shownLanguage(row, lang);
    return {
      id: row.id,
      title: row.title[shown] ?? '',
      content: sanitizeNoticeHtml(row.content[shown] ?? ''),
      important: row.important,
      publishAt: row.publishAt.toISOString(),
      lang: shown,
    };
  }

  // ---- user side ---------------------------------------------------------------------------------

  /** The NFT home's ticker: the titles of the newest important notices. */
  async function headlines(lang: Language, limit: number) {
    const { rows } = await findPage(and(visible(clock.now()), eq(notices.important, true)) as SQL, 1, limit);
    return rows.map((r) => ({ id: r.id, title: r.title[shownLanguage(r, lang)] ?? '' }));
  }

  /** `/api/index/notice`: published notices, newest first, in `lang` (zh-Hans where missing). */
  async function list(lang: Language, page: number, limit: number) {
    const { rows, total } = await findPage(visible(clock.now()), page, limit);
    return pageOf(
      rows.map((r) => toItem(r, lang)),
      total,
      page,
      limit,
    );
  }

  /** `/api/index/detail?id`: one published notice; hidden, future and deleted ones do not exist. */
  async function detail(id: number, lang: Language): Promise<NoticeDetail> {
    const [row] = await db
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), visible(clock.now())));
    if (!row) throw new AppError('NOTICE_NOT_FOUND');
    return toDetail(row, lang);
  }

  /**
   * The newest published important notice the user has not been shown yet, or null. Only notices
   * published since the user signed up pop up (older ones are in the list, marked important).
   */
  async function popup(user: { id: number; createdAt: Date }, lang: Language): Promise<NoticeDetail | null> {
    const [row] = await db
      .select()
      .from(notices)
      .where(
        and(
          visible(clock.now()),
          eq(notices.important, true),
          gte(notices.publishAt, user.createdAt),
          notExists(
            db
              .select({ one: noticeReads.noticeId })
              .from(noticeReads)
              .where(and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, user.id))),
          ),
        ),
      )
      .orderBy(...newestFirst)
      .limit(1);
    return row ? toDetail(row, lang) : null;
  }

  /** Records that the user was shown a notice; repeating it changes nothing. */
  async function markSeen(userId: number, id: number): Promise<null> {
    const [row] = await db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.id, id), visible(clock.now())));
    if (!row) throw new AppError('NOTICE_NOT_FOUND');
    await db.insert(noticeReads).values({ userId, noticeId: id, readAt: clock.now() }).onConflictDoNothing();
    return null;
  }

  // ---- admin side --------------------------------------------------------------------------------

  /** Notices in the console (deleted ones never), newest publication first. */
  const adminNotices = tableList(db, notices, {
    plan: (q: AdminNoticeQuery) => ({
      where: and(
        isNull(notices.deletedAt),
        q.status === undefined ? undefined : inState(q.status, clock.now()),
        q.important === undefined ? undefined : eq(notices.important, q.important === 'true'),
        q.q === undefined ? undefined : localizedContains(notices.title, q.q),
        inRange(notices.publishAt, q),
      ),
      key: NOTICE_KEYS[q.sort],
      id: notices.id,
      order: q.order ?? 'desc',
    }),
    present: async (rows) => {
      const now = clock.now();
      return rows.map((r) => toAdmin(r, now));
    },
  });
  const adminList = (q: QueryOf<typeof adminApi.notices.list>) => listPage(adminNotices, q);
  const adminExport = { name: 'notices', list: adminNotices, columns: NOTICE_COLUMNS };

  async function findLive(tx: Tx | Db, id: number, lock = false) {
    const query = tx
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), isNull(notices.deletedAt)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError('NOTICE_NOT_FOUND');
    return row;
  }

  async function adminGet(id: number): Promise<AdminNotice> {
    return toAdmin(await findLive(db, id), clock.now());
  }

  async function create(input: NoticeCreateInput, by: AuditActor): Promise<AdminNotice> {
    const { title, content } = cleanTexts(input.title, input.content);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notices)
        .values({
          title,
          content,
          important: input.important ?? false,
          hidden: input.hidden ?? false,
          publishAt: input.publishAt ? new Date(input.publishAt) : now,
          createdBy: by.operator?.id ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('notice insert returned nothing');
      await audit.record(tx, {
        ...by,
        action: 'notice.create',
        targetType: 'notice',
        targetId: row.id,
        before: null,
        after: auditView(row),
      });
      return toAdmin(row, now);
    });
  }

  async function update(id: number, input: NoticeUpdateInput, by: AuditActor): Promise<AdminNotice> {
    return db.transaction(async (tx) => {
      const before = await findLive(tx, id, true);
      const changes: Partial<typeof notices.$inferInsert> = {};
      if (input.title !== undefined || input.content !== undefined) {
        Object.assign(changes, cleanTexts(input.title ?? before.title, input.content ?? before.content));
      }
      if (input.important !== undefined) changes.important = input.important;
      if (input.hidden !== undefined) changes.hidden = input.hidden;
      if (input.publishAt !== undefined) changes.publishAt = new Date(input.publishAt);
      const now = clock.now();
      const [after] = await tx
        .update(notices)
        .set({ ...changes, updatedAt: now })
        .where(eq(notices.id, id))
        .returning();
      if (!after) throw new Error(`notice ${id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'notice.update',
        targetType: 'notice',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return toAdmin(after, now);
    });
  }

  /** Soft delete: gone for users and the console; the row (and its audit trail) stays. */
  async function remove(id: number, by: AuditActor): Promise<null> {
    return db.transaction(async (tx) => {
      const before = await findLive(tx, id, true);
      const now = clock.now();
      await tx.update(notices).set({ deletedAt: now, updatedAt: now }).where(eq(notices.id, id));
      await audit.record(tx, {
        ...by,
        action: 'notice.delete',
        targetType: 'notice',
        targetId: id,
        before: auditView(before),
        after: { deletedAt: now.toISOString() },
      });
      return null;
    });
  }

  return {
    list,
    headlines,
    detail,
    popup,
    markSeen,
    adminList,
    adminExport,
    adminGet,
    create,
    update,
    remove,
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
