import { z } from 'zod';
import { localizedInput, localizedText, paged } from './common.ts';
import { LANGUAGES } from './languages.ts';
import { consoleListQuery, exportQuery, searchText } from './list-query.ts';
import { nameText } from './text.ts';

const language = z.enum(LANGUAGES);

// ---- user side -----------------------------------------------------------------------------------

/** One line of `/api/index/notice`: in the caller's language, or zh-Hans when the notice lacks it. */
export const noticeItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The start of the text, without markup (about 80 characters). */
  summary: z.string(),
  important: z.boolean(),
  publishAt: z.string(),
  /** The language actually shown. */
  lang: language,
});
export type NoticeItem = z.infer<typeof noticeItem>;
export const noticeList = paged(noticeItem);

/** `/api/index/detail?id`: the whole notice; `content` is sanitised HTML. */
export const noticeDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  important: z.boolean(),
  publishAt: z.string(),
  lang: language,
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** `/api/index/popup`: the newest important notice this user has not been shown, or null. */
export const noticePopup = noticeDetail.nullable();

// ---- admin side ----------------------------------------------------------------------------------

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 50_000;

const titleText = nameText('NOTICE_TITLE_REQUIRED', 'TEXT_INVALID')
  .trim()
  .max(NOTICE_TITLE_MAX, { error: 'NOTICE_TITLE_TOO_LONG' });
const contentHtml = z
  .string({ error: 'NOTICE_CONTENT_REQUIRED' })
  .trim()
  .max(NOTICE_CONTENT_MAX, { error: 'NOTICE_CONTENT_TOO_LONG' });

/** A language has both a title and a content, or neither (the server checks the pair). */
const noticeFields = {
  title: localizedInput(titleText, 'NOTICE_TITLE_REQUIRED'),
  /** HTML; sanitised by the server on the way in and again on the way out. */
  content: localizedInput(contentHtml, 'NOTICE_CONTENT_REQUIRED'),
  important: z.boolean(),
  /** Hidden notices stay in the console but users do not see them. */
  hidden: z.boolean(),
  /** ISO 8601 with a zone; users see the notice from then on. */
  publishAt: z.iso.datetime({ offset: true, error: 'PUBLISH_AT_INVALID' }),
};

/** `POST /admin-api/notices`: `important` and `hidden` default to false, `publishAt` to now. */
export const noticeCreateBody = z.strictObject({
  title: noticeFields.title,
  content: noticeFields.content,
  important: noticeFields.important.optional(),
  hidden: noticeFields.hidden.optional(),
  publishAt: noticeFields.publishAt.optional(),
});
/** `POST /admin-api/notices/:id`: only what is sent changes; a sent title or content replaces all languages. */
export const noticeUpdateBody = z.strictObject(noticeFields).partial();
export type NoticeCreateInput = z.output<typeof noticeCreateBody>;
export type NoticeUpdateInput = z.output<typeof noticeUpdateBody>;

export const adminNotice = z.object({
  id: z.number().int(),
  title: localizedText,
  content: localizedText,
  important: z.boolean(),
  hidden: z.boolean(),
  publishAt: z.string(),
  /** `publishAt` has come and the notice is not hidden: users see it. */
  visible: z.boolean(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNotice = z.infer<typeof adminNotice>;
export const adminNoticeList = paged(adminNotice);
/** `visible` to users now, `scheduled` (its `publishAt` is ahead), or `hidden` by an operator. */
export const NOTICE_STATES = ['visible', 'scheduled', 'hidden'] as const;
/** Notices in the console. `q`: part of the title in any language. The date range is `publishAt`. */
export const adminNoticeQuery = consoleListQuery(
  {
    status: z.enum(NOTICE_STATES).optional(),
    important: z.enum(['true', 'false']).optional(),
    q: searchText,
  },
  { sort: ['publishAt', 'createdAt'], limit: 10 },
);
export const adminNoticeExportQuery = exportQuery(adminNoticeQuery);

// ---- banners -------------------------------------------------------------------------------------

/** A file stored through the upload call, or an http(s) picture. */
export const bannerImage = z
  .string({ error: 'BANNER_IMAGE_INVALID' })
  .trim()
  .max(500, { error: 'BANNER_IMAGE_INVALID' })
  .regex(/^(https?:\/\/[^\s<>"']+|\/uploads\/[0-9a-f]{64}\.(png|jpg|webp|gif))$/, {
    error: 'BANNER_IMAGE_INVALID',
  });
/** Empty (no link), an in-app path (`/pages/…`), or an http(s) address; never `javascript:` or `//host`. */
export const bannerLink = z
  .string({ error: 'BANNER_LINK_INVALID' })
  .trim()
  .max(500, { error: 'BANNER_LINK_INVALID' })
  .regex(/^(|https?:\/\/[^\s<>"']+|\/(?![/\\])[^\s<>"']*)$/, { error: 'BANNER_LINK_INVALID' });
const bannerSort = z
  .number({ error: 'BANNER_SORT_INVALID' })
  .int({ error: 'BANNER_SORT_INVALID' })
  .min(-1_000_000, { error: 'BANNER_SORT_INVALID' })
  .max(1_000_000, { error: 'BANNER_SORT_INVALID' });

const bannerFields = {
  image: bannerImage,
  link: bannerLink,
  /** Lowest first. */
  sort: bannerSort,
  enabled: z.boolean(),
};
/** `POST /admin-api/banners`: `link` defaults to none, `sort` to 0, `enabled` to true. */
export const bannerCreateBody = z.strictObject({
  image: bannerFields.image,
  link: bannerFields.link.optional(),
  sort: bannerFields.sort.optional(),
  enabled: bannerFields.enabled.optional(),
});
export const bannerUpdateBody = z.strictObject(bannerFields).partial();
export type BannerCreateInput = z.output<typeof bannerCreateBody>;
export type BannerUpdateInput = z.output<typeof bannerUpdateBody>;

export const banner = z.object({
  id: z.number().int(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof banner>;
export const bannerList = z.array(banner);
