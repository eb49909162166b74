import { BOX_ASSETS } from '@mcc/contract';
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from './image-upload.tsx';
import type { FieldRule } from './problem-rule.ts';

/**
 * The fields the NFT forms (series, boxes, recipes) share, each a form item judged by one problem rule
 * (problem-rule.ts) so it says what the server would refuse about it.
 */
interface FieldProps {
  name: NamePath;
  label?: string;
  extra?: ReactNode;
  required?: boolean;
  rule: FieldRule;
  /** Fields whose change asks this one to be judged again (a rule between the two). */
  after?: NamePath[];
  testId?: string;
}

function Field({
  name,
  label,
  extra,
  required,
  rule,
  after,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      required={required}
      rules={[rule]}
      dependencies={after}
    >
      {children}
    </Form.Item>
  );
}

/** A whole number: a supply, a limit, an order, a weight, a count. */
export function WholeField({ min, max, ...field }: FieldProps & { min?: number; max?: number }) {
  return (
    <Field {...field}>
      <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} data-testid={field.testId} />
    </Field>
  );
}

/** An amount as typed (the contract judges its decimals), its asset beside it. */
export function AmountField({ suffix, ...field }: FieldProps & { suffix: string }) {
  return (
    <Field {...field}>
      <Input inputMode="decimal" suffix={suffix} data-testid={field.testId} />
    </Field>
  );
}

/** A time to the minute, in the operator's time zone (sent as an instant). */
export function TimeField(field: FieldProps) {
  return (
    <Field {...field}>
      <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid={field.testId} />
    </Field>
  );
}

const assetOptions = BOX_ASSETS.map((a) => ({ value: a, label: a }));

/** The asset a box's price or a recipe's fee is paid in. */
export function AssetField(field: Omit<FieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <Field {...field} label={t('boxes.asset')}>
      <Select options={assetOptions} data-testid={field.testId} />
    </Field>
  );
}

/** An on/off setting (published, featured); nothing to refuse. */
export function SwitchField({ name, label, extra, testId }: Omit<FieldProps, 'rule'>) {
  return (
    <Form.Item name={name} label={label} extra={extra} valuePropName="checked">
      <Switch data-testid={testId} />
    </Form.Item>
  );
}

/** The picture, uploaded as soon as it is chosen. */
export function ImageField({ rule }: { rule: FieldRule }) {
  const { t } = useTranslation();
  return (
    <Field name="image" label={t('nft.image')} required rule={rule} extra={t('nft.imageHint')}>
      <ImageUpload />
    </Field>
  );
}

/** Where it stands in the users' lists. */
export function SortField({ rule }: { rule: FieldRule }) {
  const { t } = useTranslation();
  return <WholeField name="sort" label={t('nft.sort')} extra={t('nft.sortHint')} rule={rule} />;
}
