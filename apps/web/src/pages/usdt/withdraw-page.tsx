import { useUsdtBalance } from '../../features/wallet/api/balances.ts';
import { submitWithdraw } from '../../features/wallet/api/withdraw.ts';
import { MyWithdrawals, WithdrawForm } from '../../features/wallet/components/withdraw-form.tsx';

/**
 * Withdraw from the USDT main wallet: the withdrawal form → a hold until an operator pays or rejects
 * it; "my withdrawals" below.
 */
export default function WithdrawPage() {
  const available = useUsdtBalance().data?.available;
  return (
    <div data-testid="withdraw-page">
      <WithdrawForm available={available} submit={submitWithdraw} />
      <MyWithdrawals />
    </div>
  );
}
