import { LANGUAGES, type Language } from '@mcc/contract';

/** A wire amount ("12.500000") as an operator would type it ("12.5"). */
export const typedAmount = (wire: string) => wire.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** Texts per language trimmed; languages left empty are dropped (their users see zh-Hans). */
export function localizedTexts(values: Partial<Record<Language, string>> | undefined) {
  const out: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const text = values?.[lang]?.trim() ?? '';
    if (lang === 'zh-Hans' || text) out[lang] = text;
  }
  return out;
}

/** Something the server would refuse, on the field it belongs to: an error key and its values. */
export interface FormProblem {
  path: (string | number)[];
  key: string;
  params?: Record<string, number>;
}

interface Verdict {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}

/** A contract schema's verdict (`safeParse`) as problems: its messages are the error keys. */
export function schemaProblems(verdict: Verdict): FormProblem[] {
  if (verdict.success || !verdict.error) return [];
  return verdict.error.issues.map((i) => ({
    path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
    key: i.message,
  }));
}

export const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * Rows after the first that name a series an earlier row names. The schemas refuse a repeated series
 * for the whole list; this puts the refusal on the row that repeats it.
 */
export function repeatedSeries(rows: readonly { seriesId: number | null }[], list: string): FormProblem[] {
  const seen = new Set<number>();
  return rows.flatMap((row, i) => {
    if (row.seriesId === null) return [];
    if (seen.has(row.seriesId)) return [{ path: [list, i, 'seriesId'], key: 'SERIES_TWICE' }];
    seen.add(row.seriesId);
    return [];
  });
}

/**
 * The problems a schema's checks between fields find (a price in its asset's decimals, a window that
 * ends after it starts). Zod runs those only once every field parses, which would leave such a field
 * silent until the whole form is right; so the fields they judge (`overlay`, each well-formed) are
 * judged again on a valid stand-in body, and only the problems on `keep` are kept.
 */
export function crossFieldProblems<T extends object>(
  schema: { safeParse(body: unknown): Verdict },
  standIn: T,
  overlay: Partial<T>,
  keep: readonly (keyof T & string)[],
): FormProblem[] {
  return schemaProblems(schema.safeParse({ ...standIn, ...overlay })).filter((p) =>
    keep.includes(p.path[0] as keyof T & string),
  );
}

/** Problems without repeats (a problem both passes of a check found). */
export const distinct = (problems: FormProblem[]) =>
  problems.filter((p, i) => problems.findIndex((q) => q.key === p.key && samePath(q.path, p.path)) === i);
