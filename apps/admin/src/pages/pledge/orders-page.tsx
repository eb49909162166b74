import { type AdminPledgeOrder, PLEDGE_ORDER_STATES, type PledgeOrderState } from '@mcc/contract';
import { Card, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterForm } from '../../components/filter-form.tsx';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { AccrualButton } from '../../features/pledge/accrual-button.tsx';
import { usePledgeOrders } from '../../features/pledge/api.ts';
import { dateTime } from '../../lib/format.ts';
import { percentText } from '../../lib/percent.ts';
import { userPath } from '../../lib/routes.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

const LIMIT = 20;
const KEYS = ['userId', 'status'] as const;
const USER_ID = /^[1-9]\d{0,15}$/;

const asStatus = (v: string | undefined): PledgeOrderState | undefined =>
  (PLEDGE_ORDER_STATES as readonly string[]).includes(v ?? '') ? (v as PledgeOrderState) : undefined;

/** Every AI quant order, newest first; filter by user and status. The daily accrual can be run from here. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { page, filters, setFilters, setPage } = usePageParams(KEYS);
  const userId = USER_ID.test(filters.userId ?? '') ? Number(filters.userId) : undefined;
  const status = asStatus(filters.status);
  const { data, isFetching } = usePledgeOrders({ userId, status, page, limit: LIMIT });

  return (
    <div data-testid="pledge-orders-page">
      <PageHeader title={t('menu.pledgeOrders')} extra={<AccrualButton />} />
      <Card>
        <FilterForm
          values={filters}
          onSearch={(v: { userId?: string; status?: string }) =>
            setFilters({ userId: v.userId?.trim(), status: v.status })
          }
          onReset={() => setFilters({ userId: undefined, status: undefined })}
        >
          <Form.Item
            name="userId"
            label={t('pledge.userId')}
            rules={[{ pattern: USER_ID, message: t('pledge.userIdInvalid') }]}
          >
            <Input allowClear style={{ width: 120 }} data-testid="order-user-filter" />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={PLEDGE_ORDER_STATES.map((s) => ({ value: s, label: t(`pledge.orderStates.${s}`) }))}
            />
          </Form.Item>
        </FilterForm>
        <Table<AdminPledgeOrder>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 1500 }}
          data-testid="order-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              // Picks this user's orders (the filter takes the numeric id; the UID opens the user).
              title: t('pledge.userId'),
              dataIndex: 'userId',
              width: 90,
              render: (id: number) => (
                <Typography.Link onClick={() => setFilters({ userId: String(id), status: undefined })}>
                  {id}
                </Typography.Link>
              ),
            },
            {
              title: t('users.uid'),
              dataIndex: 'uid',
              className: 'nowrap',
              render: (uid: string, o) => <Link to={userPath(o.userId)}>{uid}</Link>,
            },
            { title: t('pledge.product'), dataIndex: 'productName' },
            {
              title: t('pledge.principal'),
              dataIndex: 'amount',
              className: 'nowrap',
              render: (v: string) => (
                <strong>
                  <MoneyText value={v} /> USDT
                </strong>
              ),
            },
            {
              title: t('pledge.dailyRate'),
              dataIndex: 'dailyRateBp',
              className: 'nowrap',
              render: (bp: number) => percentText(bp),
            },
            { title: t('pledge.termDays'), dataIndex: 'termDays', className: 'nowrap' },
            {
              title: t('pledge.dailyEarning'),
              dataIndex: 'dailyEarning',
              className: 'nowrap',
              render: (v: string) => <MoneyText value={v} />,
            },
            {
              title: t('pledge.earned'),
              dataIndex: 'earned',
              className: 'nowrap',
              render: (v: string) => <MoneyText value={v} testId="order-earned" />,
            },
            {
              title: t('pledge.earningDays'),
              key: 'days',
              className: 'nowrap',
              render: (_, o) => `${o.startDate} – ${o.endDate}`,
            },
            {
              title: t('pledge.paidThrough'),
              dataIndex: 'paidThrough',
              className: 'nowrap',
              render: (d: string | null) => <span data-testid="order-paid-through">{d ?? '–'}</span>,
            },
            {
              title: t('common.status'),
              dataIndex: 'status',
              className: 'nowrap',
              // Not the shared state tags: an order "active" is earning, not a user's "active" account.
              render: (s: PledgeOrderState) => (
                <Tag color={s === 'active' ? 'processing' : 'default'} data-testid={`order-${s}`}>
                  {t(`pledge.orderStates.${s}`)}
                </Tag>
              ),
            },
            { title: t('pledge.stakedAt'), dataIndex: 'createdAt', render: dateTime, className: 'nowrap' },
          ]}
        />
      </Card>
    </div>
  );
}
