import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/paged-list.tsx';
import { useCoinMixWallet } from '../../features/coin-mix/api/coin-mix.ts';
import { BalanceSummary } from '../../features/wallet/components/balance-summary.tsx';
import { StatementLineItem } from '../../features/wallet/components/statement-line.tsx';
import { paths } from '../../lib/routes.ts';
import '../../features/pledge/pledge.css';
import '../../locales/pledge/index.ts';

/**
 * The coin-mix quant wallet: available, held (withdrawals under review) and total, then its statement
 * (empty, it leads to the transfer in).
 */
export default function CoinMixWalletPage() {
  const { t } = useTranslation();
  const wallet = useCoinMixWallet();
  return (
    <div data-testid="coin-mix-wallet-page">
      <BalanceSummary balance={wallet.data?.pages[0]?.balance} />
      <PagedList
        query={wallet}
        header={t('statement.title')}
        testId="statement"
        empty={t('coinMix.walletEmpty')}
        emptyAction={{ label: t('coinMix.transferInTitle'), to: paths.coinMix }}
        render={(line) => <StatementLineItem line={line} />}
      />
    </div>
  );
}
