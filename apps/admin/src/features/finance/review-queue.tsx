import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Segmented, Space, Table } from 'antd';
import type { ColumnsType, ColumnType, TableProps } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InputModal } from '../../components/input-modal.tsx';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { dateTime } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import type { Paged } from '../../lib/paged.ts';
import { queueState } from '../../lib/queue-state.ts';
import { userPath } from '../../lib/routes.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';
import type { QueueQuery } from './api.ts';

/** What a finance queue lists: a user's request on a network, waiting for an operator or decided. */
interface QueueRow {
  id: number;
  userId: number;
  uid: string;
  network: string;
  amount: string;
  state: string;
  reason: string;
  createdAt: string;
}

const LIMIT = 20;
const KEYS = ['state'] as const;

/** A queue's filter and page, kept in the address: the waiting rows (the first state) unless asked otherwise. */
export function useQueueQuery<S extends string>(states: readonly S[]) {
  const { page, filters, setFilters, setPage } = usePageParams(KEYS);
  const query: QueueQuery<S> = { state: queueState(filters.state, states), page, limit: LIMIT };
  return { states, query, setState: (state: string) => setFilters({ state }), setPage };
}

/** The amount asked for, in USDT. */
export const amountColumn = <R extends QueueRow>(title: string): ColumnType<R> => ({
  title,
  dataIndex: 'amount',
  className: 'nowrap',
  width: 140,
  render: (v: string) => (
    <strong>
      <MoneyText value={v} /> USDT
    </strong>
  ),
});

export const stateColumn = <R extends QueueRow>(title: string): ColumnType<R> => ({
  title,
  dataIndex: 'state',
  className: 'nowrap',
  width: 100,
  render: (s: string) => <StateTag state={s} />,
});

interface ReviewQueueProps<R extends QueueRow> {
  /** Names the page's and the table's test ids (`recharges-page`, `recharge-table`). */
  kind: 'recharge' | 'withdrawal';
  title: string;
  queue: ReturnType<typeof useQueueQuery<string>>;
  list: Pick<UseQueryResult<Paged<R>>, 'data' | 'isFetching'>;
  scrollX: number;
  /** The queue's own columns, between the user's network and the reason. */
  columns: ColumnsType<R>;
  /** When the row was decided. */
  decidedAt: { title: string; dataIndex: keyof R & string };
  actionsWidth: number;
  /** The forward decision on a waiting row (approve, pay), shown before Reject. */
  decideButton(row: R): ReactNode;
  /** Rejecting asks for a reason, which the user sees. */
  reject: { title: string; text(row: R): string; run(row: R, reason: string): Promise<unknown> };
  /** Dialogs of the forward decision. */
  children?: ReactNode;
  /** More filters, shown before the state filter (the recharge queue's kind). */
  filters?: ReactNode;
  /** Whether a row waits for an operator's decision; by default, while it is `reviewing`. */
  decidable?(row: R): boolean;
  /** Whether the actions column shows; by default while the waiting rows (or every row) are listed. */
  actionsShown?: boolean;
  /** The reason as shown; by default the text as given. */
  reasonText?(row: R): ReactNode;
  /** Details under a row (the on-chain facts of an automatic recharge). */
  expandable?: TableProps<R>['expandable'];
}

/**
 * A finance review queue: the state filter, the paged table with the user, network, reason and times
 * around the queue's own columns, the decisions on waiting rows, and the reject dialog.
 */
export function ReviewQueue<R extends QueueRow>(props: ReviewQueueProps<R>) {
  const { t } = useTranslation();
  const { queue, list, reject } = props;
  const [rejecting, setRejecting] = useState<R | null>(null);
  const decidable = props.decidable ?? ((r: R) => r.state === 'reviewing');
  const actionsShown =
    props.actionsShown ?? (queue.query.state === undefined || queue.query.state === 'reviewing');
  const actions: ColumnType<R> = {
    title: t('common.actions'),
    key: 'actions',
    className: 'nowrap',
    width: props.actionsWidth,
    fixed: 'right',
    render: (_, r) =>
      decidable(r) ? (
        <Space>
          {props.decideButton(r)}
          <Button danger size="small" onClick={() => setRejecting(r)} data-testid={`reject-${r.id}`}>
            {t('finance.reject')}
          </Button>
        </Space>
      ) : null,
  };

  return (
    <div data-testid={`${props.kind}s-page`}>
      <PageHeader
        title={props.title}
        extra={
          <Space wrap>
            {props.filters}
            <Segmented
              value={queue.query.state ?? 'all'}
              onChange={(v) => queue.setState(String(v))}
              options={[...queue.states, 'all'].map((s) => ({
                value: s,
                label: s === 'all' ? t('common.all') : t(`states.${s}`),
              }))}
              data-testid="state-filter"
            />
          </Space>
        }
      />
      <Card>
        <Table<R>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list}
          pagination={pagination(list.data, queue.setPage)}
          scroll={{ x: props.scrollX }}
          expandable={props.expandable}
          data-testid={`${props.kind}-table`}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('users.uid'),
              dataIndex: 'uid',
              className: 'nowrap',
              width: 110,
              render: (uid: string, r) => <Link to={userPath(r.userId)}>{uid}</Link>,
            },
            { title: t('finance.network'), dataIndex: 'network', className: 'nowrap', width: 90 },
            ...props.columns,
            {
              title: t('common.reason'),
              dataIndex: 'reason',
              width: 180,
              render: (reason: string, r) => (props.reasonText ? props.reasonText(r) : reason || '–'),
            },
            { title: t('finance.createdAt'), dataIndex: 'createdAt', render: dateTime, className: 'nowrap' },
            { ...props.decidedAt, render: dateTime, className: 'nowrap' },
            // Decided requests have no actions: without the column, a decided list shows its hashes and
            // reasons instead of hiding them under an empty fixed column.
            ...(actionsShown ? [actions] : []),
          ]}
        />
      </Card>
      {props.children}
      <InputModal
        open={rejecting !== null}
        title={reject.title}
        description={rejecting && reject.text(rejecting)}
        label={t('common.reason')}
        multiline
        danger
        okText={t('finance.reject')}
        testId="reject-modal"
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await reject.run(rejecting, reason);
          notify.success(t('finance.rejected'));
          setRejecting(null);
        }}
      />
    </div>
  );
}
