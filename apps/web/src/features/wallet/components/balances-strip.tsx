import type { Asset } from '@mcc/contract';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CoinIcon } from '../../../components/coin-icon.tsx';
import { Amount } from '../../../components/money/amount.tsx';
import { paths } from '../../../lib/routes.ts';
import { useWalletSummary } from '../api/balances.ts';
import { useHiddenAmounts } from '../hide-amounts.ts';
import { TotalValue } from './total-value.tsx';

/** Spelled out rather than imported: the contract's ASSETS lives beside zod schemas the user centre avoids. */
const SHOWN: Asset[] = ['USDT', 'MCC', 'SSK'];

/**
 * The user centre's assets: their total value in USDT with the eye, then the main wallet's available
 * amount per asset (`/api/fund/wallet`, which also has the quant wallet the total counts); a tap on
 * the balances opens the wallet.
 */
export function BalancesStrip() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useWalletSummary().data;
  const [hidden] = useHiddenAmounts();
  return (
    <div className="balances-card">
      <TotalValue />
      <button
        type="button"
        className="balances-strip"
        onClick={() => navigate(paths.wallet)}
        data-testid="balances"
      >
        {SHOWN.map((asset) => (
          <span key={asset}>
            <strong>
              <Amount
                value={summary?.main[asset].available ?? '0'}
                asset={asset}
                hidden={hidden}
                testId={`balance-${asset}`}
              />
            </strong>
            <span className="balances-strip-asset">
              <CoinIcon asset={asset} size={14} />
              {asset}
            </span>
          </span>
        ))}
        <span className="balances-strip-link">
          {t('routes.wallet')}
          <RightOutline />
        </span>
      </button>
    </div>
  );
}
