import { type AdminPledgeOrder, PLEDGE_ORDER_STATES, type PledgeOrderState } from '@mcc/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  idColumn,
  moneyColumn,
  stateColumn,
  timeColumn,
  userColumn,
} from '../../components/list/columns.tsx';
import { ChoiceFilter, IdFilter, ListFilters } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { asId, oneOf, useListQuery } from '../../components/list/use-list-query.ts';
import { StateTag } from '../../components/state-tag.tsx';
import { AccrualButton } from '../../features/pledge/accrual-button.tsx';
import { usePledgeOrders } from '../../features/pledge/api.ts';
import { percentText } from '../../lib/percent.ts';

const USER_ID = /^[1-9]\d{0,15}$/;
const FILTERS = { userId: asId(USER_ID), status: oneOf(PLEDGE_ORDER_STATES) };

/** Not the shared states' colours: an order "active" is earning, not a user's "active" account. */
const ORDER_COLORS: Record<PledgeOrderState, string> = { active: 'processing', completed: 'default' };

/** Every AI quant order, newest first; filter by user and status. The daily accrual can be run from here. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const orders = usePledgeOrders(list.query);

  return (
    <ListPage<AdminPledgeOrder>
      testId="pledge-orders-page"
      title={t('menu.pledgeOrders')}
      extra={<AccrualButton />}
      filters={
        <ListFilters list={list}>
          <IdFilter
            name="userId"
            label={t('pledge.userId')}
            pattern={USER_ID}
            invalid={t('pledge.userIdInvalid')}
            testId="order-user-filter"
          />
          <ChoiceFilter
            name="status"
            label={t('common.status')}
            options={PLEDGE_ORDER_STATES.map((s) => ({ value: s, label: t(`pledge.orderStates.${s}`) }))}
          />
        </ListFilters>
      }
      list={orders}
      onPage={list.setPage}
      scrollX={1500}
      tableTestId="order-table"
      columns={[
        idColumn(),
        {
          // Picks this user's orders (the filter takes the numeric id; the UID opens the user).
          title: t('pledge.userId'),
          dataIndex: 'userId',
          width: 90,
          render: (id: number) => (
            <Typography.Link onClick={() => list.only({ userId: String(id) })}>{id}</Typography.Link>
          ),
        },
        userColumn(t('users.uid')),
        { title: t('pledge.product'), dataIndex: 'productName' },
        moneyColumn(t('pledge.principal'), 'amount', { asset: 'USDT', strong: true }),
        {
          title: t('pledge.dailyRate'),
          dataIndex: 'dailyRateBp',
          className: 'nowrap',
          render: (bp: number) => percentText(bp),
        },
        { title: t('pledge.termDays'), dataIndex: 'termDays', className: 'nowrap' },
        moneyColumn(t('pledge.dailyEarning'), 'dailyEarning'),
        moneyColumn(t('pledge.earned'), 'earned', { testId: 'order-earned' }),
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
        stateColumn(t('common.status'), 'status', {
          tag: (s: PledgeOrderState) => (
            <StateTag state={s} texts="pledge.orderStates" colors={ORDER_COLORS} testId="order" />
          ),
        }),
        timeColumn(t('pledge.stakedAt'), 'createdAt'),
      ]}
    />
  );
}
