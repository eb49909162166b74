import type { MarketTradeKind } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { usePrice } from '../../features/market/api/market.ts';
import { tradesOf } from '../../features/market/trade.ts';
import { useBalance } from '../../features/wallet/api/balances.ts';
import { useStatement } from '../../features/wallet/api/statement.ts';
import { BalanceSummary } from '../../features/wallet/components/balance-summary.tsx';
import { StatementLineItem } from '../../features/wallet/components/statement-line.tsx';
import { paths } from '../../lib/routes.ts';
import { useSysConfig } from '../../lib/sys-config.ts';
import '../../features/market/market.css';
import '../../locales/market/index.ts';

const TradeSheet = lazy(() => import('../../features/market/components/trade-sheet.tsx'));

/** MCC: the balance, selling it for USDT (the exchange sheet), sending it, the market, and the statement. */
export default function MccPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balance = useBalance('MCC').data;
  const usdt = useBalance('USDT').data;
  const statement = useStatement('MCC');
  const price = usePrice('MCC').data?.price;
  const kinds = tradesOf('MCC', useSysConfig()?.mccBuyEnabled ?? false);
  const [trade, setTrade] = useState<MarketTradeKind>();
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <div data-testid="mcc-page">
      {balance ? <BalanceSummary balance={balance} asset="MCC" /> : <CardSkeleton lines={3} title />}
      <div className="wallet-actions">
        <Button
          color="primary"
          onClick={() => {
            setTrade('sell_mcc');
            setSheetOpen(true);
          }}
        >
          {t('market.sellForUsdt')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(paths.transfer)}>
          {t('market.transfer')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(`${paths.market}?symbol=MCC`)}>
          {t('market.toMarket')}
        </Button>
      </div>
      <PagedList
        query={statement}
        header={t('market.statement')}
        testId="statement"
        render={(line) => <StatementLineItem line={line} asset="MCC" />}
      />
      {trade && (
        <Suspense fallback={null}>
          <TradeSheet
            symbol="MCC"
            kinds={kinds}
            kind={trade}
            onKind={setTrade}
            price={price}
            holdings={{ MCC: balance?.available, USDT: usdt?.available }}
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
