import { Button, Form, Input, Segmented, Select, Space } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { addressRange, pickerRange } from './date-range.ts';

/**
 * A list's filter bar: its fields in a row, then Search (applies them) and Reset (clears them). The
 * filters live in the address, and the form starts anew whenever they change there (a link in the
 * table, Back, Reset), so its fields always show what the list shows.
 */
export function FilterForm<V extends object>({
  values,
  onSearch,
  onReset,
  children,
}: {
  values: object;
  onSearch(values: V): void;
  onReset(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form<V>
      layout="inline"
      key={JSON.stringify(values)}
      initialValues={values}
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={onSearch}
    >
      {children}
      <Space>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button onClick={onReset}>{t('common.reset')}</Button>
      </Space>
    </Form>
  );
}

/** The filters of a list page as useListQuery keeps them in the address. */
export interface ListFilterState<K extends string> {
  keys: readonly K[];
  filters: Partial<Record<K, string | undefined>>;
  setFilters(next: Partial<Record<K, string | undefined>>): void;
  only(next: Partial<Record<K, string>>): void;
}

/** A field's value as the address holds it: texts trimmed, a number as digits, nothing for empty or 0. */
function addressValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return value ? String(value) : undefined;
  return undefined;
}

/**
 * The filter bar of a list page (`list` from useListQuery): Search puts its fields in the address, one
 * each of `list.keys` (a DateRangeFilter's two days as `from` and `to`), and Reset clears them all. Its
 * fields show `values` (the address's filters unless a field needs them otherwise, as a number).
 */
export function ListFilters<K extends string>({
  list,
  values,
  children,
}: {
  list: ListFilterState<K>;
  values?: object;
  children: ReactNode;
}) {
  const { from, to } = list.filters as Partial<Record<string, string>>;
  return (
    <FilterForm<Partial<Record<K | 'range', unknown>>>
      values={{ ...(values ?? list.filters), range: pickerRange(from, to) }}
      onSearch={(v) =>
        list.setFilters({
          ...Object.fromEntries(list.keys.map((k) => [k, addressValue(v[k])])),
          ...(list.keys.some((k) => k === 'from') && addressRange(v.range as never)),
        } as Record<K, string>)
      }
      onReset={() => list.only({})}
    >
      {children}
    </FilterForm>
  );
}

const RangePicker = lazy(() => import('./range-picker.tsx'));

/** The range picker, and a blank field of its size while its chunk loads (Form.Item gives it its value). */
function LazyRangePicker(props: RangePickerProps) {
  const [start, end] = (props.placeholder ?? []) as string[];
  return (
    <Suspense fallback={<Input disabled style={props.style} placeholder={`${start} – ${end}`} />}>
      <RangePicker {...props} />
    </Suspense>
  );
}

/**
 * A filter by date (the list's `from` and `to`): two days in the operator's time zone, both included,
 * with the ranges operators ask for most a click away.
 */
export function DateRangeFilter() {
  const { t } = useTranslation();
  const today = dayjs();
  return (
    <Form.Item name="range" label={t('list.dateRange')}>
      <LazyRangePicker
        allowClear
        placeholder={[t('list.rangeStart'), t('list.rangeEnd')]}
        presets={[
          { label: t('list.presets.today'), value: [today, today] },
          { label: t('list.presets.yesterday'), value: [today.add(-1, 'day'), today.add(-1, 'day')] },
          { label: t('list.presets.last7'), value: [today.add(-6, 'day'), today] },
          { label: t('list.presets.last30'), value: [today.add(-29, 'day'), today] },
          { label: t('list.presets.thisMonth'), value: [today.startOf('month'), today] },
        ]}
        style={{ width: 260 }}
        data-testid="date-range"
      />
    </Form.Item>
  );
}

/** What a list's search box finds (each worded `list.searchBy.<field>`). */
export type SearchField =
  | 'id'
  | 'userId'
  | 'orderId'
  | 'uid'
  | 'mobile'
  | 'email'
  | 'nickname'
  | 'address'
  | 'txHash'
  | 'name'
  | 'title'
  | 'username'
  | 'transferId'
  | 'idempotencyKey'
  | 'refId'
  | 'errorKey';

/** The list's search box (`q`), saying what it finds. */
export function SearchFilter({ by, width = 280 }: { by: readonly SearchField[]; width?: number }) {
  const { t } = useTranslation();
  const placeholder = by.map((f) => t(`list.searchBy.${f}`)).join(t('list.searchSeparator'));
  return (
    <Form.Item name="q" label={t('list.keyword')}>
      <Input
        allowClear
        placeholder={placeholder}
        title={placeholder}
        style={{ width }}
        data-testid="list-search"
      />
    </Form.Item>
  );
}

/** A filter by a numeric id (a user, a series), refused unless it is one. */
export function IdFilter({
  name,
  label,
  pattern,
  invalid,
  testId,
}: {
  name: string;
  label: string;
  pattern: RegExp;
  invalid: string;
  testId?: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ pattern, message: invalid }]}>
      <Input allowClear style={{ width: 120 }} data-testid={testId} />
    </Form.Item>
  );
}

/** A filter by state (`status` unless `name` says): `states`, each worded `<texts>.<state>`; cleared for all. */
export function StateFilter({
  states,
  texts,
  name = 'status',
}: {
  states: readonly string[];
  texts: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const options = states.map((s) => ({ value: s, label: t(`${texts}.${s}`) }));
  return <ChoiceFilter name={name} label={t('common.status')} options={options} />;
}

/**
 * A filter by a user's numeric id (`pattern`: the digits the list's call takes), worded as the AI quant
 * orders first worded it (`pledge.userId`).
 */
export function UserIdFilter({ pattern, testId }: { pattern: RegExp; testId?: string }) {
  const { t } = useTranslation();
  return (
    <IdFilter
      name="userId"
      label={t('pledge.userId')}
      pattern={pattern}
      invalid={t('pledge.userIdInvalid')}
      testId={testId}
    />
  );
}

/** A filter by words as typed (an action, a type, a reference). */
export function TextFilter({
  name,
  label,
  width,
  placeholder,
}: {
  name: string;
  label: string;
  width: number;
  placeholder?: string;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear style={{ width }} placeholder={placeholder} />
    </Form.Item>
  );
}

/**
 * A filter by one of a set of values (a state, an asset, an audit action); cleared for all. Typing
 * finds an option by its words: the audit log's actions are some fifty.
 */
export function ChoiceFilter({
  name,
  label,
  options,
  width = 120,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  width?: number;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width }} options={options} />
    </Form.Item>
  );
}

/**
 * A queue's state switch, in the page's header: the waiting state first (the queue's default), then
 * the others, then all (`all` in the address).
 */
export function QueueFilter<S extends string>({
  value,
  states,
  label,
  onChange,
  testId,
}: {
  value: S | undefined;
  states: readonly S[];
  label(state: S): string;
  onChange(state: string): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Segmented
      value={value ?? 'all'}
      onChange={(v) => onChange(String(v))}
      options={[...states, 'all' as const].map((s) => ({
        value: s,
        label: s === 'all' ? t('common.all') : label(s as S),
      }))}
      data-testid={testId}
    />
  );
}
