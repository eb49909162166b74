import type { AdminNftOrder, OrderState } from '@mcc/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  idColumn,
  moneyColumn,
  stateColumn,
  timeColumn,
  userColumn,
} from '../../../components/list/columns.tsx';
import { OrderStateTag } from '../core/order-state-tag.tsx';

/** The NFT orders table: who ordered what, how many and for how much, its state and copies, its times (sortable by amount, creation and payment). */
export function useOrderColumns(): ColumnsType<AdminNftOrder> {
  const { t } = useTranslation();
  return [
    idColumn(),
    userColumn(t('users.uid')),
    { title: t('nft.series'), dataIndex: 'seriesName' },
    { title: t('nft.quantity'), dataIndex: 'quantity', width: 80 },
    moneyColumn(t('nft.amount'), 'amount', { asset: 'USDT', strong: true, sorter: true }),
    stateColumn(t('common.status'), 'status', { tag: (s: OrderState) => <OrderStateTag state={s} /> }),
    {
      title: t('nft.serials'),
      key: 'serials',
      render: (_, o) => o.serials.map((k) => `#${k} / ${o.supply}`).join(', ') || '–',
    },
    timeColumn(t('nft.deadline'), 'deadline'),
    timeColumn(t('nft.createdAt'), 'createdAt', { sorter: true }),
    timeColumn(t('nft.paidAt'), 'paidAt', { sorter: true }),
  ];
}
