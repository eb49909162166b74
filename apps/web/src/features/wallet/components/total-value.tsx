import type { WalletWorth } from '@mcc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, HIDDEN_AMOUNT, payText, UNKNOWN_AMOUNT } from '../../../components/money/amount.tsx';
import { useWalletWorth } from '../api/balances.ts';
import { useHiddenAmounts } from '../hide-amounts.ts';
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

function Breakdown({ worth }: { worth: WalletWorth }) {
  const { t } = useTranslation();
  const held = worth.parts.filter((part) => part.amount !== '0.000000');
  return (
    <div className="total-value-breakdown" data-testid="worth-breakdown">
      <ul>
        {held.map((part) => (
          <li key={`${part.place}-${part.asset}`} data-testid={`worth-${part.place}-${part.asset}`}>
            <span className="worth-place">
              {t(`assets.places.${part.place}`)} · {part.asset}
              {part.frozen !== '0.000000' && (
                <small>{t('assets.frozenPart', { amount: payText(part.frozen, part.asset) })}</small>
              )}
            </span>
            <span className="worth-figures">
              <span data-testid="worth-amount">{payText(part.amount, part.asset)}</span>
              {part.asset !== 'USDT' && <small data-testid="worth-value">≈ {payText(part.value)}</small>}
            </span>
          </li>
        ))}
      </ul>
      <p className="total-value-note">{t('assets.basis')}</p>
    </div>
  );
}

/**
 * The total value in USDT of everything the user holds (`/api/fund/worth`: the main and AI quant
 * wallets with what they hold frozen, staked principal, tokens at their market price), with the eye that
 * hides the wallet's amounts and a breakdown that says what is in it; an asset without a market price
 * is named beneath, as not counted.
 */
export function TotalValue() {
  const { t, i18n } = useTranslation();
  const [hidden, toggle] = useHiddenAmounts();
  const [open, setOpen] = useState(false);
  const worth = useWalletWorth().data;
  let shown = UNKNOWN_AMOUNT;
  if (hidden) shown = HIDDEN_AMOUNT;
  else if (worth) shown = amountText(worth.total);
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
        {worth && !hidden && (
          <button
            type="button"
            className="worth-toggle"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            data-testid="worth-toggle"
          >
            {t('assets.breakdown')}
            <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
        )}
      </div>
      <div className="total-value-amount" data-testid="total-value-amount">
        {shown}
      </div>
      {worth && worth.unpriced.length > 0 && (
        <div className="total-value-note" data-testid="total-value-unpriced">
          {t('assets.unpriced', { assets: new Intl.ListFormat(i18n.language).format(worth.unpriced) })}
        </div>
      )}
      {worth && open && !hidden && <Breakdown worth={worth} />}
    </div>
  );
}
