import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { useDepositTargets } from '../../features/wallet/api/auto-recharge.ts';
import { useUsdtBalance } from '../../features/wallet/api/balances.ts';
import { useUsdtStatement } from '../../features/wallet/api/statement.ts';
import { BalanceSummary } from '../../features/wallet/components/balance-summary.tsx';
import { StatementLineItem } from '../../features/wallet/components/statement-line.tsx';
import { paths } from '../../lib/routes.ts';

/**
 * The USDT main wallet: balances, the three ways money moves, and the statement (endless scroll).
 * Recharge opens the deposit page (the user's own address, credited by itself) where the server has a
 * chain set up, as an exchange's "Deposit" does; the manual recharge otherwise (one tap from either).
 */
export default function UsdtPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balance = useUsdtBalance().data;
  const automatic = useDepositTargets().data?.some((d) => d.available) ?? false;
  const statement = useUsdtStatement();
  return (
    <div data-testid="usdt-page">
      {balance ? <BalanceSummary balance={balance} /> : <CardSkeleton lines={3} title />}
      <div className="wallet-actions">
        <Button color="primary" onClick={() => navigate(automatic ? paths.autoRecharge : paths.usdtRecharge)}>
          {t('routes.usdtRecharge')}
        </Button>
        {/* On the USDT page the verb alone; the pages they open say "USDT" in their titles. */}
        <Button color="primary" fill="outline" onClick={() => navigate(paths.usdtWithdraw)}>
          {t('wallet.actions.withdraw')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(paths.usdtTransfer)}>
          {t('wallet.actions.transfer')}
        </Button>
      </div>
      <PagedList
        query={statement}
        header={t('statement.title')}
        testId="statement"
        render={(line) => <StatementLineItem line={line} />}
      />
    </div>
  );
}
