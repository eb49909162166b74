import { api, type NftOrder, type NftSeriesDetail, orderPayBody } from '@mcc/contract';
import { Button, Form, Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../../components/detail-rows.tsx';
import { FormSheet } from '../../../../components/form-sheet.tsx';
import { amountText } from '../../../../components/money/amount.tsx';
import { MoneyForm, type MoneyValues, useMoneyForm } from '../../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../../components/money/pay-password-field.tsx';
import { useMoneyCall } from '../../../../components/money/use-money-submit.ts';
import { showToast } from '../../../../lib/indicators.ts';
import { useRefreshNft } from '../../core/api/nft.ts';
import { Countdown } from '../../core/components/countdown.tsx';
import { serverOffset } from '../../core/countdown.ts';
import { priceTimes } from '../../core/price.ts';
import { buyLimit } from '../buy-limit.ts';

/**
 * Buying from a series: the quantity (up to what the user may still buy), the total, the payment
 * password; one tap orders and pays. A payment that fails (too little USDT, a wrong password) leaves the
 * order reserved: the sheet then shows that order and its deadline, to pay once the problem is fixed.
 */
function BuyForm({
  series,
  available,
  pending,
  onPaid,
}: {
  series: NftSeriesDetail;
  available?: string;
  pending?: NftOrder;
  onPaid: (order: NftOrder) => void;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [order, setOrder] = useState<NftOrder | undefined>(pending);
  const refresh = useRefreshNft();
  // `POST /api/order/add`: reserves copies for 15 minutes; answers the unpaid order.
  const placing = useMoneyCall(api.nftOrders.add);
  // `POST /api/order/pay`: debits the USDT and mints the copies; answers the paid order with its serials.
  const paying = useMoneyForm(api.nftOrders.pay, orderPayBody, {
    onSettled: () => void refresh(),
    onDone: (paid) => {
      showToast(t('nft.paid'), 'success');
      onPaid(paid);
    },
  });

  const onFinish = async (values: MoneyValues<typeof api.nftOrders.pay>) => {
    if (!(await paying.checkPayPassword())) return;
    const placed = order ?? (await placing.run({ seriesId: series.id, quantity }));
    if (!placed) return;
    setOrder(placed);
    await paying.submit({ ...values, id: placed.id });
  };

  const amount = order ? order.amount : priceTimes(series.price, quantity);
  const limit = buyLimit(series);
  return (
    <div data-testid="buy-sheet">
      <div className="nft-sheet-head">
        <h2>{series.name}</h2>
        <span>
          {amountText(series.price)} USDT · <span data-testid="buy-limit">{t(limit.key, limit.values)}</span>
        </span>
      </div>
      <MoneyForm
        money={paying}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" data-testid="buy-submit">
            {order ? t('nft.payNow') : t('nft.buy')}
          </Button>
        }
      >
        {order ? (
          <Form.Item label={t('nft.order', { id: order.id })}>
            <span data-testid="pending-order">
              {t('nft.orderStatus.unpaid')} ·{' '}
              <Countdown at={order.deadline} offset={serverOffset(order.now, Date.now())} />
            </span>
          </Form.Item>
        ) : (
          <Form.Item label={t('nft.quantity')}>
            <Stepper
              min={1}
              max={Math.max(1, series.canBuy)}
              value={quantity}
              onChange={(v) => setQuantity(v)}
              data-testid="buy-quantity"
            />
          </Form.Item>
        )}
        <Form.Item>
          <div className="money-preview">
            <DetailRows
              rows={[
                { label: t('nft.quantity'), value: order ? order.quantity : quantity },
                { label: t('nft.total'), value: `${amountText(amount)} USDT`, testId: 'buy-total' },
              ]}
            />
            {available && <p className="nft-hint">{t('nft.available', { amount: amountText(available) })}</p>}
            {/* One tap orders and pays: only an order whose payment failed waits, until the countdown above ends. */}
            {order && (
              <p className="nft-hint" data-testid="hold-note">
                {t('nft.holdNote')}
              </p>
            )}
          </div>
        </Form.Item>
        <PayPasswordField />
      </MoneyForm>
    </div>
  );
}

/** The buy sheet: slides up over the detail; its code loads when a user first taps "buy". */
export default function BuySheet({
  series,
  open,
  available,
  pending,
  onClose,
  onPaid,
}: {
  series: NftSeriesDetail;
  open: boolean;
  available?: string;
  pending?: NftOrder;
  onClose: () => void;
  onPaid: (order: NftOrder) => void;
}) {
  return (
    <FormSheet open={open} onClose={onClose} className="nft-sheet">
      <BuyForm series={series} available={available} pending={pending} onPaid={onPaid} />
    </FormSheet>
  );
}
