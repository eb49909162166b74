import type { CoinMixIndex } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { Amount, amountText } from '../../../components/money/amount.tsx';
import { percentText } from '../../../lib/rate.ts';

/** The quant wallet at a glance: balance (large), daily rate, today's estimate, yesterday's and all earnings. */
export function CoinMixCard({ index }: { index?: CoinMixIndex }) {
  const { t } = useTranslation();
  return (
    <div className="balance-card" data-testid="coin-mix-card">
      <div className="balance-card-label">{t('coinMix.balance')}</div>
      <div className="balance-card-main">
        <Amount value={index?.balance ?? '0'} testId="coin-mix-balance" />
      </div>
      <div className="balance-card-row">
        <div>
          <span>{t('coinMix.dailyRate')}</span>
          <span data-testid="coin-mix-rate">{index ? percentText(index.dailyRateBp) : '—'}</span>
        </div>
        <div>
          <span>{t('coinMix.estimatedDaily')}</span>
          <span data-testid="coin-mix-estimated">{amountText(index?.estimatedDaily ?? '0')}</span>
        </div>
        <div>
          <span>{t('coinMix.yesterdayEarnings')}</span>
          <Amount value={index?.yesterdayEarnings ?? '0'} testId="coin-mix-yesterday" />
        </div>
        <div>
          <span>{t('coinMix.totalEarnings')}</span>
          <Amount value={index?.totalEarnings ?? '0'} testId="coin-mix-total" />
        </div>
      </div>
    </div>
  );
}
