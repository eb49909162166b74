import type { PledgeOrder, PledgeOrderState } from '@mcc/contract';
import { List, Tag } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailRows } from '../../../components/detail-rows.tsx';
import { amountText, payText } from '../../../components/money/amount.tsx';
import { formatTime } from '../../../lib/format.ts';
import { percentText } from '../../../lib/rate.ts';

const STATUS_COLORS: Record<PledgeOrderState, 'primary' | 'success'> = {
  active: 'primary',
  completed: 'success',
};

/** An order's state as a coloured badge: earning, or completed (principal returned). */
export function OrderStatusTag({ status }: { status: PledgeOrderState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} fill="outline" data-testid="order-status">
      {t(`pledge.status.${status}`)}
    </Tag>
  );
}

/**
 * What an order is: its terms, what it earns a day and has earned, its dates. `full` adds when it was
 * placed, the last day paid and when it completed (the order detail page).
 */
function orderRows(t: TFunction, order: PledgeOrder, full: boolean): DetailRow[] {
  const rows: DetailRow[] = [
    {
      label: t('pledge.dailyRate'),
      value: `${percentText(order.dailyRateBp)} · ${t('pledge.days', { count: order.termDays })}`,
    },
    { label: t('pledge.dailyEarning'), value: payText(order.dailyEarning) },
    { label: t('pledge.earned'), value: payText(order.earned), testId: 'order-earned' },
    { label: t('pledge.period'), value: `${order.startDate} – ${order.endDate}`, testId: 'order-period' },
  ];
  if (!full) return rows;
  rows.push({
    label: t('pledge.paidThrough'),
    value: order.paidThrough ?? '—',
    testId: 'order-paid-through',
  });
  rows.push({ label: t('pledge.createdAt'), value: formatTime(order.createdAt) });
  if (order.completedAt) rows.push({ label: t('pledge.completedAt'), value: formatTime(order.completedAt) });
  return rows;
}

/** The product and principal, with the order's state. */
function OrderHead({ order }: { order: PledgeOrder }) {
  return (
    <div className="record-head">
      <span className="record-title" data-testid="order-title">
        {order.productName} · {amountText(order.amount)} USDT
      </span>
      <OrderStatusTag status={order.status} />
    </div>
  );
}

/** One of "my orders"; a tap opens its daily earnings. */
export function OrderItem({ order, onOpen }: { order: PledgeOrder; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid="pledge-order" onClick={onOpen}>
      <OrderHead order={order} />
      <DetailRows rows={orderRows(t, order, false)} />
    </List.Item>
  );
}

/** The order at the top of its detail page, with every fact. */
export function OrderCard({ order }: { order: PledgeOrder }) {
  const { t } = useTranslation();
  return (
    <div className="order-card" data-testid="order-card">
      <OrderHead order={order} />
      <DetailRows rows={orderRows(t, order, true)} />
      {order.status === 'active' && <p className="order-card-note">{t('pledge.noRedemption')}</p>}
    </div>
  );
}
