import type { AdminSeries, SeriesState } from '@mcc/contract';
import { Progress, Space, Tag, Typography } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, idColumn, moneyColumn } from '../../components/list/columns.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useRowForm } from '../../components/list/row-form.tsx';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useNftSeries } from '../../features/nft/catalog/api.ts';
import { NftImage } from '../../features/nft/core/nft-image.tsx';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/operator.ts';
import { paths } from '../../lib/routes.ts';

/** The form (and the contract's schemas it checks with) loads when an operator opens it. */
const SeriesModal = lazy(() =>
  import('../../features/nft/catalog/series-form.tsx').then((m) => ({ default: m.SeriesModal })),
);

const NO_FILTERS = {};
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
  const list = useListQuery(NO_FILTERS);
  const series = useNftSeries(list.query);
  const mayWrite = useCan('content.write');
  const form = useRowForm<AdminSeries>();

  return (
    <ListPage<AdminSeries>
      testId="nft-series-page"
      title={t('menu.nftSeries')}
      extra={mayWrite && form.newButton(t('nft.new'), 'new-series')}
      query={list}
      list={series}
      scrollX={1500}
      tableTestId="series-table"
      columns={[
        idColumn(60),
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
        moneyColumn(t('nft.price'), 'price', { asset: 'USDT', testId: 'series-row-price' }),
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
        moneyColumn(t('nft.revenue'), 'revenue', { asset: 'USDT' }),
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
          render: (_, s) => `${dateTime(s.saleStart)} – ${s.saleEnd ? dateTime(s.saleEnd) : t('nft.noEnd')}`,
        },
        {
          title: t('nft.perUserLimit'),
          dataIndex: 'perUserLimit',
          render: (n: number) => n || t('nft.noLimit'),
        },
        { title: t('nft.sort'), dataIndex: 'sort', width: 70 },
        actionsColumn(t('common.actions'), (s) => (
          <Space>
            {mayWrite && form.editButton(s, `edit-series-${s.id}`)}
            <Link to={`${paths.nftOrders}?seriesId=${s.id}`}>{t('menu.nftOrders')}</Link>
          </Space>
        )),
      ]}
    >
      {form.form((s, onClose) => (
        <SeriesModal series={s} onClose={onClose} />
      ))}
    </ListPage>
  );
}
