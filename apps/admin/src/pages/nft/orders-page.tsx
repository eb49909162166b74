import { type AdminNftOrder, adminApi, ORDER_STATES } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  IdFilter,
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
import { useNftOrders } from '../../features/nft/sale/api.ts';
import { useOrderColumns } from '../../features/nft/sale/order-columns.tsx';

const ID = /^[1-9]\d{0,9}$/;
const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  userId: asId(ID),
  seriesId: asId(ID),
  status: oneOf(ORDER_STATES),
  ...sortBy(['createdAt', 'amount', 'paidAt'] as const),
};

/** Every NFT order, newest first; filter by the day it was placed, an order id or its buyer, user, series and state. */
export default function NftOrdersPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const orders = useNftOrders(list.query);
  const idInvalid = t('nft.idInvalid');
  const columns = useOrderColumns();

  return (
    <ListPage<AdminNftOrder>
      testId="nft-orders-page"
      title={t('menu.nftOrders')}
      query={list}
      list={orders}
      listId="nft-orders"
      exportCall={{ route: adminApi.nftOrders.export, query: list.query, name: 'nft-orders' }}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['orderId', 'userId', 'uid', 'mobile', 'email', 'nickname', 'address']} />
          <UserIdFilter pattern={ID} />
          <IdFilter
            name="seriesId"
            label={t('nft.seriesId')}
            pattern={ID}
            invalid={idInvalid}
            testId="order-series-filter"
          />
          <StateFilter states={ORDER_STATES} texts="nft.orderStates" />
        </>
      }
      scrollX={1300}
      tableTestId="nft-order-table"
      columns={columns}
    />
  );
}
