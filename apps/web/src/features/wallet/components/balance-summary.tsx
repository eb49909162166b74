import type { Asset, Balance } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/coin-icon.tsx';
import { Amount } from '../../../components/money/amount.tsx';
import '../../../locales/wallet/index.ts';

/** Available (large), frozen and total of one wallet. */
export function BalanceSummary({ balance, asset = 'USDT' }: { balance?: Balance; asset?: Asset }) {
  const { t } = useTranslation();
  const zero = '0';
  return (
    <div className="balance-card" data-testid="balance-summary">
      <div className="balance-card-label">
        <CoinIcon asset={asset} size={18} /> {t('wallet.available')} ({asset})
      </div>
      <div className="balance-card-main">
        <Amount value={balance?.available ?? zero} asset={asset} testId="balance-available" />
      </div>
      <div className="balance-card-row">
        <div>
          <span>{t('wallet.frozen')}</span>
          <Amount value={balance?.frozen ?? zero} asset={asset} testId="balance-frozen" />
        </div>
        <div>
          <span>{t('wallet.total')}</span>
          <Amount value={balance?.total ?? zero} asset={asset} testId="balance-total" />
        </div>
      </div>
    </div>
  );
}
