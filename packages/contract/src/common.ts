import { z } from 'zod';

/**
 * Every answer is wrapped in this envelope. `code` 1 is success; 0 is a business or validation
 * failure whose stable key is `data.error` and whose human text (in the caller's language) is `msg`.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(1), msg: z.string(), time: z.string(), data });

export const failureEnvelope = z.object({
  code: z.literal(0),
  msg: z.string(),
  time: z.string(),
  data: z.object({ error: z.string() }).catchall(z.unknown()),
});
export type Failure = z.infer<typeof failureEnvelope>;

/** The envelope as a type, for the clients and browser tests that read answers without the schemas. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  time: string;
  data: T;
}

/** An empty success payload (`data: null`). */
export const nothing = z.null();

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  });

/** Ids are PostgreSQL integers: a larger number names no row (and would fail the query with a fault). */
export const MAX_ID = 2_147_483_647;

export const idQuery = z.object({
  id: z.coerce
    .number({ error: 'ID_INVALID' })
    .int({ error: 'ID_INVALID' })
    .positive({ error: 'ID_INVALID' })
    .max(MAX_ID, { error: 'ID_INVALID' }),
});

/**
 * Text per language: zh-Hans is required, the others optional (missing or empty means "show zh-Hans").
 */
export const localizedInput = (text: z.ZodString, required: string) =>
  z.object(
    {
      'zh-Hans': text.min(1, { error: required }),
      en: text.optional(),
      ja: text.optional(),
      'zh-Hant': text.optional(),
    },
    { error: required },
  );

/** Text per language as stored: zh-Hans always, the others where given. */
export const localizedText = z.object({
  'zh-Hans': z.string(),
  en: z.string().optional(),
  ja: z.string().optional(),
  'zh-Hant': z.string().optional(),
});
export type LocalizedText = z.infer<typeof localizedText>;
