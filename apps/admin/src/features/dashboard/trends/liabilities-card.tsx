import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { Liability } from '@mcc/contract';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text.tsx';

/** What users' accounts hold beside the ledger's system accounts, per asset, and whether they mirror. */
export function LiabilitiesCard({ liabilities }: { liabilities: Liability[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('trends.liabilities.title')}>
      <Table<Liability>
        rowKey="asset"
        size="small"
        pagination={false}
        dataSource={liabilities}
        data-testid="liabilities"
        footer={() => t('trends.liabilities.hint')}
        columns={[
          { title: t('trends.liabilities.asset'), dataIndex: 'asset' },
          {
            title: t('trends.liabilities.users'),
            align: 'right',
            render: (_, l) => <MoneyText value={l.users} asset={l.asset} aligned />,
          },
          {
            title: t('trends.liabilities.system'),
            align: 'right',
            render: (_, l) => <MoneyText value={l.system} asset={l.asset} aligned />,
          },
          {
            title: t('trends.liabilities.check'),
            render: (_, l) =>
              l.matches ? (
                <Tag color="success" icon={<CheckCircleOutlined />}>
                  {t('trends.liabilities.matches')}
                </Tag>
              ) : (
                <Tag color="error" icon={<CloseCircleOutlined />}>
                  {t('trends.liabilities.mismatch')}
                </Tag>
              ),
          },
        ]}
      />
    </Card>
  );
}
