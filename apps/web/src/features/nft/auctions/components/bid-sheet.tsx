import { type AuctionDetail, api, bidBody } from '@mcc/contract';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../../components/detail-rows.tsx';
import { FormSheet } from '../../../../components/form-sheet.tsx';
import { amountText } from '../../../../components/money/amount.tsx';
import { AmountField } from '../../../../components/money/amount-field.tsx';
import { MoneyForm, useMoneyForm } from '../../../../components/money/money-form.tsx';
import { PayPasswordField } from '../../../../components/money/pay-password-field.tsx';
import { showToast } from '../../../../lib/indicators.ts';
import { useRefreshNft } from '../../core/api/nft.ts';
import { bidProblem, minimumInput } from '../bid-check.ts';
import '../../../../locales/auction/index.ts';

/**
 * Bidding: the amount (prefilled with the minimum next bid, checked as typed against it and the USDT
 * available, since the whole bid is held), the payment password. Its code loads when a user first taps
 * "bid". Whatever the answer, the auction is asked again (a refused bid may mean someone bid first).
 */
export default function BidSheet({
  auction: a,
  available,
  onClose,
  onPlaced,
}: {
  auction: AuctionDetail;
  available?: string;
  onClose: () => void;
  onPlaced: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshNft();
  // `POST /api/auction/bid`: holds `amount` USDT as the new leading bid; answers the auction after it.
  const bidding = useMoneyForm(api.auctions.bid, bidBody, {
    fixed: { id: a.id },
    onSettled: () => void refresh(),
    onDone: () => {
      showToast(t('auction.sheet.placed'), 'success');
      onPlaced();
    },
  });
  const typed = Form.useWatch('amount', bidding.form);
  const problem = bidProblem(typed, a.minimumBid, available);
  const problemText =
    problem === 'tooLow'
      ? t('auction.sheet.tooLow', { amount: amountText(minimumInput(a.minimumBid)) })
      : problem === 'tooMuch'
        ? t('auction.sheet.tooMuch')
        : undefined;

  return (
    <FormSheet onClose={onClose} className="nft-sheet">
      <div data-testid="bid-sheet">
        <div className="nft-sheet-head">
          <h2>{t('auction.sheet.title', { name: a.seriesName })}</h2>
          <span>
            {t('auction.sheet.minimum')} {amountText(minimumInput(a.minimumBid))} USDT
          </span>
        </div>
        <MoneyForm
          money={bidding}
          problem={problemText}
          initialValues={{ amount: minimumInput(a.minimumBid) }}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              disabled={problem !== undefined}
              data-testid="bid-submit"
            >
              {t('auction.sheet.submit')}
            </Button>
          }
        >
          <AmountField
            label={t('auction.sheet.amount')}
            placeholder={t('auction.sheet.placeholder', { amount: amountText(minimumInput(a.minimumBid)) })}
            availableText={(amount) => t('auction.sheet.available', { amount })}
            available={available}
            allLabel={t('auction.sheet.all')}
            all={() => minimumInput(a.minimumBid)}
            testId="bid-amount"
          />
          <Form.Item>
            <div className="money-preview">
              <DetailRows
                rows={[
                  {
                    label: t('auction.current'),
                    value: a.leadingBid ? `${amountText(a.leadingBid)} USDT` : t('auction.noBids'),
                  },
                  { label: t('auction.minimum'), value: `${amountText(minimumInput(a.minimumBid))} USDT` },
                ]}
              />
              <p className="nft-hint">{t('auction.holdNote')}</p>
            </div>
          </Form.Item>
          <PayPasswordField />
        </MoneyForm>
      </div>
    </FormSheet>
  );
}
