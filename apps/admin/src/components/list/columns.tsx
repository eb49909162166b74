import type { Asset } from '@mcc/contract';
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dateTime } from '../../lib/format.ts';
import { userPath } from '../../lib/routes.ts';
import { MoneyText } from '../money-text.tsx';
import { StateTag } from '../state-tag.tsx';
import { ChainText } from './chain-text.tsx';

/**
 * The columns every console list has, each as its title and field (and, last, anything of antd's
 * column to set otherwise). Cells that hold one value do not wrap.
 */
type Extra<R> = Omit<ColumnType<R>, 'title' | 'dataIndex'>;

export const idColumn = <R,>(width = 70): ColumnType<R> => ({ title: 'ID', dataIndex: 'id', width });

/** The asset a column's unit names, for its decimals (a row's asset arrives as plain text). */
const assetOf = (unit: string): Asset => (unit === 'MCC' || unit === 'SSK' ? unit : 'USDT');

/**
 * An amount in a table's cell, from its wire string (never a float), and its asset: lined up on the
 * decimal point with the column's other amounts (MoneyText `aligned`: put it in a right-aligned
 * column, as moneyColumn does), bold for a row's main amount (`strong`), `testId` on the whole.
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
  if (!asset && !strong) return <MoneyText value={value} aligned testId={testId} />;
  const text = asset ? (
    <MoneyText value={value} asset={assetOf(asset)} aligned unit={asset} />
  ) : (
    <MoneyText value={value} aligned />
  );
  if (strong) return <strong data-testid={testId}>{text}</strong>;
  return testId ? <span data-testid={testId}>{text}</span> : text;
}

/**
 * A column of amounts: `asset` names the column's unit, shown in each cell; `rowAsset` gives each row's
 * asset for its decimals only (a table whose asset is a column of its own), USDT's when neither.
 */
export const moneyColumn = <R,>(
  title: string,
  dataIndex: keyof R & string,
  {
    asset,
    rowAsset,
    strong,
    testId,
    ...column
  }: Extra<R> & { asset?: string; rowAsset?: (row: R) => Asset; strong?: boolean; testId?: string } = {},
): ColumnType<R> => ({
  title,
  dataIndex,
  className: 'nowrap',
  align: 'right',
  render: (v: string, row: R) =>
    rowAsset ? (
      <MoneyText value={v} asset={rowAsset(row)} aligned testId={testId} />
    ) : (
      <Money value={v} asset={asset} strong={strong} testId={testId} />
    ),
  ...column,
});

/**
 * A time, `YYYY-MM-DD HH:mm:ss` in the operator's time zone (– for none); wide enough for all of it
 * (a sort arrow too) unless told otherwise: a table that scrolls sideways gives a column without a
 * width only what is left, and cut the seconds off.
 */
export const timeColumn = <R,>(
  title: string,
  dataIndex: keyof R & string,
  column: Extra<R> = {},
): ColumnType<R> => ({
  title,
  dataIndex,
  render: dateTime,
  className: 'nowrap',
  width: 180,
  ...column,
});

/**
 * Two times of a row one above the other (made, then decided, the second greyed): one column a
 * desktop row fits. It sorts by the first (`sorter: true`).
 */
export const timesColumn = <R,>(
  title: string,
  first: keyof R & string,
  second: keyof R & string,
  column: Extra<R> = {},
): ColumnType<R> => ({
  title,
  key: first,
  className: 'nowrap',
  render: (_, r) => (
    <>
      {dateTime(r[first] as string | null)}
      <br />
      <Typography.Text type="secondary">{dateTime(r[second] as string | null)}</Typography.Text>
    </>
  ),
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

/**
 * A transaction hash or an address on the row's network (`kind`): shortened, copyable, opening the
 * block explorer; `testId` on each cell's text.
 */
export const chainColumn = <R extends { network: string }>(
  title: string,
  dataIndex: keyof R & string,
  kind: 'tx' | 'address',
  { testId, ...column }: Extra<R> & { testId?: string } = {},
): ColumnType<R> => ({
  title,
  dataIndex,
  className: 'nowrap',
  render: (value: string | null, r) => (
    <ChainText network={r.network} kind={kind} value={value} testId={testId} />
  ),
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
