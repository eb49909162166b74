import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useWalletSummary } from '../../features/wallet/api/balances.ts';
import { AssetRow } from '../../features/wallet/components/asset-row.tsx';
import '../../locales/wallet/index.ts';

/** Every balance of the user: USDT, MCC and SSK in the main wallet, USDT in the coin-mix quant wallet. */
export default function WalletPage() {
  const { t } = useTranslation();
  const summary = useWalletSummary().data;
  return (
    <div data-testid="wallet-page">
      <List header={t('wallet.main')}>
        <AssetRow title="USDT" asset="USDT" balance={summary?.main.USDT} route="usdt" />
        <AssetRow title="MCC" asset="MCC" balance={summary?.main.MCC} route="mcc" />
        <AssetRow title="SSK" asset="SSK" balance={summary?.main.SSK} />
      </List>
      <List header={t('wallet.quant')}>
        <AssetRow title={t('wallet.quantUsdt')} asset="USDT" balance={summary?.quant} route="coinMixWallet" />
      </List>
    </div>
  );
}
