import type { AdminUserDetail } from '@mcc/contract';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money-text.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { wordFor } from '../../lib/vocabulary.ts';

/** The user's ledger accounts: per asset and kind, available, on hold, total, and the account's state. */
export function UserBalances({ balances }: { balances: AdminUserDetail['balances'] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('users.balances')}>
      <Table
        size="small"
        rowKey={(b) => `${b.asset}-${b.kind}`}
        pagination={false}
        dataSource={balances}
        data-testid="user-balances"
        columns={[
          { title: t('users.asset'), dataIndex: 'asset' },
          {
            title: t('users.account'),
            dataIndex: 'kind',
            render: (k: string) => wordFor(t, 'accountKinds', k),
          },
          {
            title: t('wallet.available'),
            dataIndex: 'available',
            align: 'right',
            render: (v: string, b) => (
              <MoneyText value={v} asset={b.asset} aligned testId={`balance-${b.asset}-${b.kind}`} />
            ),
          },
          {
            title: t('wallet.frozen'),
            dataIndex: 'frozen',
            align: 'right',
            render: (v: string, b) => <MoneyText value={v} asset={b.asset} aligned />,
          },
          {
            title: t('wallet.total'),
            dataIndex: 'total',
            align: 'right',
            render: (v: string, b) => <MoneyText value={v} asset={b.asset} aligned />,
          },
          {
            title: t('users.accountState'),
            dataIndex: 'accountFrozen',
            render: (f: boolean) => <StateTag state={f ? 'frozen' : 'active'} />,
          },
        ]}
      />
    </Card>
  );
}
