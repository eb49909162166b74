import type { AdminBox } from '@mcc/contract';
import { Progress, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NftImage } from '../core/nft-image.tsx';

type Entry = AdminBox['pool'][number];

/** A box's pool as it stands, read-only: each series with its weight, its chance now and its stock left. */
export function PoolTable({ pool, testId }: { pool: readonly Entry[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table<Entry>
      rowKey="seriesId"
      size="small"
      pagination={false}
      dataSource={[...pool]}
      data-testid={testId}
      columns={[
        {
          title: t('boxes.series'),
          key: 'series',
          render: (_, e) => (
            <Space>
              <NftImage src={e.image} size={36} />
              <span>
                <strong>
                  #{e.seriesId} {e.seriesName}
                </strong>
                <div>
                  <Typography.Text type="secondary">{t(`nft.rarities.${e.rarity}`)}</Typography.Text>
                </div>
              </span>
            </Space>
          ),
        },
        { title: t('boxes.weight'), dataIndex: 'weight', width: 100 },
        {
          title: t('boxes.odds'),
          dataIndex: 'odds',
          width: 200,
          render: (odds: string) => (
            <Progress percent={Number(odds)} size="small" status="normal" format={() => `${odds}%`} />
          ),
        },
        {
          title: t('boxes.stock'),
          key: 'stock',
          width: 160,
          className: 'nowrap',
          render: (_, e) => t('boxes.leftOfStock', { left: e.left, stock: e.stock }),
        },
      ]}
    />
  );
}
