import type { Asset, MarketTrade } from '@mcc/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { payText } from '../../../components/money/amount.tsx';
import { formatTime } from '../../../lib/format.ts';
import { priceText } from '../price-text.ts';

/** One of the user's trades: what it was, what left and what arrived, the price, the fee and when. */
export function TradeItem({ trade }: { trade: MarketTrade }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="trade-item"
      description={
        <>
          <div className="trade-item-main">
            <span>
              {t('market.recordPaid')}{' '}
              <span className="amount-out" data-testid="record-paid">
                {payText(trade.paid, trade.fromAsset as Asset)}
              </span>
            </span>
            <span>
              {t('market.recordReceived')}{' '}
              <span className="amount-in" data-testid="record-received">
                {payText(trade.received, trade.toAsset as Asset)}
              </span>
            </span>
          </div>
          <div>
            {t('market.recordAt', { price: priceText(trade.price) })} · {t('market.recordFee')}{' '}
            <span data-testid="record-fee">{payText(trade.fee)}</span>
          </div>
          <div>{formatTime(trade.createdAt)}</div>
        </>
      }
    >
      <span data-testid="trade-kind">{t(`market.kinds.${trade.kind}`)}</span>
    </List.Item>
  );
}
