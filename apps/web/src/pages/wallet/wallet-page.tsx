import { List } from 'antd-mobile';
import { CheckShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWalletSummary } from '../../features/wallet/api/balances.ts';
import { AssetRow } from '../../features/wallet/components/asset-row.tsx';
import { TotalValue } from '../../features/wallet/components/total-value.tsx';
import { useHiddenAmounts } from '../../features/wallet/hide-amounts.ts';
import { paths } from '../../lib/routes.ts';
import '../../locales/wallet/index.ts';

/**
 * Every balance of the user under their total value in USDT: USDT, MCC and SSK in the main wallet,
 * USDT in the coin-mix quant wallet; below them, the way to check they are counted in the platform's
 * published liabilities (the proof page).
 */
export default function WalletPage() {
  const { t } = useTranslation();
  const summary = useWalletSummary().data;
  const [hidden] = useHiddenAmounts();
  const navigate = useNavigate();
  return (
    <div data-testid="wallet-page">
      <TotalValue />
      <List header={t('wallet.main')}>
        <AssetRow title="USDT" asset="USDT" balance={summary?.main.USDT} route="usdt" hidden={hidden} />
        <AssetRow title="MCC" asset="MCC" balance={summary?.main.MCC} route="mcc" hidden={hidden} />
        <AssetRow title="SSK" asset="SSK" balance={summary?.main.SSK} hidden={hidden} />
      </List>
      <List header={t('wallet.quant')}>
        <AssetRow
          title={t('wallet.quantUsdt')}
          asset="USDT"
          balance={summary?.quant}
          route="coinMixWallet"
          hidden={hidden}
        />
      </List>
      <List className="wallet-proof">
        <List.Item
          prefix={
            <span className="wallet-proof-icon">
              <CheckShieldOutline />
            </span>
          }
          description={t('wallet.proofHint')}
          onClick={() => navigate(paths.liabilityProof)}
          data-testid="wallet-proof"
        >
          {t('routes.liabilityProof')}
        </List.Item>
      </List>
    </div>
  );
}
