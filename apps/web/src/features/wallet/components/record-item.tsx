import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { type DetailRow, DetailRows } from '../../../components/detail-rows.tsx';
import { type RecordState, StateTag } from './state-tag.tsx';

/** One recharge or withdrawal: its amount and state on top, then the details that apply to it. */
export function RecordItem({
  title,
  state,
  rows,
  testId,
  onClick,
}: {
  title: ReactNode;
  state: RecordState;
  rows: DetailRow[];
  testId?: string;
  /** Makes the record tappable (e.g. to follow an automatic recharge again). */
  onClick?: () => void;
}) {
  return (
    <List.Item data-testid={testId} onClick={onClick}>
      <div className="record-head">
        <span className="record-title">{title}</span>
        <StateTag state={state} />
      </div>
      <DetailRows rows={rows} />
    </List.Item>
  );
}
