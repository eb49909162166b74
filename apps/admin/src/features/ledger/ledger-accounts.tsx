import { ASSETS, type LedgerAccountRow } from '@mcc/contract';
import { Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyText } from '../../components/money-text.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { userPath } from '../../lib/routes.ts';
import { pagination } from '../../lib/use-page-params.ts';
import { useLedgerAccounts } from './api.ts';
import { asAsset, LEDGER_PAGE_SIZE, type LedgerPageParams } from './ledger-filters.ts';

/** Accounts (system or user, by user and asset) with their balances; each opens its transfers. */
export function LedgerAccounts({ page, filters, setFilters, setPage }: LedgerPageParams) {
  const { t } = useTranslation();
  const [owner, setOwner] = useState<'system' | 'user' | undefined>(undefined);
  const { data, isFetching } = useLedgerAccounts({
    uid: filters.uid,
    asset: asAsset(filters.asset),
    owner,
    page,
    limit: LEDGER_PAGE_SIZE,
  });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          value={owner ?? ''}
          style={{ width: 140 }}
          onChange={(v) => {
            setOwner(v === '' ? undefined : (v as 'system' | 'user'));
            setPage(1);
          }}
          options={[
            { value: '', label: t('common.all') },
            { value: 'system', label: t('ledger.systemAccounts') },
            { value: 'user', label: t('ledger.userAccounts') },
          ]}
        />
        <Input.Search
          key={filters.uid ?? ''}
          defaultValue={filters.uid}
          placeholder={t('users.uid')}
          allowClear
          style={{ width: 200 }}
          onSearch={(uid) => setFilters({ uid: uid.trim() })}
        />
        <Select
          allowClear
          placeholder={t('users.asset')}
          value={asAsset(filters.asset)}
          style={{ width: 110 }}
          onChange={(v?: string) => setFilters({ asset: v })}
          options={ASSETS.map((a) => ({ value: a, label: a }))}
        />
      </Space>
      <Table<LedgerAccountRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={pagination(data, setPage)}
        scroll={{ x: 1100 }}
        data-testid="account-table"
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('ledger.account'),
            dataIndex: 'label',
            render: (label: string, a) =>
              a.userId ? <Link to={userPath(a.userId)}>{label}</Link> : <strong>{label}</strong>,
          },
          { title: t('users.asset'), dataIndex: 'asset' },
          {
            title: t('ledger.balance'),
            dataIndex: 'balance',
            render: (v: string) => <MoneyText value={v} />,
          },
          {
            title: t('wallet.available'),
            dataIndex: 'available',
            render: (v: string) => <MoneyText value={v} />,
          },
          {
            title: t('ledger.debitsPending'),
            dataIndex: 'debitsPending',
            render: (v: string) => <MoneyText value={v} />,
          },
          {
            title: t('ledger.debitsPosted'),
            dataIndex: 'debitsPosted',
            render: (v: string) => <MoneyText value={v} />,
          },
          {
            title: t('ledger.creditsPosted'),
            dataIndex: 'creditsPosted',
            render: (v: string) => <MoneyText value={v} />,
          },
          {
            title: t('users.accountState'),
            dataIndex: 'frozen',
            render: (f: boolean) => <StateTag state={f ? 'frozen' : 'active'} />,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            className: 'nowrap',
            render: (_, a) => (
              <Typography.Link
                onClick={() =>
                  setFilters({
                    tab: undefined,
                    accountId: String(a.id),
                    uid: undefined,
                    asset: undefined,
                  })
                }
              >
                {t('ledger.transfers')}
              </Typography.Link>
            ),
          },
        ]}
      />
    </>
  );
}
