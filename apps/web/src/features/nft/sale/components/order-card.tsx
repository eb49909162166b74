import type { NftOrder } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../../components/detail-rows.tsx';
import { amountText } from '../../../../components/money/amount.tsx';
import { imageSource } from '../../../../lib/asset-url.ts';
import { formatTime } from '../../../../lib/format.ts';
import { Countdown } from '../../core/components/countdown.tsx';
import { serverOffset } from '../../core/countdown.ts';
import '../../../../locales/resale/index.ts';

/**
 * One order: the series, state, amount (for a resale, the caller's side), and either the time left to
 * pay (with "pay now"; the seller of a resale follows it instead), what a resale in progress waits for,
 * or the serial numbers it holds. `receivedAt` is when its page arrived, for the server-clock countdown.
 */
export function OrderCard({
  order,
  receivedAt,
  onPay,
  onExpire,
  onOpenSeries,
}: {
  order: NftOrder;
  receivedAt: number;
  onPay: () => void;
  onExpire: () => void;
  onOpenSeries: () => void;
}) {
  const { t } = useTranslation();
  const serial = (k: number) => t('nft.serial', { serial: k, supply: order.supply });
  return (
    <div className="nft-order" data-testid={`order-${order.id}`} data-status={order.status}>
      <button type="button" className="nft-order-head" onClick={onOpenSeries}>
        <img {...imageSource(order.image, 'thumb')} alt="" loading="lazy" width={56} height={56} />
        <div>
          <div className="nft-card-name">{order.seriesName}</div>
          <small>
            {t('nft.order', { id: order.id })}
            {order.kind === 'resale' && ` · ${t(`resale.role.${order.role}`)}`}
          </small>
        </div>
        <span className={`nft-order-status nft-order-${order.status}`}>
          {t(`nft.orderStatus.${order.status}`)}
        </span>
      </button>
      <DetailRows
        rows={[
          { label: t('nft.unitPrice'), value: `${amountText(order.unitPrice)} USDT` },
          { label: t('nft.quantity'), value: order.quantity },
          { label: t('nft.amount'), value: `${amountText(order.amount)} USDT` },
          { label: t('nft.placedAt'), value: formatTime(order.createdAt) },
          ...(order.paidAt ? [{ label: t('nft.paidAt'), value: formatTime(order.paidAt) }] : []),
          ...(order.serials.length > 0
            ? [
                {
                  label: t('nft.serials'),
                  value: order.serials.map(serial).join(', '),
                  testId: 'order-serials',
                },
              ]
            : []),
        ]}
      />
      {order.status === 'unpaid' && (
        <div className="nft-order-pay">
          <span>
            {t('nft.orderStatus.unpaid')} ·{' '}
            <Countdown at={order.deadline} offset={serverOffset(order.now, receivedAt)} onDone={onExpire} />
          </span>
          <Button color="primary" size="small" onClick={onPay} data-testid="order-pay">
            {order.role === 'seller' ? t('resale.viewOrder') : t('nft.payNow')}
          </Button>
        </div>
      )}
      {order.kind === 'resale' && (order.status === 'paid' || order.status === 'appealing') && (
        <div className="nft-order-pay">
          <span>{t(`resale.state.${order.status}.${order.role}`)}</span>
          <Button color="primary" size="small" onClick={onPay} data-testid="order-next">
            {t('resale.viewOrder')}
          </Button>
        </div>
      )}
    </div>
  );
}
