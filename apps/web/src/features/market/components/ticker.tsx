import type { MarketPrice, MarketSymbol } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/coin-icon.tsx';
import { amountText } from '../../../components/money/amount.tsx';
import { priceText } from '../price-text.ts';
import type { UpColour } from '../up-colour.ts';
import { UpColourSwitch } from './up-colour-switch.tsx';

/** A change in percent with its sign, in the colour of a rise or a fall (the user's convention, market.css). */
export function ChangeText({ change }: { change: string }) {
  const down = change.startsWith('-');
  return (
    <span className={down ? 'change-down' : 'change-up'} data-testid="ticker-change">
      {down ? change : `+${change}`}%
    </span>
  );
}

/**
 * One symbol's ticker: pair, the colour setting, the price (large), today's change, high, low and
 * 24-hour volume, and why the volume may be nil while the price moves.
 */
export function Ticker({
  symbol,
  day,
  upColour,
}: {
  symbol: MarketSymbol;
  day: MarketPrice;
  upColour: UpColour;
}) {
  const { t } = useTranslation();
  return (
    <section className="ticker" data-testid="ticker" aria-label={t('market.pair', { symbol })}>
      <div className="ticker-head">
        <CoinIcon asset={symbol} size={22} />
        <span>{t('market.pair', { symbol })}</span>
        <UpColourSwitch colour={upColour} />
        <span className="ticker-live">{t('market.live')}</span>
      </div>
      <div className="ticker-price">
        <strong data-testid="ticker-price" data-price={day.price}>
          {priceText(day.price)}
        </strong>
        <ChangeText change={day.change} />
      </div>
      <div className="ticker-stats">
        <div>
          {t('market.high')}
          <b>{priceText(day.high)}</b>
        </div>
        <div>
          {t('market.low')}
          <b>{priceText(day.low)}</b>
        </div>
        <div>
          {t('market.volume')}
          <b data-testid="ticker-volume">{amountText(day.volume24h, symbol)}</b>
        </div>
      </div>
      {/* Prices are the platform's, so they move without trades; the volume counts users' trades here. */}
      <p className="ticker-note" data-testid="ticker-volume-note">
        {t('market.volumeNote')}
      </p>
    </section>
  );
}
