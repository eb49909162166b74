import { type AdminNftOrder, ORDER_STATES, type OrderState } from '@mcc/contract';
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
import { OrderStateTag } from '../../features/nft/core/order-state-tag.tsx';
import { useNftOrders } from '../../features/nft/sale/api.ts';

const ID = /^[1-9]\d{0,9}$/;
const FILTERS = { userId: asId(ID), seriesId: asId(ID), status: oneOf(ORDER_STATES) };

/** Every NFT order, newest first; filter by user, series and state. */
export default function NftOrdersPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const orders = useNftOrders(list.query);

  return (
    <ListPage<AdminNftOrder>
      testId="nft-orders-page"
      title={t('menu.nftOrders')}
      filters={
        <ListFilters list={list}>
          <IdFilter
            name="userId"
            label={t('pledge.userId')}
            pattern={ID}
            invalid={t('pledge.userIdInvalid')}
          />
          <IdFilter
            name="seriesId"
            label={t('nft.seriesId')}
            pattern={ID}
            invalid={t('nft.idInvalid')}
            testId="order-series-filter"
          />
          <ChoiceFilter
            name="status"
            label={t('common.status')}
            options={ORDER_STATES.map((s) => ({ value: s, label: t(`nft.orderStates.${s}`) }))}
          />
        </ListFilters>
      }
      list={orders}
      onPage={list.setPage}
      scrollX={1300}
      tableTestId="nft-order-table"
      columns={[
        idColumn(),
        userColumn(t('users.uid')),
        { title: t('nft.series'), dataIndex: 'seriesName' },
        { title: t('nft.quantity'), dataIndex: 'quantity', width: 80 },
        moneyColumn(t('nft.amount'), 'amount', { asset: 'USDT', strong: true }),
        stateColumn(t('common.status'), 'status', { tag: (s: OrderState) => <OrderStateTag state={s} /> }),
        {
          title: t('nft.serials'),
          key: 'serials',
          render: (_, o) => o.serials.map((k) => `#${k} / ${o.supply}`).join(', ') || '–',
        },
        timeColumn(t('nft.deadline'), 'deadline'),
        timeColumn(t('nft.createdAt'), 'createdAt'),
        timeColumn(t('nft.paidAt'), 'paidAt'),
      ]}
    />
  );
}
