import { type AdminNftOrder, ORDER_STATES, type OrderState } from '@mcc/contract';
import { Card, Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterForm } from '../../components/filter-form.tsx';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { OrderStateTag } from '../../features/nft/core/order-state-tag.tsx';
import { useNftOrders } from '../../features/nft/sale/api.ts';
import { dateTime } from '../../lib/format.ts';
import { userPath } from '../../lib/routes.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

const LIMIT = 20;
const KEYS = ['userId', 'seriesId', 'status'] as const;
const ID = /^[1-9]\d{0,9}$/;

const asId = (v: string | undefined) => (ID.test(v ?? '') ? Number(v) : undefined);
const asStatus = (v: string | undefined): OrderState | undefined =>
  (ORDER_STATES as readonly string[]).includes(v ?? '') ? (v as OrderState) : undefined;

/** Every NFT order, newest first; filter by user, series and state. */
export default function NftOrdersPage() {
  const { t } = useTranslation();
  const { page, filters, setFilters, setPage } = usePageParams(KEYS);
  const { data, isFetching } = useNftOrders({
    userId: asId(filters.userId),
    seriesId: asId(filters.seriesId),
    status: asStatus(filters.status),
    page,
    limit: LIMIT,
  });

  return (
    <div data-testid="nft-orders-page">
      <PageHeader title={t('menu.nftOrders')} />
      <Card>
        <FilterForm
          values={filters}
          onSearch={(v: { userId?: string; seriesId?: string; status?: string }) =>
            setFilters({ userId: v.userId?.trim(), seriesId: v.seriesId?.trim(), status: v.status })
          }
          onReset={() => setFilters({ userId: undefined, seriesId: undefined, status: undefined })}
        >
          <Form.Item
            name="userId"
            label={t('pledge.userId')}
            rules={[{ pattern: ID, message: t('pledge.userIdInvalid') }]}
          >
            <Input allowClear style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            name="seriesId"
            label={t('nft.seriesId')}
            rules={[{ pattern: ID, message: t('nft.idInvalid') }]}
          >
            <Input allowClear style={{ width: 120 }} data-testid="order-series-filter" />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={ORDER_STATES.map((s) => ({ value: s, label: t(`nft.orderStates.${s}`) }))}
            />
          </Form.Item>
        </FilterForm>
        <Table<AdminNftOrder>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 1300 }}
          data-testid="nft-order-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('users.uid'),
              dataIndex: 'uid',
              className: 'nowrap',
              render: (uid: string, o) => <Link to={userPath(o.userId)}>{uid}</Link>,
            },
            { title: t('nft.series'), dataIndex: 'seriesName' },
            { title: t('nft.quantity'), dataIndex: 'quantity', width: 80 },
            {
              title: t('nft.amount'),
              dataIndex: 'amount',
              className: 'nowrap',
              render: (v: string) => (
                <strong>
                  <MoneyText value={v} /> USDT
                </strong>
              ),
            },
            {
              title: t('common.status'),
              dataIndex: 'status',
              className: 'nowrap',
              render: (s: OrderState) => <OrderStateTag state={s} />,
            },
            {
              title: t('nft.serials'),
              key: 'serials',
              render: (_, o) => o.serials.map((k) => `#${k} / ${o.supply}`).join(', ') || '–',
            },
            { title: t('nft.deadline'), dataIndex: 'deadline', render: dateTime, className: 'nowrap' },
            { title: t('nft.createdAt'), dataIndex: 'createdAt', render: dateTime, className: 'nowrap' },
            {
              title: t('nft.paidAt'),
              dataIndex: 'paidAt',
              render: (v: string | null) => (v ? dateTime(v) : '–'),
              className: 'nowrap',
            },
          ]}
        />
      </Card>
    </div>
  );
}
