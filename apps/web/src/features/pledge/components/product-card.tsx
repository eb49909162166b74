import { type PledgeProduct, parseAmount } from '@mcc/contract';
import { Button, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/coin-icon.tsx';
import { DetailRows } from '../../../components/detail-rows.tsx';
import { amountText } from '../../../components/money/amount.tsx';
import { percentText } from '../../../lib/rate.ts';

/** How much of the quota is taken, in whole percent (rounded down: a full bar means sold out). */
export function soldPercent(product: Pick<PledgeProduct, 'sold' | 'quota'>): number {
  const quota = parseAmount(product.quota) ?? 0n;
  if (quota <= 0n) return 100;
  return Number(((parseAmount(product.sold) ?? 0n) * 100n) / quota);
}

/** One product: name, daily rate (large), term, limits, quota left, and the button that opens the stake sheet. */
export function ProductCard({ product, onStake }: { product: PledgeProduct; onStake: () => void }) {
  const { t } = useTranslation();
  const soldOut = (parseAmount(product.remaining) ?? 0n) <= 0n;
  const action = !product.open ? t('pledge.closed') : soldOut ? t('pledge.soldOut') : t('pledge.stake');
  return (
    <section className="product-card" data-testid="product-card" aria-label={product.name}>
      <div className="product-card-head">
        <CoinIcon asset="USDT" size={20} />
        <h2 className="product-card-name" data-testid="product-name">
          {product.name}
        </h2>
        <span className="product-card-term">{t('pledge.days', { count: product.termDays })}</span>
      </div>
      <div className="product-card-rate">
        <strong data-testid="product-rate">{percentText(product.dailyRateBp)}</strong>
        <span>{t('pledge.dailyRate')}</span>
      </div>
      <DetailRows
        rows={[
          { label: t('pledge.term'), value: t('pledge.days', { count: product.termDays }) },
          {
            label: t('pledge.limits'),
            value: `${amountText(product.minAmount)} – ${amountText(product.maxAmount)} USDT`,
            testId: 'product-limits',
          },
          {
            label: t('pledge.remaining'),
            value: `${amountText(product.remaining)} USDT`,
            testId: 'product-remaining',
          },
        ]}
      />
      <ProgressBar percent={soldPercent(product)} style={{ '--track-width': '4px' }} />
      <Button
        block
        color="primary"
        className="product-card-action"
        disabled={!product.open || soldOut}
        onClick={onStake}
      >
        {action}
      </Button>
    </section>
  );
}
