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
}: {
  title: ReactNode;
  state: RecordState;
  rows: DetailRow[];
  testId?: string;
}) {
  return (
    <List.Item data-testid={testId}>
      <div className="record-head">
        <span className="record-title">{title}</span>
        <StateTag state={state} />
      </div>
      <DetailRows rows={rows} />
    </List.Item>
  );
}
