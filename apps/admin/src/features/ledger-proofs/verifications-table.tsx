import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format.ts';
import { type LedgerVerification, newestFirst, useStateOnceVerified, useVerifications } from './api.ts';
import { count } from './chain-state.tsx';
import { VerificationTag } from './verification-tag.tsx';

/** What a failed run found, one line each (the server's words: entry numbers, fields, hashes). */
export function Problems({ problems, testId }: { problems: readonly string[]; testId?: string }) {
  return (
    // Broken between words where a line fits, inside a hash only where it does not.
    <div className="mono" style={{ wordBreak: 'normal', overflowWrap: 'anywhere' }} data-testid={testId}>
      {problems.map((p, i) => (
        // The same line may come twice (two entries alike); its place tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are shown in the server's order, never moved
        <div key={i}>{p}</div>
      ))}
    </div>
  );
}

/**
 * The chain's verifications, newest first: when, how started and by whom, what was checked, the
 * result and the first bad entry; a failed run opens to its problems. A running run is read again
 * until it has finished (and the chain's state with it).
 */
export function VerificationsTable() {
  const { t } = useTranslation();
  const v = (key: string) => t(`ledgerProofs.verifications.${key}`);
  const verifications = useVerifications();
  const list = newestFirst(verifications.data?.list ?? []);
  useStateOnceVerified(verifications.data?.list);

  const columns: ColumnsType<LedgerVerification> = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    { title: v('startedAt'), dataIndex: 'startedAt', className: 'nowrap', width: 170, render: dateTime },
    { title: v('finishedAt'), dataIndex: 'finishedAt', className: 'nowrap', width: 170, render: dateTime },
    {
      title: v('trigger'),
      dataIndex: 'trigger',
      className: 'nowrap',
      render: (trigger: LedgerVerification['trigger']) => v(`triggers.${trigger}`),
    },
    {
      title: v('operator'),
      dataIndex: 'operator',
      className: 'nowrap',
      render: (o: string | null) => o ?? '–',
    },
    {
      title: v('entries'),
      dataIndex: 'entries',
      align: 'right',
      render: (n: string) => <span className="count">{count(n)}</span>,
    },
    {
      title: v('digests'),
      dataIndex: 'digests',
      align: 'right',
      render: (n: number) => <span className="count">{count(n)}</span>,
    },
    {
      title: v('state'),
      dataIndex: 'state',
      className: 'nowrap',
      render: (state: LedgerVerification['state'], row) => (
        <VerificationTag state={state} testId={`verification-state-${row.id}`} />
      ),
    },
    {
      title: v('firstBad'),
      dataIndex: 'firstBadSeq',
      align: 'right',
      render: (seq: string | null, row) =>
        seq === null ? (
          '–'
        ) : (
          <Typography.Text type="danger" className="count" data-testid={`verification-first-bad-${row.id}`}>
            #{seq}
          </Typography.Text>
        ),
    },
  ];

  return (
    <Card title={v('title')} size="small">
      <Table<LedgerVerification>
        rowKey="id"
        size="small"
        data-testid="verification-table"
        loading={verifications.isFetching && !verifications.data}
        dataSource={list}
        columns={columns}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: v('empty') }}
        expandable={{
          rowExpandable: (row) => row.problems.length > 0,
          expandedRowRender: (row) => (
            <Problems problems={row.problems} testId={`verification-problems-${row.id}`} />
          ),
        }}
      />
    </Card>
  );
}
