import { createContext, use } from 'react';
import type { FieldPath, RuleAt } from './problems.ts';

/**
 * What a kit form tells its fields: the rule of each path (from the form's problems) and the prefix of
 * their test ids (`<prefix>-<path>`: `series-price`, `product-name-en`, `pool-stock-2`).
 */
export interface FieldRules {
  rule?: RuleAt;
  testPrefix?: string;
}

export const FieldRulesContext = createContext<FieldRules>({});

/** The form's rules, for a field or a list of rows that reads more than one path. */
export const useFieldRules = () => use(FieldRulesContext);

/** A field's rule and test id, each its own when given, the form's otherwise. */
export function useFieldSetup(path: FieldPath, own: { rule?: unknown; testId?: string }) {
  const { rule, testPrefix } = useFieldRules();
  return {
    rules: own.rule ? [own.rule] : rule ? [rule(path)] : undefined,
    testId: own.testId ?? (testPrefix ? `${testPrefix}-${path.join('-')}` : undefined),
  };
}
