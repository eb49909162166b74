import { ASSETS, type Asset, formatAmount } from '@mcc/contract';
import { Button, Card, Descriptions, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money-text.tsx';
import { dateTime } from '../../lib/format.ts';
import { type LedgerDigest, useDigests } from './api.ts';
import { count } from './chain-state.tsx';

const assetLine = (d: LedgerDigest, asset: Asset) => d.assets.find((a) => a.asset === asset);

/** What was signed, the signature and the key, and each asset's Merkle root: a digest's expanded row. */
function DigestDetail({ digest }: { digest: LedgerDigest }) {
  const { t } = useTranslation();
  const d = (key: string, values: Record<string, string> = {}) => t(`ledgerProofs.digests.${key}`, values);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      styles={{ label: { whiteSpace: 'nowrap', width: 160 } }}
      data-testid={`digest-detail-${digest.day}`}
    >
      <Descriptions.Item label={d('message')}>
        <pre className="mono" style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="digest-message">
          {digest.message}
        </pre>
      </Descriptions.Item>
      <Descriptions.Item label={d('signature')}>
        <Typography.Text className="mono" copyable data-testid="digest-signature">
          {digest.signature}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={d('publicKey')}>
        <Typography.Text className="mono" copyable>
          {digest.publicKey}
        </Typography.Text>
      </Descriptions.Item>
      {digest.assets.map((a) => (
        <Descriptions.Item key={a.asset} label={d('root', { asset: a.asset })}>
          <Typography.Text className="mono" copyable data-testid={`digest-root-${a.asset}`}>
            {a.root}
          </Typography.Text>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * The signed daily digests, newest first, a page at a time (`before` the last day shown): each day's
 * entries and cutoff, per asset the liabilities signed (micro-units, exact) and how many users hold it,
 * when it was signed. A row opens to the signed message, its signature and each asset's root.
 */
export function DigestsTable() {
  const { t } = useTranslation();
  const d = (key: string) => t(`ledgerProofs.digests.${key}`);
  // The `before` of each page shown so far: the first page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const before = cursors.at(-1);
  const digests = useDigests(before);
  const list = digests.data?.list ?? [];
  const oldest = list.at(-1)?.day;

  const columns: ColumnsType<LedgerDigest> = [
    { title: d('day'), dataIndex: 'day', className: 'nowrap', width: 120 },
    {
      title: d('entries'),
      dataIndex: 'entries',
      align: 'right',
      render: (n: string) => <span className="count">{count(n)}</span>,
    },
    {
      title: d('cutoff'),
      dataIndex: 'cutoff',
      align: 'right',
      render: (n: string) => <span className="count">#{n}</span>,
    },
    ...ASSETS.map((asset) => ({
      title: asset,
      key: asset,
      children: [
        {
          title: d('total'),
          key: `${asset}-total`,
          align: 'right' as const,
          className: 'nowrap',
          render: (_: unknown, row: LedgerDigest) => {
            const line = assetLine(row, asset);
            return line ? (
              <MoneyText
                value={formatAmount(BigInt(line.total))}
                asset={asset}
                aligned
                testId={`digest-total-${row.day}-${asset}`}
              />
            ) : (
              '–'
            );
          },
        },
        {
          title: d('users'),
          key: `${asset}-users`,
          align: 'right' as const,
          render: (_: unknown, row: LedgerDigest) => {
            const line = assetLine(row, asset);
            return line ? <span className="count">{count(line.users)}</span> : '–';
          },
        },
      ],
    })),
    { title: d('signedAt'), dataIndex: 'signedAt', className: 'nowrap', width: 180, render: dateTime },
  ];

  return (
    <Card title={d('title')} size="small">
      <Table<LedgerDigest>
        rowKey="day"
        size="small"
        bordered
        data-testid="digest-table"
        loading={digests.isFetching && !digests.data}
        dataSource={list}
        columns={columns}
        pagination={false}
        locale={{ emptyText: d('empty') }}
        expandable={{ expandedRowRender: (row) => <DigestDetail digest={row} /> }}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 12 }}>
        <Button
          disabled={cursors.length === 1}
          onClick={() => setCursors((c) => c.slice(0, -1))}
          data-testid="digests-newer"
        >
          {d('newer')}
        </Button>
        <Button
          disabled={!digests.data?.hasMore || !oldest}
          onClick={() => oldest && setCursors((c) => [...c, oldest])}
          data-testid="digests-older"
        >
          {d('older')}
        </Button>
      </Flex>
    </Card>
  );
}
