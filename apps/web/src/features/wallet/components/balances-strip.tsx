import type { Asset } from '@mcc/contract';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../../components/money/amount.tsx';
import { paths } from '../../../lib/routes.ts';
import { useBalances } from '../api/balances.ts';

/** Spelled out rather than imported: the contract's ASSETS lives beside zod schemas the user centre avoids. */
const SHOWN: Asset[] = ['USDT', 'MCC', 'SSK'];

/** The user centre's balances (available per asset, `/api/user/balance`); a tap opens the wallet. */
export function BalancesStrip() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balances = useBalances().data;
  return (
    <button
      type="button"
      className="balances-strip"
      onClick={() => navigate(paths.wallet)}
      data-testid="balances"
    >
      {SHOWN.map((asset) => (
        <span key={asset}>
          <strong>
            <Amount value={balances?.[asset].available ?? '0'} asset={asset} testId={`balance-${asset}`} />
          </strong>
          {asset}
        </span>
      ))}
      <span className="balances-strip-link">
        {t('routes.wallet')}
        <RightOutline />
      </span>
    </button>
  );
}
