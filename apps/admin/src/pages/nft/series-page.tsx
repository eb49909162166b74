import type { AdminSeries, SeriesState } from '@mcc/contract';
import { Button, Card, Progress, Space, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useNftSeries } from '../../features/nft/catalog/api.ts';
import { NftImage } from '../../features/nft/core/nft-image.tsx';
import { dateTime } from '../../lib/format.ts';
import { useMe } from '../../lib/operator.ts';
import { paths } from '../../lib/routes.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

/** The form (and the contract's schemas it checks with) loads when an operator opens it. */
const SeriesModal = lazy(() =>
  import('../../features/nft/catalog/series-form.tsx').then((m) => ({ default: m.SeriesModal })),
);

const LIMIT = 20;
const NO_FILTERS = [] as const;
const STATE_COLORS: Record<SeriesState, string> = {
  upcoming: 'warning',
  on_sale: 'success',
  sold_out: 'default',
  ended: 'default',
};

/**
 * NFT series: every operator reads them (how they sell); creating and editing needs `content.write`,
 * and the controls for it show only to those who have it.
 */
export default function SeriesPage() {
  const { t } = useTranslation();
  const { page, setPage } = usePageParams(NO_FILTERS);
  const { data, isFetching } = useNftSeries(page, LIMIT);
  const mayWrite = useMe().data?.permissions.includes('content.write') ?? false;
  const [editing, setEditing] = useState<AdminSeries | 'new' | null>(null);

  return (
    <div data-testid="nft-series-page">
      <PageHeader
        title={t('menu.nftSeries')}
        extra={
          mayWrite && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="new-series">
              {t('nft.new')}
            </Button>
          )
        }
      />
      <Card>
        <Table<AdminSeries>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 1500 }}
          data-testid="series-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 60 },
            {
              title: t('nft.image'),
              dataIndex: 'image',
              width: 90,
              render: (src: string) => <NftImage src={src} size={64} />,
            },
            {
              title: t('nft.name'),
              key: 'name',
              width: 200,
              render: (_, s) => (
                <>
                  <strong data-testid="series-row-name">{s.name['zh-Hans']}</strong>
                  <div>
                    <Typography.Text type="secondary">{t(`nft.rarities.${s.rarity}`)}</Typography.Text>
                  </div>
                </>
              ),
            },
            {
              title: t('nft.price'),
              dataIndex: 'price',
              className: 'nowrap',
              render: (v: string) => (
                <span data-testid="series-row-price">
                  <MoneyText value={v} /> USDT
                </span>
              ),
            },
            {
              title: t('nft.sales'),
              key: 'sales',
              width: 260,
              render: (_, s) => (
                <div data-testid="series-sales">
                  <Progress percent={Math.floor((s.sold / s.supply) * 10_000) / 100} size="small" />
                  <Typography.Text type="secondary">
                    {t('nft.salesText', {
                      sold: s.sold,
                      reserved: s.reserved,
                      supply: s.supply,
                      remaining: s.remaining,
                    })}
                  </Typography.Text>
                </div>
              ),
            },
            {
              title: t('nft.revenue'),
              dataIndex: 'revenue',
              className: 'nowrap',
              render: (v: string) => (
                <>
                  <MoneyText value={v} /> USDT
                </>
              ),
            },
            {
              title: t('common.status'),
              key: 'status',
              width: 170,
              render: (_, s) => (
                <Space size={4} wrap>
                  <Tag color={STATE_COLORS[s.status]}>{t(`nft.states.${s.status}`)}</Tag>
                  {!s.published && <Tag>{t('nft.draft')}</Tag>}
                  {s.featured && <Tag color="blue">{t('nft.featured')}</Tag>}
                </Space>
              ),
            },
            {
              title: t('nft.saleWindow'),
              key: 'window',
              className: 'nowrap',
              render: (_, s) =>
                `${dateTime(s.saleStart)} – ${s.saleEnd ? dateTime(s.saleEnd) : t('nft.noEnd')}`,
            },
            {
              title: t('nft.perUserLimit'),
              dataIndex: 'perUserLimit',
              render: (n: number) => n || t('nft.noLimit'),
            },
            { title: t('nft.sort'), dataIndex: 'sort', width: 70 },
            {
              title: t('common.actions'),
              key: 'actions',
              className: 'nowrap',
              fixed: 'right',
              render: (_, s) => (
                <Space>
                  {mayWrite && (
                    <Button size="small" onClick={() => setEditing(s)} data-testid={`edit-series-${s.id}`}>
                      {t('common.edit')}
                    </Button>
                  )}
                  <Link to={`${paths.nftOrders}?seriesId=${s.id}`}>{t('menu.nftOrders')}</Link>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== null && (
        <Suspense fallback={null}>
          <SeriesModal series={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
