import { type AdminNftOrder, ORDER_STATES } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { IdFilter, StateFilter, UserIdFilter } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { asId, oneOf, useListQuery } from '../../components/list/use-list-query.ts';
import { useNftOrders } from '../../features/nft/sale/api.ts';
import { useOrderColumns } from '../../features/nft/sale/order-columns.tsx';

const ID = /^[1-9]\d{0,9}$/;
const FILTERS = { userId: asId(ID), seriesId: asId(ID), status: oneOf(ORDER_STATES) };

/** Every NFT order, newest first; filter by user, series and state. */
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
      filters={
        <>
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
