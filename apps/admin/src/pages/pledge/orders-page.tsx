import { type AdminPledgeOrder, adminApi, PLEDGE_ORDER_STATES } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  SearchFilter,
  StateFilter,
  UserIdFilter,
} from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import {
  asId,
  asText,
  DATE_RANGE,
  oneOf,
  sortBy,
  useListQuery,
} from '../../components/list/use-list-query.ts';
import { AccrualButton } from '../../features/pledge/accrual-button.tsx';
import { usePledgeOrders } from '../../features/pledge/api.ts';
import { usePledgeOrderColumns } from '../../features/pledge/order-columns.tsx';

const USER_ID = /^[1-9]\d{0,15}$/;
const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  userId: asId(USER_ID),
  status: oneOf(PLEDGE_ORDER_STATES),
  ...sortBy(['createdAt', 'amount', 'endDate'] as const),
};

/**
 * Every AI quant order, newest first; filter by the day it was staked, its user (searched or by id) and
 * status. The daily accrual can be run from here.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const orders = usePledgeOrders(list.query);
  const columns = usePledgeOrderColumns((userId) => list.only({ userId: String(userId) }));

  return (
    <ListPage<AdminPledgeOrder>
      testId="pledge-orders-page"
      title={t('menu.pledgeOrders')}
      extra={<AccrualButton />}
      query={list}
      list={orders}
      listId="pledge-orders"
      exportCall={{ route: adminApi.pledge.ordersExport, query: list.query, name: 'pledge-orders' }}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['userId', 'uid', 'mobile', 'email', 'nickname', 'address']} width={240} />
          <UserIdFilter pattern={USER_ID} testId="order-user-filter" />
          <StateFilter states={PLEDGE_ORDER_STATES} texts="pledge.orderStates" />
        </>
      }
      scrollX={1500}
      tableTestId="order-table"
      columns={columns}
    />
  );
}
