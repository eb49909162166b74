import { useNavigate } from 'react-router';
import { useCoinMixIndex } from '../../features/coin-mix/api/coin-mix.ts';
import { CoinMixCard } from '../../features/coin-mix/components/coin-mix-card.tsx';
import { CoinMixTransferForm } from '../../features/coin-mix/components/transfer-form.tsx';
import { useWalletSummary } from '../../features/wallet/api/balances.ts';
import { paths } from '../../lib/routes.ts';
import '../../features/pledge/pledge.css';
import '../../locales/pledge/index.ts';

/** Transfer out: USDT from the coin-mix quant wallet back to the main wallet, then back to the wallet page. */
export default function CoinMixTransferPage() {
  const navigate = useNavigate();
  const index = useCoinMixIndex().data;
  // What can leave the quant wallet: its balance less what withdrawals under review hold.
  const available = useWalletSummary().data?.quant.available;
  return (
    <div data-testid="coin-mix-transfer-page">
      <CoinMixCard index={index} />
      <CoinMixTransferForm
        direction="out"
        available={available}
        onDone={() => navigate(paths.coinMix, { replace: true })}
      />
    </div>
  );
}
