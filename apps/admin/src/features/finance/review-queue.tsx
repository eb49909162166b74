import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputModal } from '../../components/input-modal.tsx';
import {
  actionsColumn,
  idColumn,
  moneyColumn,
  timeColumn,
  userColumn,
} from '../../components/list/columns.tsx';
import { QueueFilter } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { notify } from '../../lib/notify.ts';
import type { Paged } from '../../lib/paged.ts';
import { queueState } from '../../lib/queue-state.ts';
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

/** A queue's filter and page, kept in the address: the waiting rows (the first state) unless asked otherwise. */
export function useQueueQuery<S extends string>(states: readonly S[]) {
  const filters = useMemo(() => ({ state: (raw: string | undefined) => queueState(raw, states) }), [states]);
  const list = useListQuery(filters);
  const query: QueueQuery<S> = list.query;
  return { states, query, setState: (state: string) => list.setFilters({ state }), setPage: list.setPage };
}

/** The amount asked for, in USDT. */
export const amountColumn = <R extends QueueRow>(title: string) =>
  moneyColumn<R>(title, 'amount', { asset: 'USDT', strong: true, width: 140 });

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
  /** A word above the table (the recharge queue's: automatic recharge works on no network). */
  notice?: ReactNode;
  /** Whether a row waits for an operator's decision; by default, while it is `reviewing`. */
  decidable?(row: R): boolean;
  /** Whether the actions column shows; by default while the waiting rows (or every row) are listed. */
  actionsShown?: boolean;
  /** The reason as shown; by default the text as given. */
  reasonText?(row: R): ReactNode;
  /** Details under a row (the on-chain facts of an automatic recharge). */
  expandable?: TableProps<R>['expandable'];
  /** Rows picked for a bulk decision (the bulk bar's). */
  rowSelection?: TableProps<R>['rowSelection'];
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
  const actions = actionsColumn<R>(
    t('common.actions'),
    (r) =>
      decidable(r) ? (
        <Space>
          {props.decideButton(r)}
          <Button danger size="small" onClick={() => setRejecting(r)} data-testid={`reject-${r.id}`}>
            {t('finance.reject')}
          </Button>
        </Space>
      ) : null,
    { width: props.actionsWidth },
  );

  return (
    <ListPage<R>
      testId={`${props.kind}s-page`}
      title={props.title}
      extra={
        <Space wrap>
          {props.filters}
          <QueueFilter
            value={queue.query.state}
            states={queue.states}
            label={(s) => t(`states.${s}`)}
            onChange={queue.setState}
            testId="state-filter"
          />
        </Space>
      }
      bar={props.notice}
      list={list}
      onPage={queue.setPage}
      scrollX={props.scrollX}
      expandable={props.expandable}
      rowSelection={props.rowSelection}
      tableTestId={`${props.kind}-table`}
      columns={[
        idColumn(),
        userColumn(t('users.uid'), { width: 110 }),
        { title: t('finance.network'), dataIndex: 'network', className: 'nowrap', width: 90 },
        ...props.columns,
        {
          title: t('common.reason'),
          dataIndex: 'reason',
          width: 180,
          render: (reason: string, r) => (props.reasonText ? props.reasonText(r) : reason || '–'),
        },
        timeColumn(t('finance.createdAt'), 'createdAt'),
        timeColumn(props.decidedAt.title, props.decidedAt.dataIndex),
        // Decided requests have no actions: without the column, a decided list shows its hashes and
        // reasons instead of hiding them under an empty fixed column.
        ...(actionsShown ? [actions] : []),
      ]}
    >
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
    </ListPage>
  );
}
