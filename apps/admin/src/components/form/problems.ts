import type { TFunction } from 'i18next';

/** A field's place in the form: `['price']`, `['name', 'en']`, `['pool', 2, 'stock']`. */
export type FieldPath = (string | number)[];

/** Something the server would refuse, on the field it belongs to: an error key and its values. */
export interface FormProblem {
  path: FieldPath;
  key: string;
  params?: Record<string, string | number>;
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

/**
 * A problem as the operator reads it: the contract's amount problems have the console's own texts
 * (`amountErrors`), the rest the form's (`<errors>.<KEY>`, e.g. `nft.errors`), with their values.
 */
export function problemText(t: TFunction, errors: string, problem: Pick<FormProblem, 'key' | 'params'>) {
  return problem.key.startsWith('AMOUNT_')
    ? t(`amountErrors.${problem.key}`)
    : t(`${errors}.${problem.key}`, problem.params ?? {});
}

/** A rule both a field and a list (`Form.List`, which takes validators only) accept. */
export interface FieldRule {
  validator(): Promise<void>;
}

/** The rule of the field at a path. */
export type RuleAt = (path: FieldPath) => FieldRule;

/**
 * Fields' rules from a whole-form check: the form is judged as a body (the contract's schema and the
 * rules between fields) and each field shows the first problem found at its path, so it says exactly
 * what the server would refuse about it.
 */
export function problemRule(problems: () => FormProblem[], text: (problem: FormProblem) => string): RuleAt {
  return (path) => ({
    validator() {
      const mine = problems().find((p) => samePath(p.path, path));
      return mine ? Promise.reject(new Error(text(mine))) : Promise.resolve();
    },
  });
}
