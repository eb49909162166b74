import { type AdminSeries, adminApi, PUBLISH_STATES, RARITIES, type SeriesState } from '@mcc/contract';
import { Progress, Space, Tag, Typography } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, idColumn, moneyColumn } from '../../components/list/columns.tsx';
import { ChoiceFilter, DateRangeFilter, SearchFilter } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useRowForm } from '../../components/list/row-form.tsx';
import { asText, DATE_RANGE, oneOf, sortBy, useListQuery } from '../../components/list/use-list-query.ts';
import { useNftSeries } from '../../features/nft/catalog/api.ts';
import { NftImage } from '../../features/nft/core/nft-image.tsx';
import { PublishFilter } from '../../features/nft/core/publish-filter.tsx';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/operator.ts';
import { paths } from '../../lib/routes.ts';

/** The form (and the contract's schemas it checks with) loads when an operator opens it. */
const SeriesModal = lazy(() =>
  import('../../features/nft/catalog/series-form.tsx').then((m) => ({ default: m.SeriesModal })),
);

const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  status: oneOf(PUBLISH_STATES),
  rarity: oneOf(RARITIES),
  ...sortBy(['sort', 'createdAt', 'price', 'saleStart'] as const),
};
const STATE_COLORS: Record<SeriesState, string> = {
  upcoming: 'warning',
  on_sale: 'success',
  sold_out: 'default',
  ended: 'default',
};

/**
 * NFT series: every operator reads them (how they sell), by the day they were made, an id, name or
 * contract address, whether published and rarity; creating and editing needs `content.write`,
 * and the controls for it show only to those who have it.
 */
export default function SeriesPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const series = useNftSeries(list.query);
  const mayWrite = useCan('content.write');
  const form = useRowForm<AdminSeries>();

  return (
    <ListPage<AdminSeries>
      testId="nft-series-page"
      title={t('menu.nftSeries')}
      extra={mayWrite && form.newButton(t('nft.new'), 'new-series')}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['id', 'name', 'address']} width={220} />
          <PublishFilter />
          <ChoiceFilter
            name="rarity"
            label={t('nft.rarity')}
            options={RARITIES.map((r) => ({ value: r, label: t(`nft.rarities.${r}`) }))}
          />
        </>
      }
      query={list}
      list={series}
      listId="nft-series"
      exportCall={{ route: adminApi.nft.seriesExport, query: list.query, name: 'nft-series' }}
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
        moneyColumn(t('nft.price'), 'price', { asset: 'USDT', testId: 'series-row-price', sorter: true }),
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
          // Sorted by the sale's start.
          key: 'saleStart',
          sorter: true,
          className: 'nowrap',
          render: (_, s) => `${dateTime(s.saleStart)} – ${s.saleEnd ? dateTime(s.saleEnd) : t('nft.noEnd')}`,
        },
        {
          title: t('nft.perUserLimit'),
          dataIndex: 'perUserLimit',
          render: (n: number) => n || t('nft.noLimit'),
        },
        { title: t('nft.sort'), dataIndex: 'sort', width: 80, sorter: true },
        actionsColumn(
          t('common.actions'),
          (s) => (
            <Space size={4} wrap>
              {mayWrite && form.editButton(s, `edit-series-${s.id}`)}
              <Link to={`${paths.nftOrders}?seriesId=${s.id}`}>{t('menu.nftOrders')}</Link>
            </Space>
          ),
          // Room for "Edit" and "NFT orders" side by side (the column is fixed at the right).
          { width: 170 },
        ),
      ]}
    >
      {form.form((s, onClose) => (
        <SeriesModal series={s} onClose={onClose} />
      ))}
    </ListPage>
  );
}
