import type { WalletSummary } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { amountText, HIDDEN_AMOUNT, UNKNOWN_AMOUNT } from '../../../components/money/amount.tsx';
import { useHiddenAmounts } from '../hide-amounts.ts';
import { CURRENT_PRICES, summaryHoldings, totalValue } from '../valuation.ts';
import '../wallet.css';

/** The eye, open or struck through: drawn here (antd-mobile-icons' eyes weigh 3 KB gzipped). */
function Eye({ struck }: { struck: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {struck && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}

/**
 * The total value of every asset in USDT, with the eye that hides the wallet's amounts; assets
 * without a market price are named beneath, as not counted.
 */
export function TotalValue({ summary }: { summary: WalletSummary | undefined }) {
  const { t, i18n } = useTranslation();
  const [hidden, toggle] = useHiddenAmounts();
  const value = summary && totalValue(summaryHoldings(summary), CURRENT_PRICES);
  let shown = UNKNOWN_AMOUNT;
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
          <Eye struck={hidden} />
        </button>
      </div>
      <div className="total-value-amount" data-testid="total-value-amount">
        {shown}
      </div>
      {value && value.unpriced.length > 0 && (
        <div className="total-value-note" data-testid="total-value-unpriced">
          {t('assets.unpriced', { assets: new Intl.ListFormat(i18n.language).format(value.unpriced) })}
        </div>
      )}
    </div>
  );
}
