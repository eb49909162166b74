import { z } from 'zod';

/*
 * Text a person types. Every string the API takes passes `unstorablePaths` (the server runs it over
 * every body, query and path before the route's schema), and the builders below add what a kind of
 * field needs: one line, several lines, or a name someone else will read.
 */

/**
 * NUL and lone UTF-16 surrogates: no PostgreSQL text or JSONB value can hold them, and no person types
 * them. Refused in every string and object key of every request.
 */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** At most this many paths are reported: enough to name the bad fields, bounded whatever the body. */
const MAX_REPORTED = 20;

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}
const pathOf = (visit: Visit) => {
  const path: (string | number)[] = [];
  for (let v: Visit | undefined = visit; v?.key !== undefined; v = v.parent) path.push(v.key);
  return path.reverse();
};

/**
 * The paths (as zod issue paths) of the strings, or object keys, in `value` that hold NUL or a lone
 * surrogate; the first `MAX_REPORTED`. Walks without recursion and without copying paths, so a body
 * nested as deep as 1 MB allows costs time in proportion to its size and cannot overflow the stack.
 */
export function unstorablePaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: Visit[] = [{ value }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const visit = stack.pop() as Visit;
    const v = visit.value;
    if (typeof v === 'string') {
      if (hasUnstorable(v)) found.push(pathOf(visit));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: visit });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v).reverse()) {
        if (hasUnstorable(key)) found.push([...pathOf(visit), key]);
        else stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return found;
}

/** C0 and C1 control characters (NUL, ESC, DEL, NEL, …). */
const CONTROL = /\p{Cc}/u;
/** Controls other than tab and line breaks, which a text of several lines may hold. */
const CONTROL_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;
/** Bidi embeddings, overrides and isolates: they reorder what follows, so "gpj.exe" can read "exe.jpg". */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/** Nothing a reader can see: spaces, format characters (zero-width space/joiners, BOM) and blank fillers. */
const INVISIBLE_ONLY = /^[\s\p{Cf}\u115f\u1160\u2800\u3164\uffa0]*$/u;

/*
 * Each builder takes the message key for a value that is no string (`typeError`) and for characters it
 * refuses (`invalid`: the same key by default, else the generic `TEXT_INVALID`).
 */

/** One line of text (a search filter, an address): no control characters. */
export const lineText = (typeError?: string, invalid = typeError ?? 'TEXT_INVALID') =>
  z.string({ error: typeError }).refine((s) => !CONTROL.test(s), { error: invalid });

/** Several lines (a bio): tabs and line breaks allowed, other control characters not. */
export const multilineText = (typeError?: string, invalid = typeError ?? 'TEXT_INVALID') =>
  z.string({ error: typeError }).refine((s) => !CONTROL_BUT_LINES.test(s), { error: invalid });

/**
 * A name other people read (nickname, product, notice title, site name): one line, no bidi controls,
 * and something visible (not only zero-width or blank characters; a blank one is left to `min`).
 */
export const nameText = (typeError?: string, invalid = typeError ?? 'TEXT_INVALID') =>
  lineText(typeError, invalid).refine(
    (s) => !BIDI_CONTROL.test(s) && (s.trim() === '' || !INVISIBLE_ONLY.test(s)),
    {
      error: invalid,
    },
  );

/**
 * A name folded for comparison: NFKC (full-width `ａｄｍｉｎ` becomes `admin`, `㍿` becomes `株式会社`),
 * lower case, without spaces, format characters and punctuation, so look-alikes compare equal.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{Cf}\p{P}\p{S}]/gu, '');
}

/**
 * Passes any value and reports, as `TEXT_INVALID` at its path, every string or key holding NUL or a
 * lone surrogate (`unstorablePaths`). The server runs it before each route's own schema.
 */
export const storableInput = z.unknown().superRefine((value, ctx) => {
  for (const path of unstorablePaths(value)) ctx.addIssue({ code: 'custom', path, message: 'TEXT_INVALID' });
});
