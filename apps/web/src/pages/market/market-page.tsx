import type { HistoryRange, MarketSymbol, MarketTradeKind } from '@mcc/contract';
import { Button, Empty, Tabs } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { useHistory, usePrice, useTrades } from '../../features/market/api/market.ts';
import { usePriceStream } from '../../features/market/api/price-stream.ts';
import { ChartTools } from '../../features/market/components/chart-tools.tsx';
import { type ChartStyle, PriceChart } from '../../features/market/components/price-chart.tsx';
import { Ticker } from '../../features/market/components/ticker.tsx';
import { TradeItem } from '../../features/market/components/trade-item.tsx';
import { tradesOf } from '../../features/market/trade.ts';
import { useUpColour } from '../../features/market/up-colour.ts';
import { useWalletSummary } from '../../features/wallet/api/balances.ts';
import { useViewTitle } from '../../lib/page-title.ts';
import { ApiError } from '../../lib/request.ts';
import { paths } from '../../lib/routes.ts';
import { useSysConfig } from '../../lib/sys-config.ts';
import '../../features/market/market.css';
import '../../locales/market/index.ts';

const TradeSheet = lazy(() => import('../../features/market/components/trade-sheet.tsx'));

const SYMBOLS: MarketSymbol[] = ['MCC', 'SSK'];

/**
 * The market tab: MCC and SSK (the symbol in `?symbol`, so a link or a reload keeps it), the ticker,
 * the chart with its ranges, live prices from the stream, the trade sheet, and the user's trades. Rises
 * and falls take the user's colours (red or green up, market.css).
 */
export default function MarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const symbol: MarketSymbol = params.get('symbol') === 'SSK' ? 'SSK' : 'MCC';
  useViewTitle(t('market.title', { symbol }));
  const [range, setRange] = useState<HistoryRange>('1D');
  const [style, setStyle] = useState<ChartStyle>('candles');
  const upColour = useUpColour();
  const [trade, setTrade] = useState<MarketTradeKind>();
  const [sheetOpen, setSheetOpen] = useState(false);
  usePriceStream();
  const day = usePrice(symbol);
  const history = useHistory(symbol, range);
  const trades = useTrades();
  const main = useWalletSummary().data?.main;
  const kinds = tradesOf(symbol, useSysConfig()?.mccBuyEnabled ?? false);
  const noPrice = day.error instanceof ApiError && day.error.key === 'PRICE_NOT_SET';

  const openTrade = (kind: MarketTradeKind) => {
    setTrade(kind);
    setSheetOpen(true);
  };

  return (
    <div data-testid="market-page" className={`market-up-${upColour}`}>
      <Tabs
        className="market-symbols"
        activeKey={symbol}
        onChange={(key) => setParams({ symbol: key }, { replace: true })}
      >
        {SYMBOLS.map((s) => (
          <Tabs.Tab key={s} title={t('market.pair', { symbol: s })} />
        ))}
      </Tabs>
      {day.data && <Ticker symbol={symbol} day={day.data} upColour={upColour} />}
      {day.isPending && <CardSkeleton title lines={2} />}
      {noPrice && <Empty description={t('market.priceNotSet')} />}
      {day.isError && !noPrice && (
        <ErrorState title={t('common.requestError')} onRetry={() => void day.refetch()} />
      )}
      <section className="chart-card">
        <ChartTools range={range} onRange={setRange} style={style} onStyle={setStyle} />
        <PriceChart history={history.data} style={style} upColour={upColour} />
      </section>
      <div className="market-actions">
        {kinds.map((kind) => (
          <Button
            key={kind}
            className={kind.startsWith('buy') ? 'trade-buy' : 'trade-sell'}
            onClick={() => openTrade(kind)}
            data-testid={`open-${kind}`}
          >
            {t(`market.kinds.${kind}`)}
          </Button>
        ))}
        {symbol === 'MCC' && (
          <Button fill="outline" color="primary" onClick={() => navigate(paths.transfer)}>
            {t('market.transfer')}
          </Button>
        )}
      </div>
      <PagedList
        query={trades}
        header={t('market.records')}
        testId="market-records"
        empty={t('market.noRecords')}
        render={(item) => <TradeItem trade={item} />}
      />
      {trade && (
        <Suspense fallback={null}>
          <TradeSheet
            symbol={symbol}
            kinds={kinds}
            kind={trade}
            onKind={setTrade}
            price={day.data?.price}
            holdings={{
              USDT: main?.USDT.available,
              MCC: main?.MCC.available,
              SSK: main?.SSK.available,
            }}
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
