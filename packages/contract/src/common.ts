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

/**
 * A row id: a JSON integer in a body, or only digits in a path or query — `1e0`, `0x1`, ` 1`, `+1` and
 * `1.0` are not ids, though `Number()` would read them as 1.
 */
export const rowId = (error = 'ID_INVALID') =>
  z
    .union(
      [
        z.number({ error }),
        z
          .string({ error })
          .regex(/^\d{1,10}$/, { error })
          .transform(Number),
      ],
      {
        error,
      },
    )
    .pipe(z.number().int({ error }).positive({ error }).max(MAX_ID, { error }));

export const idQuery = z.object({ id: rowId() });

/**
 * A page query of a list that can also be read from where the client stopped: `before` is the id of
 * the last row the client holds, and the answer is the `limit` rows after it, read from there instead
 * of past every earlier page (keyset paging: page 1,000 costs what page 1 does). `page` still labels
 * the answer (and its `hasMore`); without `before` it alone picks the rows.
 */
export const keysetPageQuery = pageQuery.extend({ before: rowId().optional() });
export type KeysetPageQuery = z.infer<typeof keysetPageQuery>;

/**
 * Text per language: zh-Hans is required, the others optional (missing or empty means "show zh-Hans").
 */
export const localizedInput = (text: z.ZodString, required: string) =>
  z.strictObject(
    {
      'zh-Hans': text.min(1, { error: required }),
      en: text.optional(),
      ja: text.optional(),
      'zh-Hant': text.optional(),
    },
    // An unknown language is named as such (FIELD_UNKNOWN), not as a missing text.
    { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : required) },
  );

/** Text per language as stored: zh-Hans always, the others where given. */
export const localizedText = z.object({
  'zh-Hans': z.string(),
  en: z.string().optional(),
  ja: z.string().optional(),
  'zh-Hant': z.string().optional(),
});
export type LocalizedText = z.infer<typeof localizedText>;
