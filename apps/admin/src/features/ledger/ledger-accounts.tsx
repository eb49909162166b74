import { ASSETS, type LedgerAccountRow } from '@mcc/contract';
import { Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { idColumn, moneyColumn } from '../../components/list/columns.tsx';
import { ListTable } from '../../components/list/list-page.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { userPath } from '../../lib/routes.ts';
import { accountName } from '../../lib/vocabulary.ts';
import { useLedgerAccounts } from './api.ts';
import { asAsset, LEDGER_PAGE_SIZE, type LedgerPageParams } from './ledger-filters.ts';

/** Accounts (system or user, by user and asset) with their balances; each opens its transfers. */
export function LedgerAccounts({ page, filters, setFilters, setPage }: LedgerPageParams) {
  const { t } = useTranslation();
  const [owner, setOwner] = useState<'system' | 'user' | undefined>(undefined);
  const accounts = useLedgerAccounts({
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
      <ListTable<LedgerAccountRow>
        size="small"
        list={accounts}
        onPage={setPage}
        scrollX={1100}
        testId="account-table"
        columns={[
          idColumn(),
          {
            title: t('ledger.account'),
            key: 'name',
            render: (_, a) =>
              a.userId ? (
                <Link to={userPath(a.userId)}>{accountName(t, a)}</Link>
              ) : (
                <strong>{accountName(t, a)}</strong>
              ),
          },
          { title: t('users.asset'), dataIndex: 'asset' },
          moneyColumn(t('ledger.balance'), 'balance'),
          moneyColumn(t('wallet.available'), 'available'),
          moneyColumn(t('ledger.debitsPending'), 'debitsPending'),
          moneyColumn(t('ledger.debitsPosted'), 'debitsPosted'),
          moneyColumn(t('ledger.creditsPosted'), 'creditsPosted'),
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
