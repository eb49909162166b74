import { Col, DatePicker, Form, type FormItemProps, Input, InputNumber, Select, Switch } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { minutePicker, toMinute } from '../../lib/pickers.ts';
import { BpPercentInput } from '../bp-percent-input.tsx';
import { useFieldSetup } from './field-rules.ts';
import type { FieldPath, FieldRule } from './problems.ts';

/**
 * The fields of a kit form, each a form item judged by the form's problem rule at its name (or its own
 * `rule`), its control's test id `<form's prefix>-<name>` unless told, and, with `md`, its own column
 * of the form's `<Row>` (full width on a phone unless `xs` says).
 */
export interface FieldProps {
  name: NamePath;
  label?: ReactNode;
  extra?: ReactNode;
  required?: boolean;
  rule?: FieldRule;
  /** Fields whose change asks this one to be judged again (a rule between the two). */
  after?: NamePath[];
  /** What the form keeps of the control's value (a time to its minute). */
  normalize?: FormItemProps['normalize'];
  testId?: string;
  md?: number;
  xs?: number;
}

const pathOf = (name: NamePath): FieldPath => (Array.isArray(name) ? name : [name]) as FieldPath;

/** Any control as a kit field: `children` gets the control's test id. */
export function FormField({
  name,
  label,
  extra,
  required,
  rule,
  after,
  normalize,
  testId,
  md,
  xs = 24,
  checked,
  children,
}: FieldProps & { checked?: boolean; children(testId: string | undefined): ReactNode }) {
  const setup = useFieldSetup(pathOf(name), { rule: checked ? undefined : rule, testId });
  const item = (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      required={required}
      rules={checked ? undefined : setup.rules}
      dependencies={after}
      normalize={normalize}
      valuePropName={checked ? 'checked' : undefined}
    >
      {children(setup.testId)}
    </Form.Item>
  );
  return md === undefined ? (
    item
  ) : (
    <Col xs={xs} md={md}>
      {item}
    </Col>
  );
}

/** A whole number: a supply, a limit, an order, a weight, a count. */
export function WholeField({ min, max, ...field }: FieldProps & { min?: number; max?: number }) {
  return (
    <FormField {...field}>
      {(testId) => (
        <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} data-testid={testId} />
      )}
    </FormField>
  );
}

/** An amount as typed (the contract judges its decimals), its asset beside it. */
export function AmountField({ suffix, ...field }: FieldProps & { suffix: string }) {
  return (
    <FormField {...field}>
      {(testId) => <Input inputMode="decimal" suffix={suffix} data-testid={testId} />}
    </FormField>
  );
}

/** A time to the minute, in the operator's time zone (sent as an instant); typed with seconds too. */
export function TimeField(field: FieldProps) {
  return (
    <FormField {...field} normalize={toMinute}>
      {(testId) => <DatePicker {...minutePicker} style={{ width: '100%' }} data-testid={testId} />}
    </FormField>
  );
}

/** A line of text. */
export function TextField({ maxLength, ...field }: FieldProps & { maxLength?: number }) {
  return <FormField {...field}>{(testId) => <Input maxLength={maxLength} data-testid={testId} />}</FormField>;
}

/** One of a few values. */
export function SelectField({
  options,
  ...field
}: FieldProps & { options: { value: string; label: string }[] }) {
  return <FormField {...field}>{(testId) => <Select options={options} data-testid={testId} />}</FormField>;
}

/** A rate in basis points, typed as a percentage (BpPercentInput). */
export function PercentField(field: FieldProps) {
  return <FormField {...field}>{(testId) => <BpPercentInput data-testid={testId} />}</FormField>;
}

/** An on/off setting (published, open, featured); nothing to refuse. */
export function SwitchField(field: Omit<FieldProps, 'rule' | 'required' | 'after'>) {
  return (
    <FormField {...field} checked>
      {(testId) => <Switch data-testid={testId} />}
    </FormField>
  );
}

/**
 * A window in time: its start (required) and its end, judged after the start, each in a column of `md`.
 * Their texts are `<texts>.<from>`, `<texts>.<to>` and the end's hint `<texts>.<to>Hint` (with `hint`'s
 * values); an end left empty is none unless `endRequired`.
 */
export function TimeWindowFields({
  texts,
  from,
  to,
  md,
  endRequired,
  hint,
}: {
  texts: string;
  from: string;
  to: string;
  md: number;
  endRequired?: boolean;
  hint?: Record<string, number>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TimeField name={from} label={t(`${texts}.${from}`)} required md={md} />
      <TimeField
        name={to}
        label={t(`${texts}.${to}`)}
        extra={t(`${texts}.${to}Hint`, hint ?? {})}
        required={endRequired}
        after={[from]}
        md={md}
      />
    </>
  );
}

/** Words a person writes for others to read (a reason, a decision's note): required, not only spaces. */
export function NoteField({
  name,
  label,
  extra,
  maxLength,
  testId,
}: {
  name: string;
  label: string;
  extra?: string;
  maxLength: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[{ required: true, whitespace: true, message: t('common.required') }]}
    >
      <Input.TextArea rows={3} maxLength={maxLength} showCount data-testid={testId} />
    </Form.Item>
  );
}
