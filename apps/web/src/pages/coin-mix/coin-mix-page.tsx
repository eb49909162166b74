import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCoinMixIndex } from '../../features/coin-mix/api/coin-mix.ts';
import { CoinMixCard } from '../../features/coin-mix/components/coin-mix-card.tsx';
import { CoinMixTransferForm } from '../../features/coin-mix/components/transfer-form.tsx';
import { percentText } from '../../lib/rate.ts';
import { paths } from '../../lib/routes.ts';
import '../../features/pledge/pledge.css';
import '../../locales/pledge/index.ts';

/**
 * Coin-mix AI quant: the quant wallet's rate, balance and earnings, its statement, transfer out and
 * withdraw, and the form that moves USDT in from the main wallet.
 */
export default function CoinMixPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const index = useCoinMixIndex().data;
  return (
    <div data-testid="coin-mix-page">
      <CoinMixCard index={index} />
      <div className="wallet-actions">
        <Button color="primary" fill="outline" onClick={() => navigate(paths.coinMixWallet)}>
          {t('coinMix.statement')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(paths.coinMixTransfer)}>
          {t('coinMix.transferOut')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(paths.coinMixWithdraw)}>
          {t('coinMix.withdraw')}
        </Button>
      </div>
      <div className="section-title">{t('coinMix.transferInTitle')}</div>
      <CoinMixTransferForm direction="in" available={index?.mainAvailable} />
      {index && (
        <p className="pledge-note" data-testid="coin-mix-rule">
          {t('coinMix.rule', { rate: percentText(index.dailyRateBp) })}
        </p>
      )}
    </div>
  );
}
