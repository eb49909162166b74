import type { Asset } from '@mcc/contract';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dateTime } from '../../lib/format.ts';
import { userPath } from '../../lib/routes.ts';
import { MoneyText } from '../money-text.tsx';
import { StateTag } from '../state-tag.tsx';

/**
 * The columns every console list has, each as its title and field (and, last, anything of antd's
 * column to set otherwise). Cells that hold one value do not wrap.
 */
type Extra<R> = Omit<ColumnType<R>, 'title' | 'dataIndex'>;

export const idColumn = <R,>(width = 70): ColumnType<R> => ({ title: 'ID', dataIndex: 'id', width });

/** The asset a column's unit names, for its decimals (a row's asset arrives as plain text). */
const assetOf = (unit: string): Asset => (unit === 'MCC' || unit === 'SSK' ? unit : 'USDT');

/**
 * An amount from its wire string (never a float), and its asset: bold for a row's main amount
 * (`strong`), `testId` on the whole.
 */
export function Money({
  value,
  asset,
  strong = false,
  testId,
}: {
  value: string;
  asset?: string;
  strong?: boolean;
  testId?: string;
}) {
  if (!asset && !strong) return <MoneyText value={value} testId={testId} />;
  const text = asset ? (
    <>
      <MoneyText value={value} asset={assetOf(asset)} /> {asset}
    </>
  ) : (
    <MoneyText value={value} />
  );
  if (strong) return <strong data-testid={testId}>{text}</strong>;
  return testId ? <span data-testid={testId}>{text}</span> : text;
}

export const moneyColumn = <R,>(
  title: string,
  dataIndex: keyof R & string,
  { asset, strong, testId, ...column }: Extra<R> & { asset?: string; strong?: boolean; testId?: string } = {},
): ColumnType<R> => ({
  title,
  dataIndex,
  className: 'nowrap',
  render: (v: string) => <Money value={v} asset={asset} strong={strong} testId={testId} />,
  ...column,
});

/** A time, `YYYY-MM-DD HH:mm:ss` in the operator's time zone (– for none). */
export const timeColumn = <R,>(
  title: string,
  dataIndex: keyof R & string,
  column: Extra<R> = {},
): ColumnType<R> => ({
  title,
  dataIndex,
  render: dateTime,
  className: 'nowrap',
  ...column,
});

/** A state as a coloured, translated tag (StateTag unless `tag` is the area's own). */
export const stateColumn = <R,>(
  title: string,
  dataIndex: keyof R & string,
  { tag, ...column }: Extra<R> & { tag?(state: never): ReactNode } = {},
): ColumnType<R> => ({
  title,
  dataIndex,
  className: 'nowrap',
  render: (s: string) => (tag ? tag(s as never) : <StateTag state={s} />),
  ...column,
});

/** The user a row belongs to: their UID, opening their page. */
export const userColumn = <R extends { userId: number; uid: string }>(
  title: string,
  column: Extra<R> = {},
): ColumnType<R> => ({
  title,
  dataIndex: 'uid',
  className: 'nowrap',
  render: (uid: string, r) => <Link to={userPath(r.userId)}>{uid}</Link>,
  ...column,
});

/** A row's actions, kept in view at the right while the table scrolls sideways. */
export const actionsColumn = <R,>(
  title: string,
  render: (row: R) => ReactNode,
  column: Extra<R> = {},
): ColumnType<R> => ({
  title,
  key: 'actions',
  className: 'nowrap',
  fixed: 'right',
  render: (_, row) => render(row),
  ...column,
});
