import type { AdminPledgeOrder, PledgeOrderState } from '@mcc/contract';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  idColumn,
  moneyColumn,
  stateColumn,
  timeColumn,
  userColumn,
} from '../../components/list/columns.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { percentText } from '../../lib/percent.ts';

/** Not the shared states' colours: an order "active" is earning, not a user's "active" account. */
const ORDER_COLORS: Record<PledgeOrderState, string> = { active: 'processing', completed: 'default' };

/**
 * The AI quant orders table: the user (their id picks their orders, `pick`), the product, principal,
 * rate and term, what it earns and has paid, its days, its state and when it was staked (sortable by
 * principal, last day and staking time).
 */
export function usePledgeOrderColumns(pick: (userId: number) => void): ColumnsType<AdminPledgeOrder> {
  const { t } = useTranslation();
  return [
    idColumn(),
    {
      // Picks this user's orders (the filter takes the numeric id; the UID opens the user).
      title: t('pledge.userId'),
      dataIndex: 'userId',
      width: 90,
      render: (id: number) => <Typography.Link onClick={() => pick(id)}>{id}</Typography.Link>,
    },
    userColumn(t('users.uid')),
    { title: t('pledge.product'), dataIndex: 'productName' },
    moneyColumn(t('pledge.principal'), 'amount', { asset: 'USDT', strong: true, sorter: true }),
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
      // Sorted by its last day.
      key: 'endDate',
      sorter: true,
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
    timeColumn(t('pledge.stakedAt'), 'createdAt', { sorter: true }),
  ];
}
