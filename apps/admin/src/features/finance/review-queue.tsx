import { NETWORKS, type Route } from '@mcc/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputModal } from '../../components/input-modal.tsx';
import {
  actionsColumn,
  idColumn,
  moneyColumn,
  timesColumn,
  userColumn,
} from '../../components/list/columns.tsx';
import {
  ChoiceFilter,
  DateRangeFilter,
  QueueFilter,
  type SearchField,
  SearchFilter,
} from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { notify } from '../../lib/notify.ts';
import type { Paged } from '../../lib/paged.ts';
import type { FinanceQueue } from './queue-query.ts';

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

const NETWORK_OPTIONS = NETWORKS.map((n) => ({ value: n, label: n }));

/** The amount asked for, in USDT; the queue sorts by it. */
export const amountColumn = <R extends QueueRow>(title: string) =>
  moneyColumn<R>(title, 'amount', { asset: 'USDT', strong: true, width: 130, sorter: true });

interface ReviewQueueProps<R extends QueueRow> {
  /** Names the page's and the table's test ids (`recharges-page`, `recharge-table`), its column settings and export file. */
  kind: 'recharge' | 'withdrawal';
  title: string;
  queue: FinanceQueue;
  list: Pick<UseQueryResult<Paged<R>>, 'data' | 'isFetching'>;
  scrollX: number;
  /** The queue's own columns, between the user's network and the reason. */
  columns: ColumnsType<R>;
  /** When the row was decided (shown under when it was made). */
  decidedAt: { title: string; dataIndex: keyof R & string };
  /** What the search box finds. */
  searchBy: readonly SearchField[];
  /** The queue's CSV export. */
  exportRoute: Route;
  /** Said under the network (the recharge's kind), and the network column's title then. */
  networkNote?: { title: string; render(row: R): ReactNode };
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
  /** Left of Export above the table (the bulk decisions' bar). */
  toolbar?: ReactNode;
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
 * A finance review queue: the state filter, the filter bar (dates, search, network), the paged table
 * with the user, network, reason and times around the queue's own columns (sortable by amount and
 * time, arranged in the column settings, exported as CSV), the decisions on waiting rows, and the
 * reject dialog.
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
        // Wraps rather than hides Reject under the column's edge where the words are longer (English).
        <Space size={4} wrap>
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
      query={{ ...queue.bar, setPage: queue.setPage }}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={props.searchBy} />
          <ChoiceFilter name="network" label={t('finance.network')} options={NETWORK_OPTIONS} width={110} />
        </>
      }
      bar={props.notice}
      toolbar={props.toolbar}
      list={list}
      onPage={queue.setPage}
      sort={queue.sort}
      listId={`${props.kind}s`}
      exportCall={{ route: props.exportRoute, query: queue.query, name: `${props.kind}s` }}
      size="small"
      scrollX={props.scrollX}
      expandable={props.expandable}
      rowSelection={props.rowSelection}
      tableTestId={`${props.kind}-table`}
      columns={[
        idColumn(56),
        userColumn(t('users.uid'), { width: 90 }),
        {
          title: props.networkNote?.title ?? t('finance.network'),
          dataIndex: 'network',
          className: 'nowrap',
          width: 80,
          render: (network: string, r) =>
            props.networkNote ? (
              <>
                {network}
                <br />
                {props.networkNote.render(r)}
              </>
            ) : (
              network
            ),
        },
        ...props.columns,
        {
          title: t('common.reason'),
          dataIndex: 'reason',
          width: 140,
          render: (reason: string, r) => (props.reasonText ? props.reasonText(r) : reason || '–'),
        },
        timesColumn(
          `${t('finance.createdAt')} / ${props.decidedAt.title}`,
          'createdAt',
          props.decidedAt.dataIndex,
          { width: 160, sorter: true },
        ),
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
