import type { WalletSummary } from '@mcc/contract';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { amountText, HIDDEN_AMOUNT } from '../../../components/money/amount.tsx';
import { useHiddenAmounts } from '../hide-amounts.ts';
import { CURRENT_PRICES, summaryHoldings, totalValue } from '../valuation.ts';
import '../wallet.css';

/**
 * The total value of every asset in USDT, with the eye that hides the wallet's amounts; assets
 * without a market price are named beneath, as not counted.
 */
export function TotalValue({ summary }: { summary: WalletSummary | undefined }) {
  const { t } = useTranslation();
  const [hidden, toggle] = useHiddenAmounts();
  const value = summary && totalValue(summaryHoldings(summary), CURRENT_PRICES);
  let shown = '—';
  if (hidden) shown = HIDDEN_AMOUNT;
  else if (value) shown = amountText(value.total);
  return (
    <div className="total-value" data-testid="total-value">
      <div className="total-value-label">
        {t('assets.totalValue')}
        <button
          type="button"
          className="eye-button"
          aria-label={t(hidden ? 'assets.show' : 'assets.hide')}
          aria-pressed={hidden}
          onClick={toggle}
          data-testid="amounts-eye"
        >
          {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
        </button>
      </div>
      <div className="total-value-amount" data-testid="total-value-amount">
        {shown}
      </div>
      {value && value.unpriced.length > 0 && (
        <div className="total-value-note" data-testid="total-value-unpriced">
          {t('assets.unpriced', { assets: value.unpriced.join(', ') })}
        </div>
      )}
    </div>
  );
}
