import type { Asset, MarketTrade } from '@mcc/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../components/money/amount.tsx';
import { formatTime } from '../../../lib/format.ts';
import { priceText } from '../price-text.ts';

const withUnit = (value: string, asset: string) => `${amountText(value, asset as Asset)} ${asset}`;

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
              <span className="amount-out">{withUnit(trade.paid, trade.fromAsset)}</span>
            </span>
            <span>
              {t('market.recordReceived')}{' '}
              <span className="amount-in">{withUnit(trade.received, trade.toAsset)}</span>
            </span>
          </div>
          <div>
            {t('market.recordAt', { price: priceText(trade.price) })} · {t('market.recordFee')}{' '}
            {withUnit(trade.fee, 'USDT')}
          </div>
          <div>{formatTime(trade.createdAt)}</div>
        </>
      }
    >
      <span data-testid="trade-kind">{t(`market.kinds.${trade.kind}`)}</span>
    </List.Item>
  );
}
