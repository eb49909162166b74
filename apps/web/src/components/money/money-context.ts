import type { Form } from 'antd-mobile';
import { createContext, useContext } from 'react';

/** The form a `Form.useForm()` makes. */
export type FormInstance = ReturnType<typeof Form.useForm>[0];

/** A field of a money form: its name, or the path into a list (`['payMethods', 0, 'account']`). */
export type FieldPath = string | readonly (string | number)[];

/** An antd-mobile Form rule. */
export interface FieldRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * What a `<MoneyForm>` gives the money fields inside it (`AmountField`, `PayPasswordField`): the
 * form, its rules from the route's contract schema, and the first of the form's own limits the typed
 * input breaks (shown under the amount).
 */
export interface MoneyFormContext {
  form: FormInstance;
  rules: (field: FieldPath) => FieldRule[];
  problem?: string;
}

export const MoneyContext = createContext<MoneyFormContext | null>(null);

export function useMoneyContext(): MoneyFormContext {
  const context = useContext(MoneyContext);
  if (!context) throw new Error('A money field is used outside a <MoneyForm>');
  return context;
}
