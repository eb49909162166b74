import { api } from '@mcc/contract';
import { useUsdtBalance } from '../../features/wallet/api/balances.ts';
import { MyWithdrawals, WithdrawForm } from '../../features/wallet/components/withdraw-form.tsx';

/**
 * Withdraw from the USDT main wallet: the withdrawal form (`POST /api/fund/withdraw`) → amount and fee
 * held until an operator pays or rejects it; "my withdrawals" below.
 */
export default function WithdrawPage() {
  const available = useUsdtBalance().data?.available;
  return (
    <div data-testid="withdraw-page">
      <WithdrawForm available={available} route={api.wallet.withdraw} />
      <MyWithdrawals />
    </div>
  );
}
