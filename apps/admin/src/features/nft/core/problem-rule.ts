import type { TFunction } from 'i18next';
import { type FormProblem, samePath } from './form-input.ts';

/** A problem as the operator reads it: amounts have their own texts, the rest are the NFT forms'. */
export function problemText(t: TFunction, problem: Pick<FormProblem, 'key' | 'params'>): string {
  return problem.key.startsWith('AMOUNT_')
    ? t(`amountErrors.${problem.key}`)
    : t(`nft.errors.${problem.key}`, problem.params ?? {});
}

/** A rule both a field and a list (`Form.List`, which takes validators only) accept. */
export interface FieldRule {
  validator(): Promise<void>;
}

/**
 * A field's rule from a whole-form check: the form is judged as a body (the contract's schema and the
 * rules between fields) and the field shows the first problem found at its path, so each field says
 * exactly what the server would refuse about it.
 */
export function problemRule(t: TFunction, problems: () => FormProblem[]) {
  return (path: (string | number)[]): FieldRule => ({
    validator() {
      const mine = problems().find((p) => samePath(p.path, path));
      return mine ? Promise.reject(new Error(problemText(t, mine))) : Promise.resolve();
    },
  });
}
