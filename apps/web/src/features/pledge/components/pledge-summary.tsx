import type { PledgeTotal } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/money/amount.tsx';

/** The user's AI quant figures (`/api/pledge/total`): staked (large), today's and all earnings, orders. */
export function PledgeSummary({ total }: { total?: PledgeTotal }) {
  const { t } = useTranslation();
  return (
    <div className="balance-card" data-testid="pledge-summary">
      <div className="balance-card-label">{t('pledge.staked')}</div>
      <div className="balance-card-main">
        <Amount value={total?.staked ?? '0'} testId="pledge-staked" />
      </div>
      <div className="balance-card-row">
        <div>
          <span>{t('pledge.todayEarnings')}</span>
          <Amount value={total?.todayEarnings ?? '0'} testId="pledge-today-earnings" />
        </div>
        <div>
          <span>{t('pledge.totalEarnings')}</span>
          <Amount value={total?.totalEarnings ?? '0'} testId="pledge-total-earnings" />
        </div>
        <div>
          <span>{t('pledge.activeOrders')}</span>
          <span data-testid="pledge-active-orders">{total?.activeOrders ?? 0}</span>
        </div>
      </div>
    </div>
  );
}
