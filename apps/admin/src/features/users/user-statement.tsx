import { ASSETS, type Asset, type StatementLine } from '@mcc/contract';
import { Card, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money-text.tsx';
import { dateTime } from '../../lib/format.ts';
import { referenceText, wordFor } from '../../lib/vocabulary.ts';
import { useUserStatement } from './api.ts';

const STATEMENT_LIMIT = 20;

/** One of the user's accounts (asset × main/quant), its lines page by page. */
export function UserStatement({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [asset, setAsset] = useState<Asset>('USDT');
  const [kind, setKind] = useState<'main' | 'quant'>('main');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useUserStatement(userId, { asset, kind, page, limit: STATEMENT_LIMIT });

  return (
    <Card
      title={t('users.statement')}
      extra={
        <Space wrap>
          <Segmented
            value={asset}
            options={[...ASSETS]}
            onChange={(v) => {
              setAsset(v as Asset);
              setPage(1);
            }}
          />
          <Segmented
            value={kind}
            options={[
              { value: 'main', label: t('accountKinds.main') },
              { value: 'quant', label: t('accountKinds.quant') },
            ]}
            onChange={(v) => {
              setKind(v as 'main' | 'quant');
              setPage(1);
            }}
          />
        </Space>
      }
    >
      <Table<StatementLine>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        data-testid="user-statement"
        pagination={{
          current: page,
          pageSize: STATEMENT_LIMIT,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('common.time'),
            dataIndex: 'createdAt',
            render: dateTime,
            className: 'nowrap',
            width: 180,
          },
          {
            title: t('ledger.code'),
            dataIndex: 'code',
            render: (c: string) => wordFor(t, 'codes', c),
          },
          {
            title: t('users.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: string) => <MoneyText value={v} asset={asset} signed aligned />,
          },
          {
            title: t('users.balanceAfter'),
            dataIndex: 'balanceAfter',
            align: 'right',
            render: (v: string) => <MoneyText value={v} asset={asset} aligned />,
          },
          { title: t('ledger.memo'), dataIndex: 'memo' },
          {
            title: t('ledger.reference'),
            key: 'ref',
            render: (_, l) => referenceText(t, l.refType, l.refId),
          },
        ]}
      />
    </Card>
  );
}
