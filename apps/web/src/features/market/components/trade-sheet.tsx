import {
  type Asset,
  api,
  exchangeBody,
  formatAmount,
  type MarketSymbol,
  type MarketTradeKind,
  sskTradeBody,
} from '@mcc/contract';
import { Button, Form, Tabs } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../components/detail-rows.tsx';
import { FormSheet } from '../../../components/form-sheet.tsx';
import { amountText, payText } from '../../../components/money/amount.tsx';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../components/money/pay-password-field.tsx';
import { showToast } from '../../../lib/indicators.ts';
import { useSysConfig } from '../../../lib/sys-config.ts';
import { useRefreshPrice } from '../api/market.ts';
import { priceText } from '../price-text.ts';
import { maxTrade, previewTrade, TRADES, type TradeProblem, type TradeTerms } from '../trade.ts';

/** What the user holds of each asset, as far as known. */
export type Holdings = Partial<Record<Asset, string>>;

/**
 * Each trade's call: `POST /api/fund/buySsk` and `sellSsk` (`amount` in SSK), `POST /api/market/exchange`
 * from MCC to USDT or back (`amount` in the `from` asset).
 */
const CALLS = {
  buy_ssk: { route: api.market.buySsk, schema: sskTradeBody, fixed: {} },
  sell_ssk: { route: api.market.sellSsk, schema: sskTradeBody, fixed: {} },
  sell_mcc: { route: api.market.exchange, schema: exchangeBody, fixed: { from: 'MCC', to: 'USDT' } },
  buy_mcc: { route: api.market.exchange, schema: exchangeBody, fixed: { from: 'USDT', to: 'MCC' } },
} as const;

function problemText(t: TFunction, problem: TradeProblem, kind: MarketTradeKind, min: string) {
  const spec = TRADES[kind];
  const asset = problem === 'OVER_BALANCE' ? spec.pay : spec.symbol;
  return t(`market.problems.${problem}`, { min: amountText(min, spec.symbol), asset });
}

/**
 * The form of one trade: the amount in its input asset (with "max"), what the user pays, the fee and
 * what they receive at the current price while typing (the contract's quote, as the server books it),
 * and the payment password. One Idempotency-Key per submit: a retried tap never trades twice.
 */
function TradeForm({
  kind,
  price,
  holdings,
  onDone,
}: {
  kind: MarketTradeKind;
  price: string;
  holdings: Holdings;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const config = useSysConfig();
  const spec = TRADES[kind];
  const refreshPrice = useRefreshPrice();
  const { route, schema, fixed } = CALLS[kind];
  const money = useMoneyForm(route, schema, {
    fixed,
    onDone: (trade) => {
      void refreshPrice(spec.symbol);
      showToast(
        t('market.done', {
          paid: payText(trade.paid, trade.fromAsset as Asset),
          received: payText(trade.received, trade.toAsset as Asset),
        }),
        'success',
      );
      onDone();
    },
  });
  const terms: TradeTerms = {
    price,
    feeBp: config?.exchangeFeeBp[spec.fee] ?? 0,
    min: config?.market[spec.min] ?? '0',
    available: holdings[spec.pay],
  };
  const preview = previewTrade(kind, Form.useWatch('amount', money.form), terms);
  const problem = preview?.problem && problemText(t, preview.problem, kind, terms.min);

  const q = preview?.quote;
  const none = '—';
  return (
    <MoneyForm
      money={money}
      problem={problem}
      footer={
        <Button
          block
          type="submit"
          size="large"
          className={kind.startsWith('buy') ? 'trade-buy' : 'trade-sell'}
          data-testid="trade-submit"
        >
          {t(`market.kinds.${kind}`)}
        </Button>
      }
    >
      <AmountField
        asset={spec.input}
        availableAsset={spec.pay}
        label={t('market.amount', { asset: spec.input })}
        placeholder={t('market.amountPlaceholder')}
        availableText={(amount) => t('market.available', { amount: `${amount} ${spec.pay}` })}
        available={terms.available}
        allLabel={t('market.all')}
        all={() => formatAmount(maxTrade(kind, terms)).replace(/\.?0+$/, '')}
        testId="trade"
      />
      <Form.Item>
        <div className="money-preview">
          <DetailRows
            rows={[
              { label: t('market.price'), value: `${priceText(price)} USDT`, testId: 'trade-price' },
              { label: t('market.pay'), value: q ? payText(q.paid, spec.pay) : none, testId: 'trade-pay' },
              {
                label: t('market.fee', { percent: terms.feeBp / 100 }),
                value: q ? payText(q.fee, 'USDT') : none,
                testId: 'trade-fee',
              },
              {
                label: t('market.receive'),
                value: q ? payText(q.received, spec.get) : none,
                testId: 'trade-receive',
              },
            ]}
          />
        </div>
      </Form.Item>
      <PayPasswordField />
    </MoneyForm>
  );
}

/**
 * The trade sheet of a symbol: slides up over the market with a tab per trade it offers (buy and sell
 * SSK; sell MCC, and buy it when the settings allow). Its code loads when a user first opens it.
 */
export default function TradeSheet({
  symbol,
  kinds,
  kind,
  onKind,
  price,
  holdings,
  open,
  onClose,
}: {
  symbol: MarketSymbol;
  kinds: MarketTradeKind[];
  kind: MarketTradeKind;
  onKind: (kind: MarketTradeKind) => void;
  price?: string;
  holdings: Holdings;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormSheet open={open} onClose={onClose} className="trade-sheet">
      <div data-testid="trade-sheet" data-symbol={symbol}>
        <Tabs activeKey={kind} onChange={(key) => onKind(key as MarketTradeKind)}>
          {kinds.map((k) => (
            <Tabs.Tab key={k} title={t(`market.kinds.${k}`)} />
          ))}
        </Tabs>
        {price ? (
          <TradeForm key={kind} kind={kind} price={price} holdings={holdings} onDone={onClose} />
        ) : (
          <p className="trade-sheet-head">{t('market.priceNotSet')}</p>
        )}
      </div>
    </FormSheet>
  );
}
