import type * as Contract from '@mcc/contract';
import type { AnswerOf, InputOf, Route, SchemaName } from '@mcc/contract';
import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { errorText } from '../../lib/error-text.ts';
import { showToast } from '../../lib/indicators.ts';
import { type FieldPath, type FieldRule, type FormInstance, MoneyContext } from './money-context.ts';
import { usePayPasswordCheck } from './pay-password-field.tsx';
import { type MoneyCallOptions, useMoneyCall } from './use-money-submit.ts';

/** A money-moving call of the contract's table: a POST whose JSON body a contract schema names. */
export type MoneyRoute = Route & { method: 'POST'; body: SchemaName };

/** The schema a route names for its body: the contract's export of that name (`withdrawBody`). */
export type BodySchemaOf<R extends MoneyRoute> = R extends MoneyRoute ? (typeof Contract)[R['body']] : never;

/** Any part of `T`, a list's rows too: what a form holds while it is typed. */
type Typed<T> = T extends readonly (infer E)[]
  ? Typed<E>[]
  : T extends object
    ? { [K in keyof T]?: Typed<T[K]> }
    : T;

/** What a money form holds: the route's input, as far as typed. */
export type MoneyValues<R extends MoneyRoute> = Typed<InputOf<R>> & object;

export interface MoneyFormOptions<R extends MoneyRoute> extends MoneyCallOptions {
  /** What the sheet adds to what the user types (the network, the product, the auction): sent with it. */
  fixed?: MoneyValues<R>;
  /** The route's input from the form's values, where the form holds them otherwise (a list's rows). */
  input?: (values: MoneyValues<R>) => MoneyValues<R>;
  /** After the server did it (the balances are already being fetched again). */
  onDone?: (answer: AnswerOf<R>, values: MoneyValues<R>) => void | Promise<void>;
}

export interface MoneyFormState<R extends MoneyRoute> {
  form: FormInstance;
  /** The rules of a field: the route's schema checks the whole input, the field shows its own issue. */
  rules: (field: FieldPath) => FieldRule[];
  /**
   * The user's submit: the payment password (a user without one is sent to set it), the form's own
   * limit (`problem`, shown and not sent), the route's schema, then the call with the submit's key.
   * Answers what the server answered, or undefined when nothing was done.
   */
  submit: (values: MoneyValues<R>, problem?: string) => Promise<AnswerOf<R> | undefined>;
  /** The check `submit` starts with, for a step before it (the transfer's recipient look-up). */
  checkPayPassword: () => Promise<boolean>;
  /** The next submit is a new one (a new Idempotency-Key); `<MoneyForm>` renews on every change. */
  renew: () => void;
}

/** The values that are there: an empty field is left to the blank the schema sees. */
const present = (values: object | undefined) =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined));

/**
 * The one way to write a money form: the call is a route of the contract's table (`api.wallet.withdraw`),
 * checked only by the schema the route names for its body (`withdrawBody`, imported where the form is),
 * its issues' keys shown as texts in the user's language, its input typed from the route (`InputOf`),
 * one Idempotency-Key per user submit (`useMoneySubmit`) and the balances fetched again after it.
 * Render it with `<MoneyForm>`, whose `AmountField` and `PayPasswordField` take their rules from here.
 */
export function useMoneyForm<R extends MoneyRoute>(
  route: R,
  schema: BodySchemaOf<R>,
  options: MoneyFormOptions<R> = {},
): MoneyFormState<R> {
  // Every body the table names is a zod object (the contract's body schemas).
  const body = schema as unknown as z.ZodObject;
  const [form] = Form.useForm();
  const checkPayPassword = usePayPasswordCheck('payPassword' in body.shape);
  const { run, renew } = useMoneyCall(route, options);
  const toInput = (values: MoneyValues<R>) => ({
    ...present(options.input ? options.input(values) : values),
    ...present(options.fixed),
  });

  const rules = (field: FieldPath): FieldRule[] => {
    const path = typeof field === 'string' ? [field] : field;
    return [
      {
        validator: async () => {
          // Fields not typed yet are blank, so the schema's checks across fields still run (they stop
          // at a missing field, not at a wrong one); the field shows the first issue about itself.
          const blanks = Object.fromEntries(Object.keys(body.shape).map((name) => [name, '']));
          const values = form.getFieldsValue(true) as MoneyValues<R>;
          const issues = body.safeParse({ ...blanks, ...toInput(values) }).error?.issues ?? [];
          const issue = issues.find((i) => path.every((part, n) => i.path[n] === part));
          if (issue) throw new Error(errorText(issue.message));
        },
      },
    ];
  };

  const submit = async (values: MoneyValues<R>, problem?: string) => {
    if (!(await checkPayPassword())) return undefined;
    if (problem) {
      showToast(problem);
      return undefined;
    }
    const parsed = body.safeParse(toInput(values));
    if (!parsed.success) {
      showToast(errorText(parsed.error.issues[0]?.message ?? 'VALIDATION'));
      return undefined;
    }
    // The schema's output is the route's input, cleaned (trimmed, a hash without 0x): the server reads
    // it the same again.
    const answer = await run(parsed.data as InputOf<R>);
    if (answer !== undefined) await options.onDone?.(answer, values);
    return answer;
  };

  return { form, rules, submit, checkPayPassword, renew };
}

/**
 * A money form: the antd-mobile Form of a `useMoneyForm`, which submits through it and makes every
 * change a new submit. `problem` is the first of the form's own limits the typed input breaks
 * (balance, min and max, the 24-hour limit): shown under the amount, and a submit is refused with it.
 */
export function MoneyForm<R extends MoneyRoute>({
  money,
  problem,
  layout = 'horizontal',
  initialValues,
  footer,
  onFinish,
  onValuesChange,
  children,
}: {
  money: MoneyFormState<R>;
  problem?: string;
  layout?: 'horizontal' | 'vertical';
  initialValues?: MoneyValues<R>;
  footer: ReactNode;
  /** A step before paying (the transfer's recipient look-up), in place of the submit. */
  onFinish?: (values: MoneyValues<R>) => unknown;
  onValuesChange?: () => void;
  children: ReactNode;
}) {
  return (
    <MoneyContext.Provider value={{ form: money.form, rules: money.rules, problem }}>
      <Form
        form={money.form}
        layout={layout}
        initialValues={initialValues}
        onFinish={(values: MoneyValues<R>) => (onFinish ? onFinish(values) : money.submit(values, problem))}
        onValuesChange={() => {
          money.renew();
          onValuesChange?.();
        }}
        footer={footer}
      >
        {children}
      </Form>
    </MoneyContext.Provider>
  );
}
