import { api } from '@mcc/contract';
import { useWalletSummary } from '../../features/wallet/api/balances.ts';
import { MyWithdrawals, WithdrawForm } from '../../features/wallet/components/withdraw-form.tsx';
import '../../features/pledge/pledge.css';
import '../../locales/pledge/index.ts';

/**
 * Withdraw from the coin-mix quant wallet: the USDT withdrawal's form and rules (the 24-hour limit is
 * shared with the main wallet), paid from the quant wallet (`POST /api/coinMix/withdraw`); "my
 * withdrawals" (both wallets) below.
 */
export default function CoinMixWithdrawPage() {
  // What can leave the quant wallet: its balance less what withdrawals under review already hold.
  const available = useWalletSummary().data?.quant.available;
  return (
    <div data-testid="coin-mix-withdraw-page">
      <WithdrawForm available={available} route={api.coinMix.withdraw} />
      <MyWithdrawals />
    </div>
  );
}
